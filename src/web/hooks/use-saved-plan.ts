import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';

/**
 * GET /api/plan/saved (ADR 0060): the plan the account keeps, else the lease submitted with an analysis, else none.
 * The plan page and the letter page start from it when signed in.
 */
const getSavedPlan = () => callApi((api) => api.plan.saved.$get());

export const savedPlanQueryOptions = () => queryOptions({ queryKey: ['plan', 'saved'] as const, queryFn: getSavedPlan, staleTime: 0 });

export function useSavedPlan(enabled = true) {
  return useQuery({ ...savedPlanQueryOptions(), enabled });
}
