import { type Kysely, sql } from 'kysely';

/**
 * Email is never lost (issue 23, ADR 0054): every email is a row of email_outbox written when its event happens, and
 * the outbox worker sends it with retries and backoff until it is sent or expires. `status`: pending (waiting for its
 * next attempt at next_attempt_at, which also leases a claimed row to one sender), sent (delivered over SMTP), logged
 * (no SMTP_URL: the dev outbox logged it with its links, not sent by SMTP) or expired (never delivered before
 * expires_at; a reset link's email expires with the link). Rows written before this migration were the dev outbox.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'sent', 'logged', 'expired')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now() + interval '3 days'`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .execute();
  await sql`update email_outbox set status = 'logged', sent_at = created_at`.execute(db);
  await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('email_outbox_due_idx').ifExists().execute();
  for (const column of ['last_error', 'sent_at', 'expires_at', 'next_attempt_at', 'attempts', 'status'])
    await db.schema.alterTable('email_outbox').dropColumn(column).execute();
}
