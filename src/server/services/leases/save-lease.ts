import type { SavedLease } from '#domain/market/lease-form.ts';
import type { Lease } from '#domain/market/lease-form.schema.ts';
import type { Deps } from '../../deps.ts';
import { insertLease } from './leases.repo.ts';

/**
 * Saves a signed-in user's lease as the lease form's schema hands it on (the user comes from the session, never from
 * the body; the proposed rent is checked, not stored).
 */
export async function saveLease(deps: Pick<Deps, 'database'>, userId: string, lease: Lease): Promise<SavedLease> {
  return insertLease(deps.database.db, {
    user_id: userId,
    first_name: lease.firstName,
    last_name: lease.lastName,
    lease_start_date: lease.leaseStartDate,
    lease_end_date: lease.leaseEndDate,
    bedrooms: lease.bedrooms,
    bathrooms: lease.bathrooms,
    square_footage: lease.squareFootage,
    rent_amount: lease.rentAmount,
    zipcode: lease.zipcode,
    housing_type: lease.housingType,
    property_tier: lease.propertyTier,
  });
}
