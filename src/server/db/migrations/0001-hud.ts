import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hud_fmr')
    .addColumn('zip', 'char(5)', (c) => c.primaryKey())
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('rent_0', 'integer', (c) => c.notNull())
    .addColumn('rent_1', 'integer', (c) => c.notNull())
    .addColumn('rent_2', 'integer', (c) => c.notNull())
    .addColumn('rent_3', 'integer', (c) => c.notNull())
    .addColumn('rent_4', 'integer', (c) => c.notNull())
    .addColumn('area_code', 'text')
    .addColumn('area_name', 'text')
    .addColumn('small_area', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('hud_import')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('fiscal_year', 'integer', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hud_import').execute();
  await db.schema.dropTable('hud_fmr').execute();
}
