import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { negotiationsQueryOptions } from './get-negotiations.ts';

/** DELETE /api/negotiations/:id: deletes one of the user's saved negotiations, its events and its reminders. */
const deleteNegotiation = (id: string) => callApi((api) => api.negotiations[':id'].$delete({ param: { id } }));

export function useDeleteNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNegotiation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negotiationsQueryOptions().queryKey }),
  });
}
