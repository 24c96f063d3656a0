/** Every payment message and toast, shown to users verbatim; change them only with the product copy. */
export const PAYMENT_MESSAGES = {
  errorTitle: 'Payment Error',
  serviceErrorFallback: 'Unable to process payment',
  noCheckoutUrl: 'No checkout URL received from payment service',
  unavailable: 'Payment service is temporarily unavailable. Please try again in a moment.',
  defaultError: 'There was an error processing your payment. Please try again.',
  checkoutErrorTitle: 'Error',
  checkoutDefaultError: 'There was an error processing your request. Please try again.',
  redirectingTitle: 'Redirecting to Payment',
  redirectingBody: 'Taking you to secure checkout...',
  windowOpenedTitle: 'Payment Window Opened',
  windowOpenedBody: 'Complete your payment in the new tab. Come back here when you are done.',
  verificationErrorTitle: 'Payment Verification Error',
  verificationErrorBody: "We couldn't verify your payment. Please contact support.",
  notFoundTitle: 'Payment Not Found',
  notFoundBody: "We couldn't verify your payment. Please check your email for confirmation or contact support.",
  accountCreationErrorTitle: 'Account Creation Error',
  accountCreationErrorDefault: 'Failed to create account. Please try again.',
  accountCreatedTitle: 'Account Created',
  validationErrorTitle: 'Validation Error',
  /** A guest entered an email that has an account: told before any payment window opens (ADR 0015). */
  guestEmailHasAccount: 'An account with this email already exists. Sign in to continue your purchase.',
  signInLink: 'Sign in',
} as const;

export const paymentServiceError = (message?: string | null) =>
  `Payment service error: ${message || PAYMENT_MESSAGES.serviceErrorFallback}`;

export const checkoutSignUpFailed = (message: string) => `Account creation failed: ${message}`;

/** How a create-payment call went wrong, as the browser saw it. */
export type PaymentFailure =
  | { kind: 'http'; status: number; message?: string | null }
  | { kind: 'network' }
  | { kind: 'no-url' }
  | { kind: 'unknown'; message?: string | null };

/**
 * The text of the 'Payment Error' toast. A refusal (4xx) is shown as the service's message; a failure of the service
 * itself (5xx, 429, no answer) is the non-2xx message: temporarily unavailable (ADR 0013).
 */
export function paymentErrorMessage(failure: PaymentFailure): string {
  switch (failure.kind) {
    case 'network':
      return PAYMENT_MESSAGES.unavailable;
    case 'no-url':
      return PAYMENT_MESSAGES.noCheckoutUrl;
    case 'http':
      if (failure.status >= 500 || failure.status === 429) return PAYMENT_MESSAGES.unavailable;
      return paymentServiceError(failure.message);
    default:
      return failure.message || PAYMENT_MESSAGES.defaultError;
  }
}
