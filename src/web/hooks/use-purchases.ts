import type { PurchaseSummary } from '#domain/account/premium-status.ts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../lib/api-client.ts';

/** The signed-in user's active purchases, newest first (retries twice, 1 s apart: the query defaults). */
const purchasesQueryOptions = () => ({
  queryKey: ['purchases'] as const,
  queryFn: () => apiGet<PurchaseSummary[]>('/purchases'),
});

export function usePurchases(enabled: boolean) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}
