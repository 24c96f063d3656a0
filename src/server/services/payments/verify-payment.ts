import type { VerifyPaymentResponse } from '#domain/payments/payment.schema.ts';
import type { Deps } from '../../deps.ts';
import { ok, type Result } from '../result.ts';
import { retrieveSession } from './checkout-session.ts';
import type { CheckoutSessionView } from './payment-provider.ts';
import { purchaseStore, recordPaidSessionQuietly } from './purchases.ts';

function toVerifyResponse(session: CheckoutSessionView): VerifyPaymentResponse {
  return {
    payment_status: session.paymentStatus,
    amount_total: session.amountTotal,
    customer_email: session.customerEmail,
    metadata: { guestName: session.metadata.guestName ?? null, packageType: session.metadata.packageType ?? null },
    customer_details: session.customerDetails,
  };
}

/** verify-payment: the provider's word on the session; a paid one is recorded on the way. */
export async function verifyPayment(
  deps: Deps,
  sessionId: string,
): Promise<Result<VerifyPaymentResponse, 'payment_not_found' | 'payment_provider_unavailable'>> {
  const found = await retrieveSession(deps, sessionId);
  if (!found.ok) return found;
  const session = found.value;
  if (session.paymentStatus === 'paid') await recordPaidSessionQuietly(purchaseStore(deps), session, 'verify-payment');
  return ok(toVerifyResponse(session));
}
