import type { PlanRequest } from '#domain/plan/plan-form.schema.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** POST /api/plan: the plan the server computes for a Premium session (scenarios, walk-away point). */
const computePlan = (request: PlanRequest, signal?: AbortSignal) =>
  callApi((api) => api.plan.$post({ json: request }, { init: { signal } }));

const planQueryOptions = (request: PlanRequest | null) =>
  queryOptions({
    queryKey: ['plan', request] as const,
    queryFn: ({ signal }) => computePlan(request!, signal),
    enabled: request !== null,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    retryDelay: 1000,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The plan of a complete form (null: nothing asked yet); an older answer stays shown while a newer one loads. */
export function usePlan(request: PlanRequest | null) {
  return useQuery(planQueryOptions(request));
}
