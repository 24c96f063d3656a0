import { pagePath } from '#domain/routes.ts';
import { premiumCtaState } from '#domain/payments/premium-cta.ts';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../components/ui/button.tsx';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { WithQueryClient } from '../../../lib/query-provider.tsx';
import { usePremiumCheckout } from '../hooks/use-premium-checkout.ts';

// The modal (and its dialog library) loads on first use, keeping it out of the landing page's initial JavaScript.
const GuestCheckoutModal = lazy(() => import('./guest-checkout-modal.tsx').then((m) => ({ default: m.GuestCheckoutModal })));

export interface PremiumCtaProps {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The interactive premium call to action, which PremiumCta loads once the page is interactive (docs/performance.md, "First JavaScript"). */
export function PremiumCtaButton(props: PremiumCtaProps) {
  return (
    <WithQueryClient>
      <CtaButton {...props} />
    </WithQueryClient>
  );
}

function CtaButton({ label, variant = 'primary', size = 'lg', className }: PremiumCtaProps) {
  const access = usePremiumAccess();
  const checkout = usePremiumCheckout();
  const state = premiumCtaState({ hasAccess: access.hasAccess, busy: access.loading || checkout.processing, ...(label ? { label } : {}) });

  if (state.action === 'dashboard') {
    return (
      <ButtonLink to={pagePath('dashboard')} variant={variant} size={size} className={className}>
        {state.label}
      </ButtonLink>
    );
  }
  return (
    <>
      <Button variant={variant} size={size} className={className} disabled={state.disabled} onClick={checkout.getPremium}>
        {state.disabled ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {state.label}
      </Button>
      {checkout.guestModalOpen ? (
        <Suspense fallback={null}>
          <GuestCheckoutModal
            open={checkout.guestModalOpen}
            onOpenChange={checkout.setGuestModalOpen}
            onSubmit={checkout.payAsGuest}
            processing={checkout.processing}
            accountExists={checkout.accountExists}
          />
        </Suspense>
      ) : null}
    </>
  );
}
