import { PAYMENT_MESSAGES, type PaymentFailure, paymentErrorMessage } from '#domain/payments/payment-messages.ts';
import type { CreatePaymentInput } from '#domain/payments/payment.schema.ts';
import { toast } from '../../../lib/toast.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** A payment that could not start; `message` is the toast text from #domain/payments/payment-messages.ts. */
class PaymentStartError extends Error {}

/** The guest's email already has an account: nothing was charged; the owner signs in and buys there. */
export class AccountExistsError extends PaymentStartError {}

function failureOf(error: unknown): PaymentFailure {
  if (error instanceof ApiError) return { kind: 'http', status: error.status, message: error.message };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'unknown', message: error instanceof Error ? error.message : null };
}

/** POST /api/functions/create-payment; the answer's url is the provider's checkout page. */
async function createPayment(input: CreatePaymentInput): Promise<string> {
  const payment = await callApi((api) => api.functions['create-payment'].$post({ json: input })).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'account_exists') throw new AccountExistsError(error.message);
    throw new PaymentStartError(paymentErrorMessage(failureOf(error)));
  });
  // A body without its url (or not JSON) cannot open a checkout.
  if (!payment?.url) throw new PaymentStartError(paymentErrorMessage({ kind: 'no-url' }));
  return payment.url;
}

/**
 * Opens the checkout page in a new tab ('Redirecting to Payment', then 'Payment Window Opened'); when the browser
 * blocks the popup, the current window goes to the payment page instead (ADR 0013). The opening tab follows the
 * purchase made in the new one (ADR 0042).
 */
function openCheckout(url: string): void {
  toast.success(PAYMENT_MESSAGES.redirectingTitle, { description: PAYMENT_MESSAGES.redirectingBody });
  const popup = window.open(url, '_blank');
  if (!popup) {
    window.location.assign(url);
    return;
  }
  // This tab moves on by itself once the purchase completes in the new one (ADR 0042); loaded here, not with the page.
  void import('../lib/purchase-channel.ts').then((channel) => channel.followCheckoutInOtherTab());
  try {
    popup.opener = null;
  } catch {
    // Some browsers refuse once the tab has navigated away; it is only a hardening step.
  }
  // Only one toast is kept: give 'Redirecting to Payment' time to be read before 'Payment Window Opened' replaces it.
  window.setTimeout(
    () => toast.success(PAYMENT_MESSAGES.windowOpenedTitle, { description: PAYMENT_MESSAGES.windowOpenedBody }),
    REDIRECT_TOAST_READ_MS,
  );
}

/** How long 'Redirecting to Payment' stays before 'Payment Window Opened' replaces it. */
const REDIRECT_TOAST_READ_MS = 2500;

/** Creates the session and opens its page; throws PaymentStartError with the message to show. */
export async function startPayment(input: CreatePaymentInput): Promise<void> {
  openCheckout(await createPayment(input));
}
