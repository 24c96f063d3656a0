import { checkoutPath } from '#domain/payments/catalog.ts';
import { premiumCtaState } from '#domain/payments/premium-cta.ts';
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import type { PremiumCtaProps } from './components/premium-cta-button.tsx';

// The interactive button (premium access, checkout, TanStack Query) loads once the page is interactive, keeping it
// out of the landing page's first JavaScript (docs/performance.md, "First JavaScript").
const PremiumCtaButton = lazy(() => import('./components/premium-cta-button.tsx').then((m) => ({ default: m.PremiumCtaButton })));

/** Checkout with the Premium Package preselected. */
const PREMIUM_CHECKOUT_HREF = checkoutPath();

/**
 * The premium call to action (ADR 0013; labels: #domain/payments/premium-cta.ts): with access,
 * 'Take me to my dashboard'; otherwise the purchase flow (signed in: straight to payment; visitor: the guest modal),
 * disabled and 'Processing...' while loading or starting a payment. `label` is the purchase label ('Get Started - $7'
 * by default). Prerendered HTML, the hydration pass and the moment until the button's code has loaded show a plain
 * link to the checkout with that label, so it works without JavaScript.
 */
export function PremiumCta(props: PremiumCtaProps) {
  const hydrated = useHydrated();
  const { label, variant = 'primary', size = 'lg', className } = props;
  const purchaseLabel = premiumCtaState({ hasAccess: false, busy: false, ...(label ? { label } : {}) }).label;
  const link = (
    <ButtonLink to={PREMIUM_CHECKOUT_HREF} variant={variant} size={size} className={className}>
      {purchaseLabel}
    </ButtonLink>
  );
  if (!hydrated) return link;
  return (
    <Suspense fallback={link}>
      <PremiumCtaButton {...props} />
    </Suspense>
  );
}
