import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1 as ok`.execute(db);
}

/** Reads one row of the tables sign-in needs (profiles, sessions): they exist and answer. */
export async function readAuthTables(db: Kysely<Database>): Promise<void> {
  await Promise.all([
    db
      .selectFrom('profiles')
      .select((eb) => eb.fn.countAll().as('count'))
      .limit(1)
      .execute(),
    db.selectFrom('session').select('id').limit(1).execute(),
  ]);
}
