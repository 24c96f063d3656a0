import type { ReminderKind } from '#domain/negotiation/saved-negotiation.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface DueReminder {
  id: number;
  kind: ReminderKind;
  negotiationId: string;
  /**
   * Whether its email may be written: the account's address is confirmed and a purchase of the account is active.
   * A due reminder that may not is marked done without an email, never sent late.
   */
  deliverable: boolean;
}

/**
 * Locks up to `limit` due reminders, earliest first, for the caller's transaction (FOR UPDATE SKIP LOCKED): another
 * process skips them until the transaction ends, and by then they are marked sent or, rolled back, due again.
 * Reminders of a negotiation whose reminders were stopped are left.
 */
export async function lockDueReminders(trx: Transaction<Database>, now: Date, limit: number): Promise<DueReminder[]> {
  const rows = await trx
    .selectFrom('negotiation_reminders as r')
    .innerJoin('negotiations as n', 'n.id', 'r.negotiation_id')
    .innerJoin('user as u', 'u.id', 'n.user_id')
    .select([
      'r.id',
      'r.kind',
      'r.negotiation_id',
      sql<boolean>`u."emailVerified" and exists (select 1 from user_purchases p where p.user_id = n.user_id and p.status = 'completed' and p.expires_at > ${now})`.as(
        'deliverable',
      ),
    ])
    .where('r.sent_at', 'is', null)
    .where('r.due_at', '<=', now)
    .where('n.reminders_on', '=', true)
    .where('n.reminders_stopped_at', 'is', null)
    .orderBy('r.due_at')
    .orderBy('r.id')
    .limit(limit)
    .forUpdate('r')
    .skipLocked()
    .execute();
  return rows.map((r) => ({ id: r.id, kind: r.kind, negotiationId: r.negotiation_id, deliverable: r.deliverable }));
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
      sql<string | null>`to_char(n.lease_end, 'YYYY-MM-DD')`.as('lease_end'),
      sql<string | null>`to_char(n.letter_sent_on, 'YYYY-MM-DD')`.as('letter_sent_on'),
      'n.agreed_rent',
      'n.agreed_term_months',
      sql<string | null>`to_char(n.agreed_on, 'YYYY-MM-DD')`.as('agreed_on'),
      sql<string | null>`to_char(n.sign_by, 'YYYY-MM-DD')`.as('sign_by'),
      sql<string | null>`to_char(n.signed_on, 'YYYY-MM-DD')`.as('signed_on'),
      sql<boolean>`exists (select 1 from negotiation_events e where e.negotiation_id = n.id and e.kind = 'landlord_answer')`.as('answered'),
    ])
    .where('n.id', '=', negotiationId)
    .executeTakeFirst();
}

export async function markReminderSent(trx: Transaction<Database>, id: number, at: Date): Promise<void> {
  await trx.updateTable('negotiation_reminders').set({ sent_at: at }).where('id', '=', id).execute();
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
