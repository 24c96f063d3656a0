import { type Kysely, sql } from 'kysely';

/**
 * A read-only link to a saved negotiation's market report (ADR 0076): the SHA-256 of its token (the token itself is
 * never stored), the report as it was when the link was made, the name line the renter chose, and when it was first
 * opened. One link per negotiation; revoking deletes the row, and deleting the negotiation deletes it too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_shares')
    .addColumn('negotiation_id', 'uuid', (c) => c.primaryKey().references('negotiations.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name_line', 'text')
    .addColumn('report', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('first_opened_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_shares').ifExists().execute();
}
