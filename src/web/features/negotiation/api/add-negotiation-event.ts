import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { type Api, callApi } from '../../../lib/api-client.ts';
import { negotiationsQueryOptions } from './get-negotiations.ts';

type EventBody = InferRequestType<Api['negotiations'][':id']['events']['$post']>['json'];

/** POST /api/negotiations/:id/events: adds a letter, the landlord's answer or a reply to a saved negotiation. */
const addNegotiationEvent = ({ id, ...json }: EventBody & { id: string }) =>
  callApi((api) => api.negotiations[':id'].events.$post({ param: { id }, json }));

export function useAddNegotiationEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNegotiationEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: negotiationsQueryOptions().queryKey }),
  });
}
