import { type Kysely, sql } from 'kysely';

/**
 * The plan page's form kept on the account with the renter's consent (ADR 0060), one per account: the lease, the
 * listings, the alternative rent and the moving costs as typed, so /plan opens with them on any device. Deleted with
 * the account, with a saved negotiation, on request, and by the purge once the account's Premium access has ended
 * more than the retention ago.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_plans')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('form', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_plans').ifExists().execute();
}
