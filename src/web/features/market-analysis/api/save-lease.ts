import { LEASE_SAVE_FALLBACK_ERROR, type LeaseForm } from '#domain/market/lease-form.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/**
 * POST /api/leases: saves a signed-in user's lease, sent as the form holds it (the server parses it with the form's own
 * `leaseFormSchema`); an error carries the server's message or 'Failed to save lease information'.
 */
export async function saveLease(lease: LeaseForm) {
  try {
    return await callApi((api) => api.leases.$post({ json: lease }));
  } catch (error) {
    throw new Error(error instanceof ApiError && error.message ? error.message : LEASE_SAVE_FALLBACK_ERROR);
  }
}
