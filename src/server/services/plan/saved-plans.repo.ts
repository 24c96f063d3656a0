import type { PlanForm } from '#domain/plan/plan-form.ts';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

/** The saved plan's (`saved_plans as p`) account has a completed purchase lasting after `keptAfter`. */
const accessLastsAfter =
  (keptAfter: Date) =>
  ({ exists, selectFrom }: ExpressionBuilder<Database & { p: Database['saved_plans'] }, 'p'>) =>
    exists(
      selectFrom('user_purchases as u')
        .select(sql`1`.as('one'))
        .whereRef('u.user_id', '=', 'p.user_id')
        .where('u.status', '=', 'completed')
        .where('u.expires_at', '>', keptAfter),
    );

/** Keeps (or replaces) the account's one saved plan. */
export async function upsertSavedPlan(db: Kysely<Database>, userId: string, form: PlanForm, now: Date): Promise<void> {
  await db
    .insertInto('saved_plans')
    .values({ user_id: userId, form: JSON.stringify(form), updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ form: JSON.stringify(form), updated_at: now }))
    .execute();
}

/** The account's saved plan while one of its purchases lasted after `keptAfter` (its retention), else undefined. */
export async function selectSavedPlan(db: Kysely<Database>, userId: string, keptAfter: Date) {
  const row = await db
    .selectFrom('saved_plans as p')
    .select(['p.form', 'p.updated_at'])
    .where('p.user_id', '=', userId)
    .where(accessLastsAfter(keptAfter))
    .executeTakeFirst();
  if (!row) return undefined;
  return { form: (typeof row.form === 'string' ? JSON.parse(row.form) : row.form) as PlanForm, updatedAt: new Date(row.updated_at) };
}

export async function deleteSavedPlan(db: Kysely<Database>, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('saved_plans').where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes every saved plan whose account has no purchase that lasted after `keptAfter`; the number deleted. */
export async function deleteExpiredSavedPlans(db: Kysely<Database>, keptAfter: Date): Promise<number> {
  const result = await db
    .deleteFrom('saved_plans as p')
    .where((eb) => eb.not(accessLastsAfter(keptAfter)(eb)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
