import { type Kysely, sql } from 'kysely';

/**
 * Purchases a customer can trust (ADR 0015, 0016, 0018): a repeat purchase extends the active one (purchase_extensions
 * maps its session to that purchase), one receipt per paid session (purchase_receipts), single-use emailed links that
 * open account completion for a paid guest session (account_completion_tokens), and rate-limit counters kept in the
 * database while Redis is unreachable (rate_limit_counters).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('guest_payments').addColumn('session_created_at', 'timestamptz').execute();

  await db.schema
    .createTable('purchase_extensions')
    .addColumn('stripe_session_id', 'text', (c) => c.primaryKey())
    .addColumn('purchase_id', 'uuid', (c) => c.notNull().references('user_purchases.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('purchase_receipts')
    .addColumn('stripe_session_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('account_completion_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('stripe_session_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').ifExists().execute();
  await db.schema.dropTable('account_completion_tokens').ifExists().execute();
  await db.schema.dropTable('purchase_receipts').ifExists().execute();
  await db.schema.dropTable('purchase_extensions').ifExists().execute();
  await db.schema.alterTable('guest_payments').dropColumn('session_created_at').execute();
}
