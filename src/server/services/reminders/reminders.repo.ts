import type { ReminderKind } from '#domain/negotiation/saved-negotiation.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface ClaimedReminder {
  id: number;
  kind: ReminderKind;
  negotiationId: string;
}

/**
 * Claims up to `limit` due reminders in one statement: the rows are picked FOR UPDATE SKIP LOCKED and marked claimed,
 * so two processes never claim the same one. A claim older than `staleBefore` (its sender stopped before marking it
 * sent) can be claimed again. Reminders of a negotiation whose reminders were stopped or whose access ended are left.
 */
export async function claimDueReminders(db: Kysely<Database>, now: Date, staleBefore: Date, limit: number): Promise<ClaimedReminder[]> {
  const rows = await db
    .updateTable('negotiation_reminders')
    .set({ claimed_at: now })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('negotiation_reminders as r')
        .innerJoin('negotiations as n', 'n.id', 'r.negotiation_id')
        .select('r.id')
        .where('r.sent_at', 'is', null)
        .where('r.due_at', '<=', now)
        .where((w) => w.or([w('r.claimed_at', 'is', null), w('r.claimed_at', '<', staleBefore)]))
        .where('n.reminders_on', '=', true)
        .where('n.reminders_stopped_at', 'is', null)
        .where('n.expires_at', '>', now)
        .orderBy('r.due_at')
        .limit(limit)
        .forUpdate('r')
        .skipLocked(),
    )
    .returning(['id', 'kind', 'negotiation_id', 'due_at'])
    .execute();
  // RETURNING keeps no order: the earliest due first, as picked.
  return rows
    .toSorted((a, b) => new Date(a.due_at).getTime() - new Date(b.due_at).getTime() || a.id - b.id)
    .map((r) => ({ id: r.id, kind: r.kind, negotiationId: r.negotiation_id }));
}

/** What a reminder email needs: the owner's address, the negotiation's dates and its stop link's token. */
export async function selectReminderContext(db: Kysely<Database>, negotiationId: string) {
  return db
    .selectFrom('negotiations as n')
    .innerJoin('user as u', 'u.id', 'n.user_id')
    .select([
      'u.email',
      'n.address_label',
      'n.landlord_name',
      'n.stop_token',
      sql<string>`to_char(n.send_on, 'YYYY-MM-DD')`.as('send_on'),
      sql<string>`to_char(n.reply_by, 'YYYY-MM-DD')`.as('reply_by'),
      sql<string | null>`to_char(n.notice_by, 'YYYY-MM-DD')`.as('notice_by'),
    ])
    .where('n.id', '=', negotiationId)
    .executeTakeFirst();
}

export async function markReminderSent(db: Kysely<Database>, id: number, at: Date): Promise<void> {
  await db.updateTable('negotiation_reminders').set({ sent_at: at }).where('id', '=', id).execute();
}

/** Gives a claimed reminder back (its email could not be sent) so that the next run tries again. */
export async function releaseReminder(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('negotiation_reminders').set({ claimed_at: null }).where('id', '=', id).where('sent_at', 'is', null).execute();
}

/** Stops every later reminder of the negotiation the token belongs to; false when no negotiation has it. */
export async function stopRemindersByToken(db: Kysely<Database>, token: string, at: Date): Promise<boolean> {
  const row = await db
    .updateTable('negotiations')
    .set({ reminders_stopped_at: sql`coalesce(reminders_stopped_at, ${at})` })
    .where('stop_token', '=', token)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
