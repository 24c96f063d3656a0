import type { PackageDefinition } from '#domain/payments/catalog.ts';
import { priceInWholeDollars, purchaseExpiresAt } from '#domain/payments/purchase-rules.ts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, UserPurchasesTable } from '../../db/types.ts';

export type PurchaseRow = Selectable<UserPurchasesTable>;

export interface NewPurchase {
  userId: string;
  email: string;
  pkg: PackageDefinition;
  amountTotal: number;
  sessionId: string;
  purchasedAt: Date;
}

export interface RecordedPurchase {
  purchase: PurchaseRow;
  /** True when this call recorded the session (a new purchase, or 45 more days on the active one). */
  created: boolean;
  extended: boolean;
}

/** The purchase a checkout session was recorded as: its own row, or the active purchase it extended. */
export async function purchaseForSession(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ purchase: PurchaseRow; extended: boolean } | null> {
  const own = await db.selectFrom('user_purchases').selectAll().where('stripe_session_id', '=', sessionId).executeTakeFirst();
  if (own) return { purchase: own, extended: false };
  const extended = await db
    .selectFrom('purchase_extensions')
    .innerJoin('user_purchases', 'user_purchases.id', 'purchase_extensions.purchase_id')
    .selectAll('user_purchases')
    .where('purchase_extensions.stripe_session_id', '=', sessionId)
    .executeTakeFirst();
  return extended ? { purchase: extended, extended: true } : null;
}

/**
 * Records one checkout session at most once. A buyer with an active purchase of the same package gets its access
 * extended by the package's days from the current expiry (and its revisions renewed) instead of a second row;
 * otherwise a new row. Unique session ids make concurrent calls (verify-payment, webhook, completion) collapse.
 */
export async function recordPurchaseOnce(db: Kysely<Database>, p: NewPurchase): Promise<RecordedPurchase> {
  const known = await purchaseForSession(db, p.sessionId);
  if (known) return { ...known, created: false };
  return db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('user_purchases').selectAll().where('stripe_session_id', '=', p.sessionId).executeTakeFirst();
    if (own) return { purchase: own, created: false, extended: false };
    const active = await trx
      .selectFrom('user_purchases')
      .selectAll()
      .where('user_id', '=', p.userId)
      .where('status', '=', 'completed')
      .where('package_type', '=', p.pkg.name)
      .where('expires_at', '>', p.purchasedAt)
      .orderBy('expires_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (active) {
      const marked = await trx
        .insertInto('purchase_extensions')
        .values({ stripe_session_id: p.sessionId, purchase_id: active.id, user_id: p.userId, price: priceInWholeDollars(p.amountTotal) })
        .onConflict((oc) => oc.column('stripe_session_id').doNothing())
        .returning('stripe_session_id')
        .executeTakeFirst();
      if (!marked) return { purchase: active, created: false, extended: true };
      const purchase = await trx
        .updateTable('user_purchases')
        .set({ expires_at: purchaseExpiresAt(new Date(active.expires_at), p.pkg) })
        .where('id', '=', active.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('premium_revision_usage')
        .set({ used: sql<number>`greatest(used - ${p.pkg.revisions}, 0)`, updated_at: p.purchasedAt })
        .where('purchase_id', '=', active.id)
        .execute();
      return { purchase, created: true, extended: true };
    }
    const inserted = await trx
      .insertInto('user_purchases')
      .values({
        user_id: p.userId,
        email: p.email,
        package_type: p.pkg.name,
        price: priceInWholeDollars(p.amountTotal),
        stripe_session_id: p.sessionId,
        status: 'completed',
        expires_at: purchaseExpiresAt(p.purchasedAt, p.pkg),
        created_at: p.purchasedAt,
      })
      .onConflict((oc) => oc.column('stripe_session_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { purchase: inserted, created: true, extended: false };
    const existing = await trx
      .selectFrom('user_purchases')
      .selectAll()
      .where('stripe_session_id', '=', p.sessionId)
      .executeTakeFirstOrThrow();
    return { purchase: existing, created: false, extended: false };
  });
}

/** Holds a paid guest session; true when this call held it (false when it was held already). */
export async function holdGuestPayment(
  db: Kysely<Database>,
  payment: { sessionId: string; email: string; packageType: string; amountTotal: number; paidAt: Date; sessionCreatedAt: Date | null },
): Promise<boolean> {
  const row = await db
    .insertInto('guest_payments')
    .values({
      stripe_session_id: payment.sessionId,
      email: payment.email.trim().toLowerCase(),
      package_type: payment.packageType,
      amount_total: payment.amountTotal,
      paid_at: payment.paidAt,
      session_created_at: payment.sessionCreatedAt,
    })
    .onConflict((oc) => oc.column('stripe_session_id').doNothing())
    .returning('stripe_session_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function heldGuestPayment(db: Kysely<Database>, sessionId: string) {
  return db.selectFrom('guest_payments').selectAll().where('stripe_session_id', '=', sessionId).executeTakeFirst();
}

export async function markGuestPaymentClaimed(db: Kysely<Database>, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('guest_payments').set({ claimed_at: at }).where('stripe_session_id', '=', sessionId).execute();
}

/** A paid session's purchase email is sent once: true when this call claimed the session's receipt. */
export async function insertPurchaseReceipt(db: Kysely<Database>, sessionId: string, email: string): Promise<boolean> {
  const row = await db
    .insertInto('purchase_receipts')
    .values({ stripe_session_id: sessionId, email })
    .onConflict((oc) => oc.column('stripe_session_id').doNothing())
    .returning('stripe_session_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCompletionToken(
  db: Kysely<Database>,
  token: { tokenHash: string; sessionId: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('account_completion_tokens')
    .values({ token_hash: token.tokenHash, stripe_session_id: token.sessionId, email: token.email, expires_at: token.expiresAt })
    .execute();
}

/** An emailed completion link for this session that is unused and unexpired (not spent by asking). */
export async function liveCompletionTokenExists(db: Kysely<Database>, tokenHash: string, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account_completion_tokens')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .where('stripe_session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row !== undefined;
}

/** Spends an emailed completion link for this session: true only for an unused, unexpired link (once). */
export async function spendCompletionToken(db: Kysely<Database>, tokenHash: string, sessionId: string): Promise<boolean> {
  const row = await db
    .updateTable('account_completion_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('stripe_session_id', '=', sessionId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('email')
    .executeTakeFirst();
  return row !== undefined;
}

/** A user's active purchases (completed, not expired), newest first. */
export async function listActivePurchases(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom('user_purchases')
    .select(['id', 'package_type', 'price', 'status', 'expires_at', 'created_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('expires_at', '>=', now)
    .orderBy('created_at', 'desc')
    .execute();
}
