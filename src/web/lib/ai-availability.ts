import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client.ts';

const AI_KEY_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** POST /api/functions/test-gemini-key: whether AI letters are configured (ADR 0018). */
const getAiAvailability = () => callApi((api) => api.functions['test-gemini-key'].$post());

/** Checked on load and every 5 minutes. */
const aiAvailabilityQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'has-key'] as const,
    queryFn: getAiAvailability,
    refetchInterval: AI_KEY_CHECK_INTERVAL_MS,
    staleTime: AI_KEY_CHECK_INTERVAL_MS,
  });

export function useAiAvailability(): 'checking' | 'valid' | 'missing' {
  const query = useQuery(aiAvailabilityQueryOptions());
  if (query.isPending) return 'checking';
  return query.data?.hasKey ? 'valid' : 'missing';
}
