import { findPackage, PREMIUM_REVISION_LIMIT } from '#domain/payments/catalog.ts';
import { type ConsumeRevisionResult, NO_ALLOWANCE, REVISION_MESSAGES, type RevisionAllowance } from '#domain/payments/entitlements.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

interface EntitlementDeps {
  database: { db: Kysely<Database> };
}

/** The purchase whose revisions count: the newest active one (the same one premium status shows). */
async function activePurchase(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom('user_purchases')
    .select(['id', 'package_type', 'expires_at'])
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

const revisionLimit = (packageType: string) => findPackage(packageType)?.revisions ?? PREMIUM_REVISION_LIMIT;

/** How many premium AI revisions the user has used and has left. */
export async function revisionAllowance(deps: EntitlementDeps, userId: string, now = new Date()): Promise<RevisionAllowance> {
  const { db } = deps.database;
  const purchase = await activePurchase(db, userId, now);
  if (!purchase) return NO_ALLOWANCE;
  const usage = await db.selectFrom('premium_revision_usage').select('used').where('purchase_id', '=', purchase.id).executeTakeFirst();
  const limit = revisionLimit(purchase.package_type);
  const used = Math.min(usage?.used ?? 0, limit);
  return { active: true, limit, used, remaining: limit - used, expiresAt: new Date(purchase.expires_at).toISOString() };
}

/**
 * Uses one premium AI revision, atomically: one statement increments the purchase's counter only while it is below
 * the limit, so concurrent calls can never pass 20. Call it on the server before producing the revision.
 */
export async function consumeRevision(deps: EntitlementDeps, userId: string, now = new Date()): Promise<ConsumeRevisionResult> {
  const { db } = deps.database;
  const purchase = await activePurchase(db, userId, now);
  if (!purchase) return { ok: false, code: 'premium_required', message: REVISION_MESSAGES.premiumRequired, remaining: 0 };
  const limit = revisionLimit(purchase.package_type);
  const row = await db
    .insertInto('premium_revision_usage')
    .values({ purchase_id: purchase.id, user_id: userId, used: 1, updated_at: now })
    .onConflict((oc) =>
      oc
        .column('purchase_id')
        .doUpdateSet({ used: sql<number>`premium_revision_usage.used + 1`, updated_at: now })
        .where('premium_revision_usage.used', '<', limit),
    )
    .returning('used')
    .executeTakeFirst();
  if (!row) return { ok: false, code: 'revision_limit_reached', message: REVISION_MESSAGES.limitReached, remaining: 0 };
  return { ok: true, used: row.used, remaining: limit - row.used, limit, purchaseId: purchase.id };
}

/** Gives back a revision consumed for a revision that then could not be produced (e.g. the AI call failed). */
export async function releaseRevision(deps: EntitlementDeps, userId: string, purchaseId: string): Promise<void> {
  await deps.database.db
    .updateTable('premium_revision_usage')
    .set({ used: sql<number>`used - 1`, updated_at: new Date() })
    .where('purchase_id', '=', purchaseId)
    .where('user_id', '=', userId)
    .where('used', '>', 0)
    .execute();
}
