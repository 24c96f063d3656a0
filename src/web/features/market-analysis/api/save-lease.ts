import { LEASE_SAVE_FALLBACK_ERROR, type LeaseForm } from '#domain/market/lease-form.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** The lease_information payload: names and numbers are sanitised again by the server. */
function toLeasePayload(form: LeaseForm) {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    lease_start_date: form.leaseStartDate,
    lease_end_date: form.leaseEndDate,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    square_footage: form.squareFootage,
    rent_amount: form.rentAmount,
    zipcode: form.zipcode,
    housing_type: form.housingType,
    property_tier: form.propertyTier || null,
  };
}

/** POST /api/leases: saves a signed-in user's lease; an error carries the server's message or 'Failed to save lease information'. */
export async function saveLease(form: LeaseForm) {
  try {
    return await callApi((api) => api.leases.$post({ json: toLeasePayload(form) }));
  } catch (error) {
    throw new Error(error instanceof ApiError && error.message ? error.message : LEASE_SAVE_FALLBACK_ERROR);
  }
}
