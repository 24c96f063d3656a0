import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** Creates the user's profile row from the account when it is missing (an older account, a failed hook). */
export async function insertProfileIfMissing(db: Kysely<Database>, user: { id: string; name: string; email: string }): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ id: user.id, full_name: user.name || null, email: user.email })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function selectProfile(db: Kysely<Database>, userId: string) {
  return db.selectFrom('profiles').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The account's name and its profile's full_name together, in one transaction; the updated profile row. */
export async function updateFullName(db: Kysely<Database>, userId: string, fullName: string) {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ name: fullName, updatedAt: new Date() }).where('id', '=', userId).execute();
    return trx
      .updateTable('profiles')
      .set({ full_name: fullName, updated_at: new Date() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The profile's full_name only (the account's name is changed through better-auth's adapter). */
export async function updateProfileName(db: Kysely<Database>, userId: string, fullName: string): Promise<void> {
  await db.updateTable('profiles').set({ full_name: fullName, updated_at: new Date() }).where('id', '=', userId).execute();
}
