import { type Kysely, sql } from 'kysely';

/**
 * A Premium holder's saved negotiation (ADR 0050): the lease summary and the plan's dates (negotiations), what was
 * sent and received (negotiation_events) and one reminder email per plan date (negotiation_reminders, sent once:
 * claimed with FOR UPDATE SKIP LOCKED, then marked sent). Deleting a negotiation deletes its events and reminders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('negotiations')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('address_label', 'text', (c) => c.notNull())
    .addColumn('landlord_name', 'text', (c) => c.notNull())
    .addColumn('current_rent', 'integer', (c) => c.notNull())
    .addColumn('asked_rent', 'integer', (c) => c.notNull())
    .addColumn('proposed_rent', 'integer')
    .addColumn('lease_end', 'date')
    .addColumn('send_on', 'date', (c) => c.notNull())
    .addColumn('reply_by', 'date', (c) => c.notNull())
    .addColumn('notice_by', 'date')
    .addColumn('handoff', 'jsonb', (c) => c.notNull())
    .addColumn('reminders_on', 'boolean', (c) => c.notNull())
    .addColumn('stop_token', 'text', (c) => c.notNull().unique())
    .addColumn('reminders_stopped_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('negotiations_user_idx').on('negotiations').column('user_id').execute();
  await db.schema.createIndex('negotiations_expires_idx').on('negotiations').column('expires_at').execute();

  await db.schema
    .createTable('negotiation_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('negotiation_id', 'uuid', (c) => c.notNull().references('negotiations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('letter', 'landlord_answer', 'reply')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('happened_on', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('negotiation_events_negotiation_idx').on('negotiation_events').column('negotiation_id').execute();

  await db.schema
    .createTable('negotiation_reminders')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('negotiation_id', 'uuid', (c) => c.notNull().references('negotiations.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('send', 'reply_by', 'follow_up', 'notice')`))
    .addColumn('due_on', 'date', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    .addUniqueConstraint('negotiation_reminders_once', ['negotiation_id', 'kind'])
    .execute();
  await db.schema.createIndex('negotiation_reminders_due_idx').on('negotiation_reminders').columns(['sent_at', 'due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('negotiation_reminders').ifExists().execute();
  await db.schema.dropTable('negotiation_events').ifExists().execute();
  await db.schema.dropTable('negotiations').ifExists().execute();
}
