import type { Deps } from '../../deps.ts';
import type { KeyedRateRule } from '../rate-limit/rate-limit-store.ts';
import { heldGuestPayment, purchaseForSession } from './purchases.repo.ts';

/** Each call reaches the payment provider: a budget per client address keeps anyone from flooding it. */
export const PAYMENT_CALLS_PER_IP: KeyedRateRule = { name: 'payments-ip', per: 'ip', points: 30, durationSeconds: 60 };
/** A known paid session has its own budget instead, so nobody can flood the provider through one. */
export const PAYMENT_CALLS_PER_SESSION: KeyedRateRule = { name: 'payments-session', per: 'session', points: 30, durationSeconds: 60 };

/**
 * A session already known to be paid (held for its guest, or recorded) is proof of payment: asking about it or
 * completing its account spends the session's budget, never the per-address one, so other visitors on the same network
 * cannot use it up.
 */
export async function knownPaidSession(deps: Pick<Deps, 'database'>, sessionId: string): Promise<boolean> {
  if (await heldGuestPayment(deps.database.db, sessionId)) return true;
  return (await purchaseForSession(deps.database.db, sessionId)) !== null;
}
