import type { AiLetterRequest, AiLetterResponse } from '#domain/letters/ai-letter.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { revisionsQueryOptions } from '../../../hooks/use-revision-allowance.ts';

/** POST /api/letters/ai: a premium AI-personalised letter (uses one of the 20 revisions). */
export function useAiLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AiLetterRequest) => apiPost<AiLetterResponse>('/letters/ai', request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisionsQueryOptions().queryKey }),
  });
}
