import type { AiLetterRequest } from '#domain/letters/ai-letter.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { revisionsQueryOptions } from '../../../hooks/use-revision-allowance.ts';

/** POST /api/letters/ai: a premium AI-personalised letter (uses one of the 20 revisions). */
const writeAiLetter = (request: AiLetterRequest) => callApi((api) => api.letters.ai.$post({ json: request }));

export function useAiLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeAiLetter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: revisionsQueryOptions().queryKey }),
  });
}
