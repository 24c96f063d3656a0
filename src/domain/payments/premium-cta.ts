import { formatPrice, PREMIUM_PACKAGE } from './catalog.ts';

/** Labels of the premium call to action (ADR 0013), shown to users verbatim; change them only with the product copy. */
export const PREMIUM_CTA_LABELS = {
  dashboard: 'Take me to my dashboard',
  'get-started': `Get Started - ${formatPrice(PREMIUM_PACKAGE.price)}`,
  templates: `Get Professional Templates - ${formatPrice(PREMIUM_PACKAGE.price)}`,
  processing: 'Processing...',
} as const;

export interface PremiumCtaInput {
  /** The signed-in user has an active purchase. */
  hasAccess: boolean;
  /** Session or premium status still loading, or a payment being started. */
  busy: boolean;
  /** The purchase label: 'Get Started - $7' by default, or the page's own (e.g. 'Get Premium Package - $7'). */
  label?: string;
}

export type PremiumCtaState =
  | { action: 'dashboard'; label: string; disabled: false }
  | { action: 'purchase'; label: string; disabled: boolean };

/** With access: to the dashboard. Otherwise the purchase flow, disabled and 'Processing...' while busy. */
export function premiumCtaState({ hasAccess, busy, label = PREMIUM_CTA_LABELS['get-started'] }: PremiumCtaInput): PremiumCtaState {
  if (hasAccess) return { action: 'dashboard', label: PREMIUM_CTA_LABELS.dashboard, disabled: false };
  if (busy) return { action: 'purchase', label: PREMIUM_CTA_LABELS.processing, disabled: true };
  return { action: 'purchase', label, disabled: false };
}
