import type { leaseRecordSchema, SavedLease } from '#domain/market/lease-record.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { insertLease } from './leases.repo.ts';

/** Saves a signed-in user's lease submission (the user comes from the session, never from the body). */
export async function saveLease(
  deps: Pick<Deps, 'database'>,
  userId: string,
  lease: z.output<typeof leaseRecordSchema>,
): Promise<SavedLease> {
  return insertLease(deps.database.db, { ...lease, user_id: userId });
}
