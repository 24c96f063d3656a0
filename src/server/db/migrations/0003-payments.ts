import { type Kysely, sql } from 'kysely';

/**
 * Payments: the demo provider's checkout sessions (used when STRIPE_SECRET_KEY is unset), verified guest payments
 * waiting for an account with their email, and the premium revision counter, one row per purchase (user_purchases
 * comes from 0002-accounts; its stripe_session_id is unique).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('package_type', 'text', (c) => c.notNull())
    .addColumn('amount_total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('customer_name', 'text')
    .addColumn('metadata', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'complete', 'expired')`))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('unpaid').check(sql`payment_status in ('unpaid', 'paid')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('guest_payments')
    .addColumn('stripe_session_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('package_type', 'text', (c) => c.notNull())
    .addColumn('amount_total', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('claimed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('guest_payments_email_idx').on('guest_payments').columns(['email', 'claimed_at']).execute();

  await db.schema
    .createTable('premium_revision_usage')
    .addColumn('purchase_id', 'uuid', (c) => c.primaryKey().references('user_purchases.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`used >= 0`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('premium_revision_usage_user_idx').on('premium_revision_usage').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('premium_revision_usage').ifExists().execute();
  await db.schema.dropTable('guest_payments').ifExists().execute();
  await db.schema.dropTable('demo_payment_sessions').ifExists().execute();
}
