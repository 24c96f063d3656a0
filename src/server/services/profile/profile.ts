import type { Profile } from '#domain/account/profile.ts';
import type { SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { insertProfileIfMissing, selectProfile, updateFullName } from './profile.repo.ts';

const toProfile = (row: {
  id: string;
  full_name: string | null;
  email: string;
  created_at: Date | string;
  updated_at: Date | string;
}): Profile => ({
  id: row.id,
  fullName: row.full_name,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/** The signed-in user's own profile, created from the account when missing. */
export async function ownProfile(deps: Pick<Deps, 'database'>, user: SessionUser): Promise<Profile> {
  await insertProfileIfMissing(deps.database.db, user);
  return toProfile(await selectProfile(deps.database.db, user.id));
}

/** Renames the signed-in user (only the full name is editable): the account and the profile together. */
export async function renameProfile(deps: Pick<Deps, 'database'>, user: SessionUser, fullName: string): Promise<Profile> {
  await insertProfileIfMissing(deps.database.db, user);
  return toProfile(await updateFullName(deps.database.db, user.id, fullName));
}
