import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import type { Logger } from 'pino';
import { ok, type Result, refuse } from '../result.ts';
import { type CheckoutSessionView, type PaymentProvider, PaymentProviderError } from './payment-provider.ts';

export const providerUnavailable = () => refuse('payment_provider_unavailable', PAYMENT_MESSAGES.unavailable);

/** The provider's session; refused when it has none with that id, or cannot be asked. */
export async function retrieveSession(
  deps: { payments: PaymentProvider; logger: Logger },
  sessionId: string,
): Promise<Result<CheckoutSessionView, 'payment_not_found' | 'payment_provider_unavailable'>> {
  let session: CheckoutSessionView | null;
  try {
    session = await deps.payments.retrieveCheckoutSession(sessionId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.logger.error({ err: error.cause ?? error, sessionId }, error.message);
    return providerUnavailable();
  }
  if (!session) return refuse('payment_not_found', PAYMENT_MESSAGES.notFoundBody);
  return ok(session);
}
