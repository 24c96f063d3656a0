import { useQuery } from '@tanstack/react-query';
import { apiPost } from './api-client.ts';

const AI_KEY_CHECK_INTERVAL_MS = 5 * 60 * 1000;

/** `test-gemini-key` (SPEC section 7): whether AI letters are configured; checked on load and every 5 minutes. */
const aiAvailabilityQueryOptions = () => ({
  queryKey: ['ai', 'has-key'] as const,
  queryFn: () => apiPost<{ hasKey: boolean }>('/functions/test-gemini-key'),
  refetchInterval: AI_KEY_CHECK_INTERVAL_MS,
  staleTime: AI_KEY_CHECK_INTERVAL_MS,
});

export function useAiAvailability(): 'checking' | 'valid' | 'missing' {
  const query = useQuery(aiAvailabilityQueryOptions());
  if (query.isPending) return 'checking';
  return query.data?.hasKey ? 'valid' : 'missing';
}
