import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { type Api, callApi } from '../../../lib/api-client.ts';
import { negotiationsQueryOptions } from './get-negotiations.ts';

type SaveBody = InferRequestType<Api['negotiations']['$post']>['json'];

/** POST /api/negotiations: saves the letter, its figures and the plan's dates on the account (Premium, with consent). */
const saveNegotiation = (json: SaveBody) => callApi((api) => api.negotiations.$post({ json }));

export function useSaveNegotiation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNegotiation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negotiationsQueryOptions().queryKey }),
  });
}
