import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/**
 * Revokes every outstanding reset link of a user, so only the newest link works and none survives a successful
 * reset. Reset rows are the only verification rows whose value is a user id (identifiers are stored hashed).
 */
export async function deleteResetLinks(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('verification').where('value', '=', userId).execute();
}
