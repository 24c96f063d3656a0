import type { Kysely } from 'kysely';

/**
 * A due reminder and its email are now written in one transaction (ADR 0050, amended): the row lock held until the email
 * row commits replaces the claim, so `claimed_at` goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('negotiation_reminders').dropColumn('claimed_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('negotiation_reminders').addColumn('claimed_at', 'timestamptz').execute();
}
