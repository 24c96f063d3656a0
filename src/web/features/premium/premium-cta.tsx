import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../components/ui/button.tsx';

/** Checkout with the Premium Package preselected. */
export const PREMIUM_CHECKOUT_HREF = '/checkout?package=Premium%20Package';

/**
 * The "buy Premium" button used by content pages. For now a link to checkout; the purchase flow will
 * replace the body of this one component (access check, guest modal, 'Processing...').
 */
export function PremiumCta({
  label,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return (
    <ButtonLink to={PREMIUM_CHECKOUT_HREF} variant={variant} size={size} className={className}>
      {label}
    </ButtonLink>
  );
}
