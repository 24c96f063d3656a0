import type { PlanForm } from '#domain/plan/plan-form.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savedPlanQueryOptions } from '../../../hooks/use-saved-plan.ts';
import { callApi } from '../../../lib/api-client.ts';

/** PUT /api/plan/saved keeps the form on the account; DELETE forgets it (ADR 0060). */
export function useKeepPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: PlanForm | null) =>
      form ? callApi((api) => api.plan.saved.$put({ json: { form } })) : callApi((api) => api.plan.saved.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedPlanQueryOptions().queryKey, refetchType: 'none' }),
  });
}
