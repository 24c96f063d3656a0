import { type Kysely, sql } from 'kysely';

/**
 * Stored data follows the purchase (issue 31, ADR 0056): a saved negotiation is kept while any purchase of its account
 * lasts plus the stated retention, read from user_purchases each time, so the expiry copied when it was saved goes
 * (buying again extended the purchase but not that copy). An email written for a negotiation names it, and goes with it
 * when the negotiation is deleted or purged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('negotiations_expires_idx').ifExists().execute();
  await db.schema.alterTable('negotiations').dropColumn('expires_at').execute();
  await db.schema
    .alterTable('email_outbox')
    .addColumn('negotiation_id', 'uuid', (c) => c.references('negotiations.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('email_outbox_negotiation_idx').on('email_outbox').column('negotiation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_negotiation_idx').ifExists().execute();
  await db.schema.alterTable('email_outbox').dropColumn('negotiation_id').execute();
  await db.schema
    .alterTable('negotiations')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('negotiations_expires_idx').on('negotiations').column('expires_at').execute();
}
