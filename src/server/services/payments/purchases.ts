import { findPackage } from '#domain/payments/catalog.ts';
import { checkPaidSession } from '#domain/payments/purchase-rules.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/types.ts';
import type { CheckoutSessionView } from './payment-provider.ts';
import {
  type AccountRef,
  findAccountByEmail,
  findAccountById,
  holdGuestPayment,
  insertPurchaseOnce,
  markGuestPaymentClaimed,
  type PurchaseRow,
  unclaimedGuestPayments,
} from './purchases.repo.ts';

export interface PurchaseStore {
  db: Kysely<Database>;
  logger: Logger;
}

export type RecordOutcome =
  | { status: 'recorded'; purchase: PurchaseRow; created: boolean }
  | { status: 'held-for-account'; email: string }
  | { status: 'rejected'; reason: 'not_paid' | 'unknown_package' | 'amount_mismatch' | 'no_email' };

export function sessionEmail(session: CheckoutSessionView): string | null {
  const email = session.customerDetails?.email ?? session.customerEmail;
  return email ? email.trim().toLowerCase() : null;
}

/** The account a paid session belongs to: the buyer who was signed in, else the account with the paying email. */
async function sessionOwner(db: Kysely<Database>, session: CheckoutSessionView): Promise<AccountRef | null> {
  const userId = session.metadata.userId;
  const byId = userId ? await findAccountById(db, userId) : null;
  if (byId) return byId;
  const email = sessionEmail(session);
  return email ? findAccountByEmail(db, email) : null;
}

/**
 * The one place a purchase is written: a session the provider reports paid, for a catalogue package at exactly its
 * amount, becomes one user_purchases row (once per session id). A guest's payment with no account for its email yet
 * is held, and attached when an account with that email is created.
 */
export async function recordPaidSession(
  { db, logger }: PurchaseStore,
  session: CheckoutSessionView,
  source: string,
  purchasedAt = new Date(),
): Promise<RecordOutcome> {
  const check = checkPaidSession({
    paymentStatus: session.paymentStatus,
    amountTotal: session.amountTotal,
    currency: session.currency,
    packageType: session.metadata.packageType ?? null,
  });
  if (!check.ok) {
    if (check.reason !== 'not_paid') {
      logger.error(
        { sessionId: session.id, reason: check.reason, amountTotal: session.amountTotal, currency: session.currency, source },
        'Paid session does not match the catalogue; no purchase recorded',
      );
    }
    return { status: 'rejected', reason: check.reason };
  }
  const owner = await sessionOwner(db, session);
  if (!owner) {
    const email = sessionEmail(session);
    if (!email) {
      logger.error({ sessionId: session.id, source }, 'Paid session has no customer email; no purchase recorded');
      return { status: 'rejected', reason: 'no_email' };
    }
    await holdGuestPayment(db, { sessionId: session.id, email, packageType: check.pkg.name, amountTotal: check.pkg.amountCents, paidAt: purchasedAt });
    logger.info({ sessionId: session.id, source }, 'Guest payment held until an account with its email exists');
    return { status: 'held-for-account', email };
  }
  const { purchase, created } = await insertPurchaseOnce(db, {
    userId: owner.id,
    email: owner.email,
    pkg: check.pkg,
    amountTotal: check.pkg.amountCents,
    sessionId: session.id,
    purchasedAt,
  });
  if (created) logger.info({ sessionId: session.id, userId: owner.id, source }, 'Purchase recorded');
  return { status: 'recorded', purchase, created };
}

/** SPEC section 8: purchase recording errors are only logged; the user is not told. */
export async function recordPaidSessionQuietly(store: PurchaseStore, session: CheckoutSessionView, source: string): Promise<RecordOutcome | null> {
  try {
    return await recordPaidSession(store, session, source);
  } catch (error) {
    store.logger.error({ err: error, sessionId: session.id, source }, 'Could not record purchase');
    return null;
  }
}

/** Attaches held guest payments to a new account with the same email; access runs 45 days from the payment. */
export async function claimGuestPayments({ db, logger }: PurchaseStore, account: AccountRef): Promise<number> {
  let claimed = 0;
  for (const payment of await unclaimedGuestPayments(db, account.email)) {
    const pkg = findPackage(payment.package_type);
    if (!pkg) continue;
    await insertPurchaseOnce(db, {
      userId: account.id,
      email: account.email,
      pkg,
      amountTotal: payment.amount_total,
      sessionId: payment.stripe_session_id,
      purchasedAt: new Date(payment.paid_at),
    });
    await markGuestPaymentClaimed(db, payment.stripe_session_id, new Date());
    claimed += 1;
  }
  if (claimed) logger.info({ userId: account.id, claimed }, 'Guest payments attached to the new account');
  return claimed;
}
