import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

// The read-only link to a saved negotiation's market report (ADR 0076): GET, POST and DELETE /api/negotiations/:id/share.

const getReportShare = (id: string) => callApi((api) => api.negotiations[':id'].share.$get({ param: { id } }));

const reportShareQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['negotiations', id, 'share'] as const, queryFn: () => getReportShare(id) });

/** The negotiation's link, if any: when it was made and first opened. */
export function useReportShare(id: string) {
  return useQuery(reportShareQueryOptions(id));
}

const createReportShare = ({ id, nameLine }: { id: string; nameLine: string }) =>
  callApi((api) => api.negotiations[':id'].share.$post({ param: { id }, json: { nameLine } }));

/** Makes the link (replacing one made before); the answer holds the token, this once. */
export function useCreateReportShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReportShare,
    onSuccess: ({ token: _token, ...share }, { id }) => queryClient.setQueryData(reportShareQueryOptions(id).queryKey, { share }),
  });
}

const revokeReportShare = (id: string) => callApi((api) => api.negotiations[':id'].share.$delete({ param: { id } }));

/** Turns the link off. */
export function useRevokeReportShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeReportShare,
    onSuccess: (_answer, id) => queryClient.setQueryData(reportShareQueryOptions(id).queryKey, { share: null }),
  });
}
