import type { SavedLease } from '#domain/market/lease-form.ts';
import { type Insertable, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, LeaseInformationTable } from '../../db/types.ts';

const selectLease = <O>(query: SelectQueryBuilder<Database, 'lease_information', O>) =>
  query.select([
    'id',
    'first_name as firstName',
    'last_name as lastName',
    sql<string>`to_char(lease_start_date, 'YYYY-MM-DD')`.as('leaseStartDate'),
    sql<string>`to_char(lease_end_date, 'YYYY-MM-DD')`.as('leaseEndDate'),
    'bedrooms',
    'bathrooms',
    'square_footage as squareFootage',
    'rent_amount as rentAmount',
    'zipcode',
    'housing_type as housingType',
    'property_tier as propertyTier',
    'created_at as createdAt',
  ]);

const toSavedLease = (row: Omit<SavedLease, 'createdAt'> & { createdAt: Date | string }): SavedLease => ({
  ...row,
  bathrooms: Number(row.bathrooms),
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Inserts a lease and reads it back as the API returns it (camelCase, dates as YYYY-MM-DD). */
export async function insertLease(db: Kysely<Database>, lease: Insertable<LeaseInformationTable>): Promise<SavedLease> {
  const inserted = await db.insertInto('lease_information').values(lease).returning('id').executeTakeFirstOrThrow();
  const row = await selectLease(db.selectFrom('lease_information'))
    .where('id', '=', inserted.id)
    .where('user_id', '=', lease.user_id)
    .executeTakeFirstOrThrow();
  return toSavedLease(row);
}

/** A user's leases, newest first (at most 100). */
export async function selectLeases(db: Kysely<Database>, userId: string): Promise<SavedLease[]> {
  const rows = await selectLease(db.selectFrom('lease_information'))
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute();
  return rows.map(toSavedLease);
}
