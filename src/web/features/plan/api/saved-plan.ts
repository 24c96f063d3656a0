import type { PlanForm } from '#domain/plan/plan-form.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/plan/saved: the plan the account keeps, else the lease submitted with an analysis, else none (ADR 0060). */
const getSavedPlan = () => callApi((api) => api.plan.saved.$get());

const savedPlanQueryOptions = () => queryOptions({ queryKey: ['plan', 'saved'] as const, queryFn: getSavedPlan, staleTime: 0 });

export function useSavedPlan() {
  return useQuery(savedPlanQueryOptions());
}

/** PUT /api/plan/saved keeps the form on the account; DELETE forgets it. */
export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PlanForm | null) =>
      form ? callApi((api) => api.plan.saved.$put({ json: { form } })) : callApi((api) => api.plan.saved.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlanQueryOptions().queryKey, refetchType: 'none' }),
  });
}
