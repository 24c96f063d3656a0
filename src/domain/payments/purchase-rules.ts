import { findPackage, type PackageDefinition } from './catalog.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored price: the payment total in cents divided by 100 and rounded (whole dollars). */
export function priceInWholeDollars(amountTotalCents: number): number {
  return Math.round(amountTotalCents / 100);
}

/** expires_at is 45 days (the package's access period) after the purchase. */
export function purchaseExpiresAt(purchasedAt: Date, pkg: Pick<PackageDefinition, 'accessDays'>): Date {
  return new Date(purchasedAt.getTime() + pkg.accessDays * DAY_MS);
}

/** What the payment provider reports about a checkout session, as far as a purchase depends on it. */
export interface PaymentSessionFacts {
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** metadata.packageType, written by our server when it created the session. */
  packageType: string | null;
}

export type PaidSessionCheck =
  | { ok: true; pkg: PackageDefinition }
  | { ok: false; reason: 'not_paid' | 'unknown_package' | 'amount_mismatch' };

/**
 * A session grants a package only when the provider says it is paid, it names a catalogue package, and the amount
 * and currency charged are exactly the catalogue's.
 */
export function checkPaidSession(facts: PaymentSessionFacts): PaidSessionCheck {
  if (facts.paymentStatus !== 'paid') return { ok: false, reason: 'not_paid' };
  const pkg = findPackage(facts.packageType);
  if (!pkg) return { ok: false, reason: 'unknown_package' };
  if (facts.amountTotal !== pkg.amountCents || (facts.currency ?? '').toLowerCase() !== pkg.currency) {
    return { ok: false, reason: 'amount_mismatch' };
  }
  return { ok: true, pkg };
}
