import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';

/** GET /api/purchases: the signed-in user's active purchases, newest first. */
const getPurchases = () => callApi((api) => api.purchases.$get());

/** Read with the query defaults (2 retries, 1 s apart). */
const purchasesQueryOptions = () => queryOptions({ queryKey: ['purchases'] as const, queryFn: getPurchases });

export function usePurchases(enabled: boolean) {
  return useQuery({ ...purchasesQueryOptions(), enabled });
}
