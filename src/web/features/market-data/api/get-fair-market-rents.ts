import type { FmrLookupResponse } from '#domain/market/fmr-lookup.schema.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

async function getFairMarketRents(zips: readonly string[], signal?: AbortSignal): Promise<FmrLookupResponse> {
  return apiGet<FmrLookupResponse>(`/market/fmr?zips=${zips.map(encodeURIComponent).join(',')}`, { signal });
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
