import type { PackageDefinition } from '#domain/payments/catalog.ts';
import { priceInWholeDollars, purchaseExpiresAt } from '#domain/payments/purchase-rules.ts';
import type { Kysely, Selectable } from 'kysely';
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

/**
 * Writes the purchase of one checkout session at most once: the unique stripe_session_id makes concurrent calls
 * (verify-payment, webhook, account completion) collapse into one row; the others read it back.
 */
export async function insertPurchaseOnce(db: Kysely<Database>, p: NewPurchase): Promise<{ purchase: PurchaseRow; created: boolean }> {
  const inserted = await db
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
  if (inserted) return { purchase: inserted, created: true };
  const existing = await db.selectFrom('user_purchases').selectAll().where('stripe_session_id', '=', p.sessionId).executeTakeFirstOrThrow();
  return { purchase: existing, created: false };
}

export interface AccountRef {
  id: string;
  email: string;
}

export async function findAccountById(db: Kysely<Database>, id: string): Promise<AccountRef | null> {
  return (await db.selectFrom('user').select(['id', 'email']).where('id', '=', id).executeTakeFirst()) ?? null;
}

export async function findAccountByEmail(db: Kysely<Database>, email: string): Promise<AccountRef | null> {
  return (await db.selectFrom('user').select(['id', 'email']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst()) ?? null;
}

export async function holdGuestPayment(
  db: Kysely<Database>,
  payment: { sessionId: string; email: string; packageType: string; amountTotal: number; paidAt: Date },
): Promise<void> {
  await db
    .insertInto('guest_payments')
    .values({
      stripe_session_id: payment.sessionId,
      email: payment.email.trim().toLowerCase(),
      package_type: payment.packageType,
      amount_total: payment.amountTotal,
      paid_at: payment.paidAt,
    })
    .onConflict((oc) => oc.column('stripe_session_id').doNothing())
    .execute();
}

export async function unclaimedGuestPayments(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('guest_payments')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .where('claimed_at', 'is', null)
    .orderBy('paid_at', 'asc')
    .execute();
}

export async function markGuestPaymentClaimed(db: Kysely<Database>, sessionId: string, at: Date): Promise<void> {
  await db.updateTable('guest_payments').set({ claimed_at: at }).where('stripe_session_id', '=', sessionId).execute();
}
