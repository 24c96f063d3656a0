import type { HousingType, MarketAnalysis, MarketQuery, TierLevel } from '#domain/market/market.schema.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../lib/api-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
import { isZip } from '#domain/shared/zip.ts';

export interface MarketInputs {
  zipcode: string;
  currentRent: string;
  bedrooms: string;
  housingType: HousingType;
  tierLevel: TierLevel;
}

/** A query is ready once zipcode (5 digits), rent and bedrooms are present. */
export function toMarketQuery(inputs: MarketInputs): MarketQuery | null {
  const rent = Number.parseInt(inputs.currentRent.replace(/,/g, ''), 10);
  const bedrooms = Number.parseInt(inputs.bedrooms, 10);
  if (!isZip(inputs.zipcode) || !(rent > 0) || !Number.isInteger(bedrooms)) return null;
  return { zipcode: inputs.zipcode, currentRent: rent, bedrooms, housingType: inputs.housingType, tierLevel: inputs.tierLevel };
}

/** POST /api/functions/analyze-market-data: the analysis (a ZIP nobody knows is a 422 ApiError with the reason). */
async function analyzeMarketData(query: MarketQuery, signal?: AbortSignal) {
  const { analysis } = await callApi((api) => api.functions['analyze-market-data'].$post({ json: query }, { init: { signal } }));
  return analysis;
}

export const marketAnalysisQueryOptions = (query: MarketQuery) =>
  queryOptions({
    queryKey: ['market-analysis', query.zipcode, query.currentRent, query.bedrooms, query.housingType, query.tierLevel] as const,
    queryFn: ({ signal }) => analyzeMarketData(query, signal),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    retryDelay: 1000,
  });

/** The server refused the question itself (an unknown ZIP, bad input): say why; no estimate stands in for it. */
export function isRejection(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export interface MarketAnalysisState {
  query: MarketQuery | null;
  /** error: the service failed and `analysis` holds the regional fallback; rejected: the ZIP or input was refused. */
  status: 'idle' | 'loading' | 'success' | 'error' | 'rejected';
  analysis: MarketAnalysis | null;
  error: string | null;
}

/**
 * Live analysis: debounced, keyed by the inputs so an older answer can never replace a newer one,
 * and falls back to the regional estimate (ADR 0003) when the server fails.
 */
export function useMarketAnalysis(inputs: MarketInputs, debounceMs = 400): MarketAnalysisState {
  const debouncedQuery = useDebouncedValue(toMarketQuery(inputs), debounceMs);
  const currentQuery = toMarketQuery(inputs);
  const query = currentQuery ? debouncedQuery : null;
  const result = useQuery({
    ...marketAnalysisQueryOptions(query ?? { zipcode: '', currentRent: 0, bedrooms: 0, housingType: 'apartment', tierLevel: 'average' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  if (!query || !currentQuery) return { query: null, status: 'idle', analysis: null, error: null };
  const settling = JSON.stringify(query) !== JSON.stringify(currentQuery);
  if (result.isError && isRejection(result.error)) {
    return { query, status: 'rejected', analysis: null, error: result.error.message };
  }
  if (result.isError) {
    const message = result.error instanceof Error ? result.error.message : 'Could not analyze market data';
    return { query, status: 'error', analysis: regionalEstimate(query, message), error: message };
  }
  if (settling || result.isPending || result.isPlaceholderData || !result.data) {
    return { query, status: 'loading', analysis: result.data ?? null, error: null };
  }
  return { query, status: 'success', analysis: result.data, error: null };
}
