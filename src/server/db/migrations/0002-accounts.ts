import { type Kysely, sql } from 'kysely';

/**
 * Accounts: better-auth's tables (user, session, account, verification) with the camelCase columns its Kysely adapter
 * expects for postgres (checked against better-auth's own schema in auth.test.ts), and our own tables (profiles,
 * lease_information, user_purchases, testimonials) plus the security logs and the dev email outbox. The purchase
 * feature takes 0003.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('image', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('userId').execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', 'timestamptz')
    .addColumn('refreshTokenExpiresAt', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('account_user_id_idx').on('account').column('userId').execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
    .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('full_name', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('lease_information')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('lease_start_date', 'date', (c) => c.notNull())
    .addColumn('lease_end_date', 'date', (c) => c.notNull())
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('bathrooms', 'real', (c) => c.notNull())
    .addColumn('square_footage', 'integer', (c) => c.notNull())
    .addColumn('rent_amount', 'integer', (c) => c.notNull())
    .addColumn('zipcode', 'text')
    .addColumn('housing_type', 'text')
    .addColumn('property_tier', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('lease_information_user_idx').on('lease_information').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('user_purchases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('package_type', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('stripe_session_id', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_purchases_user_idx').on('user_purchases').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('testimonials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('savings_amount', 'text')
    .addColumn('testimonial_text', 'text', (c) => c.notNull())
    .addColumn('agree_to_share', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('testimonials_status_idx').on('testimonials').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('security_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('event_details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('user_id', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('server'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('password_reset_attempts')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip_address', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('server'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('password_reset_attempts_email_idx').on('password_reset_attempts').columns(['email', 'created_at']).execute();

  await db.schema
    .createTable('security_threats')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('security_threats_created_idx').on('security_threats').column('created_at').execute();

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('links', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'email_outbox',
    'security_threats',
    'password_reset_attempts',
    'security_events',
    'testimonials',
    'user_purchases',
    'lease_information',
    'profiles',
    'verification',
    'account',
    'session',
    'user',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
