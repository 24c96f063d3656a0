import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { type Api, callApi } from '../../../lib/api-client.ts';
import { negotiationsQueryOptions } from './get-negotiations.ts';

type ProgressBody = InferRequestType<Api['negotiations'][':id']['progress']['$patch']>['json'];

/** PATCH /api/negotiations/:id/progress: the letter sent, the agreed rent and term, the renewal signed (ADR 0068). */
const updateProgress = ({ id, ...json }: ProgressBody & { id: string }) =>
  callApi((api) => api.negotiations[':id'].progress.$patch({ param: { id }, json }));

export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negotiationsQueryOptions().queryKey }),
  });
}
