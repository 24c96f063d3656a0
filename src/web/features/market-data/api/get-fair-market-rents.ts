import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** GET /api/market/fmr?zips=...: HUD's Fair Market Rents of up to a page of ZIP codes. */
function getFairMarketRents(zips: readonly string[], signal?: AbortSignal) {
  return callApi((api) => api.market.fmr.$get({ query: { zips: zips.join(',') } }, { init: { signal } }));
}

const fairMarketRentsQueryOptions = (zips: readonly string[]) =>
  queryOptions({
    queryKey: ['market', 'fmr', ...zips] as const,
    queryFn: ({ signal }) => getFairMarketRents(zips, signal),
    // HUD publishes once a year; a 4xx will not get better by retrying.
    staleTime: 60 * 60 * 1000,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });

export function useFairMarketRents(zips: readonly string[]) {
  return useQuery(fairMarketRentsQueryOptions(zips));
}
