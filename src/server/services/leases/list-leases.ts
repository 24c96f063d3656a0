import type { SavedLease } from '#domain/market/lease-form.ts';
import type { Deps } from '../../deps.ts';
import { selectLeases } from './leases.repo.ts';

/** A signed-in user's lease submissions, newest first. */
export async function listLeases(deps: Pick<Deps, 'database'>, userId: string): Promise<SavedLease[]> {
  return selectLeases(deps.database.db, userId);
}
