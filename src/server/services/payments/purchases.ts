import { createHash, randomBytes } from 'node:crypto';
import { findPackage, premiumFeatures } from '#domain/payments/catalog.ts';
import { checkPaidSession } from '#domain/payments/purchase-rules.ts';
import { SECURITY_LIMITS } from '#domain/security/security.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/types.ts';
import { deploymentOffer, type OfferConfig } from '../catalog/deployment-offer.ts';
import { type Mailer, purchaseEmail } from '../email/mailer.ts';
import type { CheckoutSessionView } from './payment-provider.ts';
import { type AccountRef, findAccountByEmail, findAccountById } from '../account/account.repo.ts';
import { purchasesTotal } from '../../observability/metrics.ts';
import {
  holdGuestPayment,
  insertCompletionToken,
  insertPurchaseReceipt,
  markGuestPaymentClaimed,
  type PurchaseRow,
  recordPurchaseOnce,
} from './purchases.repo.ts';

export interface PurchaseStore {
  db: Kysely<Database>;
  logger: Logger;
  mailer: Mailer;
  /** The app's origin, for the links in the purchase email. */
  origin: string;
  /** What the package includes on this deployment, listed in the purchase email (ADR 0047). */
  features: readonly string[];
}

/** The store every caller builds the same way: APP_ORIGIN, else the request's own origin, else local development. */
export function purchaseStore(
  deps: { database: { db: Kysely<Database> }; logger: Logger; mailer: Mailer; config: OfferConfig & { APP_ORIGIN?: string | undefined } },
  requestUrl?: string,
): PurchaseStore {
  const origin = deps.config.APP_ORIGIN
    ? new URL(deps.config.APP_ORIGIN).origin
    : requestUrl
      ? new URL(requestUrl).origin
      : 'http://localhost:8080';
  const features = premiumFeatures(deploymentOffer(deps.config)).map((feature) => feature.label);
  return { db: deps.database.db, logger: deps.logger, mailer: deps.mailer, origin, features };
}

export type RecordOutcome =
  | { status: 'recorded'; purchase: PurchaseRow; created: boolean }
  | { status: 'held-for-account'; email: string }
  | { status: 'rejected'; reason: 'not_paid' | 'unknown_package' | 'amount_mismatch' | 'no_email' };

export function sessionEmail(session: CheckoutSessionView): string | null {
  const email = session.customerDetails?.email ?? session.customerEmail;
  return email ? email.trim().toLowerCase() : null;
}

/**
 * The account a paid session belongs to: the buyer who was signed in; for a guest, the account with the paying email
 * only when it existed before the checkout session did (an account created later by someone else never gets it: the
 * payment waits for whoever completes that session).
 */
async function sessionOwner(db: Kysely<Database>, session: CheckoutSessionView): Promise<AccountRef | null> {
  const userId = session.metadata.userId;
  if (userId) return findAccountById(db, userId);
  const email = sessionEmail(session);
  const account = email ? await findAccountByEmail(db, email) : null;
  return account && accountPredatesSession(account, session) ? account : null;
}

/** The account existed when the checkout session was created. */
export function accountPredatesSession(account: { createdAt: Date }, session: CheckoutSessionView): boolean {
  return session.createdAt !== null && account.createdAt.getTime() <= session.createdAt.getTime();
}

/**
 * The one place a purchase is written: a session the provider reports paid, for a catalogue package at exactly its
 * amount, becomes one user_purchases row or 45 more days on the owner's active one (once per session id). A guest's
 * payment with no owner yet is held for the account that completes that session. Each paid session sends one email.
 */
export async function recordPaidSession(
  store: PurchaseStore,
  session: CheckoutSessionView,
  source: string,
  purchasedAt = new Date(),
): Promise<RecordOutcome> {
  const { db, logger } = store;
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
    if (session.metadata.userId) {
      logger.error({ sessionId: session.id, source }, 'Paid session names an account that no longer exists; no purchase recorded');
      return { status: 'rejected', reason: 'no_email' };
    }
    const email = sessionEmail(session);
    if (!email) {
      logger.error({ sessionId: session.id, source }, 'Paid session has no customer email; no purchase recorded');
      return { status: 'rejected', reason: 'no_email' };
    }
    await holdGuestPayment(db, {
      sessionId: session.id,
      email,
      packageType: check.pkg.name,
      amountTotal: check.pkg.amountCents,
      paidAt: purchasedAt,
      sessionCreatedAt: session.createdAt,
    });
    await sendPurchaseEmailOnce(store, {
      sessionId: session.id,
      email,
      packageType: check.pkg.name,
      amountCents: check.pkg.amountCents,
      accessUntil: new Date(purchasedAt.getTime() + check.pkg.accessDays * 86_400_000),
      completion: true,
    });
    logger.info({ sessionId: session.id, source }, 'Guest payment held for the account that completes its session');
    return { status: 'held-for-account', email };
  }
  return attachPaidSession(store, owner, session.id, check.pkg.name, check.pkg.amountCents, purchasedAt, source);
}

/** Records a verified paid session's purchase on an account and sends its email (once). */
export async function attachPaidSession(
  store: PurchaseStore,
  owner: { id: string; email: string },
  sessionId: string,
  packageType: string,
  amountCents: number,
  purchasedAt: Date,
  source: string,
): Promise<RecordOutcome> {
  const pkg = findPackage(packageType);
  if (!pkg) return { status: 'rejected', reason: 'unknown_package' };
  const { purchase, created, extended } = await recordPurchaseOnce(store.db, {
    userId: owner.id,
    email: owner.email,
    pkg,
    amountTotal: amountCents,
    sessionId,
    purchasedAt,
  });
  await markGuestPaymentClaimed(store.db, sessionId, new Date());
  if (created) {
    purchasesTotal.inc({ package: pkg.name, kind: extended ? 'extended' : 'new' });
    store.logger.info({ sessionId, userId: owner.id, source, extended }, extended ? 'Purchase extended' : 'Purchase recorded');
    await sendPurchaseEmailOnce(store, {
      sessionId,
      email: owner.email,
      packageType: pkg.name,
      amountCents,
      accessUntil: new Date(purchase.expires_at),
      completion: false,
    });
  }
  return { status: 'recorded', purchase, created };
}

/** Purchase recording errors are only logged; the user is not told (ADR 0011). */
export async function recordPaidSessionQuietly(
  store: PurchaseStore,
  session: CheckoutSessionView,
  source: string,
): Promise<RecordOutcome | null> {
  try {
    return await recordPaidSession(store, session, source);
  } catch (error) {
    store.logger.error({ err: error, sessionId: session.id, source }, 'Could not record purchase');
    return null;
  }
}

export const hashCompletionToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The purchase email, once per paid session: its receipt row, the guest's single-use completion link (expiring like a
 * reset link) and the email's outbox row are written in one transaction, so the email exists exactly when the receipt
 * does, and the outbox worker delivers it (retrying until the link expires).
 */
async function sendPurchaseEmailOnce(
  store: PurchaseStore,
  receipt: { sessionId: string; email: string; packageType: string; amountCents: number; accessUntil: Date; completion: boolean },
): Promise<void> {
  const { db, logger, mailer, origin, features } = store;
  try {
    await db.transaction().execute(async (trx) => {
      if (!(await insertPurchaseReceipt(trx, receipt.sessionId, receipt.email))) return;
      let completionLink: string | null = null;
      let completionExpiresAt: Date | undefined;
      if (receipt.completion) {
        const token = randomBytes(32).toString('hex');
        completionExpiresAt = new Date(Date.now() + SECURITY_LIMITS.resetTokenSeconds * 1000);
        await insertCompletionToken(trx, {
          tokenHash: hashCompletionToken(token),
          sessionId: receipt.sessionId,
          email: receipt.email,
          expiresAt: completionExpiresAt,
        });
        const link = new URL('/payment-success', origin);
        link.searchParams.set('session_id', receipt.sessionId);
        link.searchParams.set('completion', token);
        completionLink = link.toString();
      }
      await mailer.send(
        purchaseEmail({
          to: receipt.email,
          packageType: receipt.packageType,
          amountCents: receipt.amountCents,
          accessUntil: receipt.accessUntil,
          dashboardLink: new URL('/dashboard', origin).toString(),
          completionLink,
          features,
          ...(completionExpiresAt ? { completionExpiresAt } : {}),
        }),
        trx,
      );
    });
  } catch (error) {
    // Nothing was written: the next time this session is seen (verification, webhook redelivery) tries again.
    logger.error({ err: error, sessionId: receipt.sessionId }, 'Could not write the purchase email');
  }
}
