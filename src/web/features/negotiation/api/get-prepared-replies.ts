import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

export interface PreparedRepliesQuery {
  id: string;
  today: string;
  counter: number | null;
  raise: number | null;
}

/**
 * POST /api/negotiations/:id/prepared-replies (ADR 0077): the landlord's three likely answers and a checked reply to
 * each, computed by the server for a Premium session. Under the negotiations' key, so recording an answer (which
 * refreshes the negotiations) asks for them again.
 */
const getPreparedReplies = ({ id, ...json }: PreparedRepliesQuery, signal?: AbortSignal) =>
  callApi((api) => api.negotiations[':id']['prepared-replies'].$post({ param: { id }, json }, { init: { signal } }));

export function usePreparedReplies(query: PreparedRepliesQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['negotiations', query.id, 'prepared-replies', query] as const,
    queryFn: ({ signal }) => getPreparedReplies(query, signal),
    enabled,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    placeholderData: keepPreviousData,
  });
}
