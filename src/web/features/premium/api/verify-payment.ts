import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** POST /api/functions/verify-payment: the provider's word on a checkout session. */
const verifyPayment = (sessionId: string) => callApi((api) => api.functions['verify-payment'].$post({ json: { sessionId } }));

const verifyPaymentQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: ['verify-payment', sessionId] as const,
    queryFn: () => verifyPayment(sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    // A 4xx (404: no such session) is a definite answer: show it at once. Only failures to answer are retried.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) && failures < 2,
  });

/** verify-payment for the session id the provider put in the success URL (none: nothing to verify). */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({ ...verifyPaymentQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
