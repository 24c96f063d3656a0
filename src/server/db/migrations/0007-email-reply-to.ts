import type { Kysely } from 'kysely';

/** A message's reply-to address (a priority support request: the buyer's), kept by the dev outbox (ADR 0047). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('reply_to').execute();
}
