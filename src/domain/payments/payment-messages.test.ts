import { describe, expect, it } from 'vitest';
import { checkoutSignUpFailed, PAYMENT_MESSAGES, paymentErrorMessage, paymentServiceError } from './payment-messages.ts';

describe('payment error messages', () => {
  it('shows a refusal as the service error with its message, or the fallback', () => {
    expect(paymentErrorMessage({ kind: 'http', status: 400, message: 'Please enter a valid email address' })).toBe(
      'Payment service error: Please enter a valid email address',
    );
    expect(paymentErrorMessage({ kind: 'http', status: 404, message: '' })).toBe('Payment service error: Unable to process payment');
    expect(paymentServiceError(null)).toBe('Payment service error: Unable to process payment');
  });

  it('says the service is temporarily unavailable for server failures, rate limits and no answer', () => {
    for (const failure of [{ kind: 'http', status: 503 } as const, { kind: 'http', status: 429 } as const, { kind: 'network' } as const]) {
      expect(paymentErrorMessage(failure)).toBe('Payment service is temporarily unavailable. Please try again in a moment.');
    }
  });

  it('names a missing checkout URL and falls back to the default message', () => {
    expect(paymentErrorMessage({ kind: 'no-url' })).toBe('No checkout URL received from payment service');
    expect(paymentErrorMessage({ kind: 'unknown' })).toBe('There was an error processing your payment. Please try again.');
    expect(paymentErrorMessage({ kind: 'unknown', message: 'Popup failed' })).toBe('Popup failed');
  });

  it('keeps the payment titles and the checkout sign-up failure text', () => {
    expect(PAYMENT_MESSAGES.errorTitle).toBe('Payment Error');
    expect(PAYMENT_MESSAGES.notFoundTitle).toBe('Payment Not Found');
    expect(checkoutSignUpFailed('User already exists')).toBe('Account creation failed: User already exists');
  });
});
