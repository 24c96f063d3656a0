import { type Kysely, sql } from 'kysely';

/**
 * A saved negotiation followed to its end (ADR 0068): the day the letter was sent, the agreed rent and term with the day
 * to sign the renewal by, and the day it was signed; the landlord's figure in a recorded answer; a reminder for the
 * signing date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('negotiations')
    .addColumn('letter_sent_on', 'date')
    .addColumn('agreed_rent', 'integer')
    .addColumn('agreed_term_months', 'integer')
    .addColumn('agreed_on', 'date')
    .addColumn('sign_by', 'date')
    .addColumn('signed_on', 'date')
    .execute();
  await db.schema.alterTable('negotiation_events').addColumn('amount', 'integer').execute();
  await sql`alter table negotiation_reminders drop constraint if exists negotiation_reminders_kind_check`.execute(db);
  await sql`alter table negotiation_reminders add constraint negotiation_reminders_kind_check check (kind in ('send', 'reply_by', 'follow_up', 'notice', 'sign_by'))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from negotiation_reminders where kind = 'sign_by'`.execute(db);
  await sql`alter table negotiation_reminders drop constraint if exists negotiation_reminders_kind_check`.execute(db);
  await sql`alter table negotiation_reminders add constraint negotiation_reminders_kind_check check (kind in ('send', 'reply_by', 'follow_up', 'notice'))`.execute(
    db,
  );
  await db.schema.alterTable('negotiation_events').dropColumn('amount').execute();
  for (const column of ['letter_sent_on', 'agreed_rent', 'agreed_term_months', 'agreed_on', 'sign_by', 'signed_on']) {
    await db.schema.alterTable('negotiations').dropColumn(column).execute();
  }
}
