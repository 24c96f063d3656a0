import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';

/** GET /api/entitlements/revisions: the signed-in user's premium AI revisions used and left. */
const getRevisionAllowance = () => callApi((api) => api.entitlements.revisions.$get());

export const revisionsQueryOptions = () =>
  queryOptions({ queryKey: ['entitlements', 'revisions'] as const, queryFn: getRevisionAllowance });

export function useRevisionAllowance(enabled: boolean) {
  return useQuery({ ...revisionsQueryOptions(), enabled });
}
