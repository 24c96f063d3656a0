import type { VerifyPaymentResponse } from '#domain/payments/payment.schema.ts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiPost } from '../../../lib/api-client.ts';

/** verify-payment for the session id the provider put in the success URL (none: nothing to verify). */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({
    queryKey: ['verify-payment', sessionId] as const,
    queryFn: () => apiPost<VerifyPaymentResponse>('/functions/verify-payment', { sessionId }),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // A 4xx (404: no such session) is a definite answer: show it at once. Only failures to answer are retried.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) && failures < 2,
  });
}
