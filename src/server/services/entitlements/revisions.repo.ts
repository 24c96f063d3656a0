import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The purchase whose revisions count: the newest active one (the same one premium status shows). */
export async function selectActivePurchase(db: Kysely<Database>, userId: string, now: Date) {
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

export async function selectRevisionsUsed(db: Kysely<Database>, purchaseId: string): Promise<number | undefined> {
  const row = await db.selectFrom('premium_revision_usage').select('used').where('purchase_id', '=', purchaseId).executeTakeFirst();
  return row?.used;
}

/**
 * Counts one revision in one statement that increments the purchase's counter only while it is below the limit, so
 * concurrent calls can never pass it; the new count, or undefined when the limit was reached.
 */
export async function incrementRevisionsUsed(
  db: Kysely<Database>,
  usage: { purchaseId: string; userId: string; limit: number; now: Date },
): Promise<number | undefined> {
  const row = await db
    .insertInto('premium_revision_usage')
    .values({ purchase_id: usage.purchaseId, user_id: usage.userId, used: 1, updated_at: usage.now })
    .onConflict((oc) =>
      oc
        .column('purchase_id')
        .doUpdateSet({ used: sql<number>`premium_revision_usage.used + 1`, updated_at: usage.now })
        .where('premium_revision_usage.used', '<', usage.limit),
    )
    .returning('used')
    .executeTakeFirst();
  return row?.used;
}

export async function decrementRevisionsUsed(db: Kysely<Database>, userId: string, purchaseId: string): Promise<void> {
  await db
    .updateTable('premium_revision_usage')
    .set({ used: sql<number>`used - 1`, updated_at: new Date() })
    .where('purchase_id', '=', purchaseId)
    .where('user_id', '=', userId)
    .where('used', '>', 0)
    .execute();
}
