import type { RevisionAllowance } from '#domain/payments/entitlements.ts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client.ts';

/** The signed-in user's premium AI revisions used and left (GET /api/entitlements/revisions). */
export const revisionsQueryOptions = () => ({
  queryKey: ['entitlements', 'revisions'] as const,
  queryFn: () => apiGet<RevisionAllowance>('/entitlements/revisions'),
});

export function useRevisionAllowance(enabled: boolean) {
  return useQuery({ ...revisionsQueryOptions(), enabled });
}
