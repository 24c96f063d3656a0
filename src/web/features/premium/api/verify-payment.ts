import type { VerifyPaymentResponse } from '#domain/payments/payment.schema.ts';
import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** verify-payment for the session id the provider put in the success URL (none: nothing to verify). */
export function useVerifyPayment(sessionId: string | null) {
  return useQuery({
    queryKey: ['verify-payment', sessionId] as const,
    queryFn: () => apiPost<VerifyPaymentResponse>('/functions/verify-payment', { sessionId }),
    enabled: sessionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
