import type { MarketComparablesRequest } from '#domain/letters/market-report-comparables.ts';
import { callApi } from '../lib/api-client.ts';

/** POST /api/market/comparables: RentCast's comparables for the Premium market report, or why there are none. */
export const fetchMarketComparables = (request: MarketComparablesRequest) =>
  callApi((api) => api.market.comparables.$post({ json: request }));
