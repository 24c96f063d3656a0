import { premiumCtaState } from '#domain/payments/premium-cta.ts';
import { checkoutPath } from '#domain/payments/catalog.ts';
import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../components/ui/button.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { usePremiumAccess } from '../../hooks/use-premium-access.ts';
import { usePremiumCheckout } from './hooks/use-premium-checkout.ts';

// The modal (and its dialog library) loads on first use, keeping it out of the landing page's initial JavaScript.
const GuestCheckoutModal = lazy(() => import('./components/guest-checkout-modal.tsx').then((m) => ({ default: m.GuestCheckoutModal })));

/** Checkout with the Premium Package preselected. */
const PREMIUM_CHECKOUT_HREF = checkoutPath();

/**
 * The premium call to action (ADR 0013; labels: #domain/payments/premium-cta.ts): with access,
 * 'Take me to my dashboard'; otherwise the purchase flow (signed in: straight to payment; visitor: the guest modal),
 * disabled and 'Processing...' while loading or starting a payment. `label` is the purchase label ('Get Started - $7'
 * by default). Prerendered HTML (and the hydration pass) shows a plain link to the checkout with that label, so it
 * works without JavaScript.
 */
export function PremiumCta({
  label,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const hydrated = useHydrated();
  const access = usePremiumAccess();
  const checkout = usePremiumCheckout();
  const state = premiumCtaState({ hasAccess: access.hasAccess, busy: access.loading || checkout.processing, ...(label ? { label } : {}) });

  if (!hydrated) {
    const purchaseLabel = premiumCtaState({ hasAccess: false, busy: false, ...(label ? { label } : {}) }).label;
    return (
      <ButtonLink to={PREMIUM_CHECKOUT_HREF} variant={variant} size={size} className={className}>
        {purchaseLabel}
      </ButtonLink>
    );
  }

  if (state.action === 'dashboard') {
    return (
      <ButtonLink to="/dashboard" variant={variant} size={size} className={className}>
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
