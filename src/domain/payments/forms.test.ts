import { describe, expect, it } from 'vitest';
import { accountCompletionErrors, completeAccountInputSchema, completionFullName } from './account-completion.ts';
import { guestCheckoutErrors, guestFullName, splitFullName } from './guest-checkout.ts';
import { createPaymentInputSchema, verifyPaymentInputSchema } from './payment.schema.ts';
import { PREMIUM_CTA_LABELS, premiumCtaState } from './premium-cta.ts';

const good = { firstName: 'Dana', lastName: 'Rivera', password: 'Secret-123', confirmPassword: 'Secret-123' };

describe('account completion rules', () => {
  it('accepts a complete form', () => {
    expect(accountCompletionErrors(good)).toEqual({});
  });

  it('requires both names after trimming', () => {
    expect(accountCompletionErrors({ ...good, firstName: '  ', lastName: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
  });

  it('holds the password to the sign-up rule: its first failing message (ADR 0075)', () => {
    expect(accountCompletionErrors({ ...good, password: 'Abc-123', confirmPassword: 'Abc-123' }).password).toBe(
      'Password must be at least 8 characters long',
    );
    expect(accountCompletionErrors({ ...good, password: 'Secret123', confirmPassword: 'Secret123' }).password).toBe(
      'Password must contain at least one special character',
    );
    expect(accountCompletionErrors({ ...good, password: 'abcdefgh1!', confirmPassword: 'abcdefgh1!' }).password).toBe(
      'Password must contain at least one uppercase letter',
    );
  });

  it('reports mismatched passwords', () => {
    expect(accountCompletionErrors({ ...good, confirmPassword: 'Secret-124' })).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('server schema answers with the first rule that fails and cleans the names', () => {
    const bad = completeAccountInputSchema.safeParse({ sessionId: 'cs_test_1', ...good, firstName: '' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('First name is required');
    const ok = completeAccountInputSchema.parse({ sessionId: ' cs_test_1 ', ...good, firstName: ' <b>Dana</b> ' });
    expect(ok).toEqual({ sessionId: 'cs_test_1', firstName: 'Dana', lastName: 'Rivera', password: 'Secret-123' });
    expect(completionFullName(' Dana ', 'Rivera')).toBe('Dana Rivera');
  });
});

describe('guest modal rules', () => {
  it('requires an email in the simple pattern and both names', () => {
    expect(guestCheckoutErrors({ firstName: '', lastName: ' ', email: '' })).toEqual({
      email: 'Email is required',
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });
    expect(guestCheckoutErrors({ firstName: 'A', lastName: 'B', email: 'nope@x' }).email).toBe('Please enter a valid email address');
    expect(guestCheckoutErrors({ firstName: 'A', lastName: 'B', email: ' a@b.co ' })).toEqual({});
  });

  it('joins the guest name with a space and splits a payment name back into first and last', () => {
    expect(guestFullName({ firstName: ' Dana ', lastName: 'Rivera ' })).toBe('Dana Rivera');
    expect(splitFullName('Dana Maria Rivera')).toEqual({ firstName: 'Dana', lastName: 'Maria Rivera' });
    expect(splitFullName(null)).toEqual({ firstName: '', lastName: '' });
  });
});

describe('payment request schemas', () => {
  it('accepts the body the browser sends and ignores nothing it needs', () => {
    const parsed = createPaymentInputSchema.parse({
      packageType: 'Premium Package',
      price: 0.01,
      guestEmail: ' Dana@Example.COM ',
      guestName: ' Dana Rivera ',
    });
    expect(parsed).toMatchObject({ packageType: 'Premium Package', guestEmail: 'dana@example.com', guestName: 'Dana Rivera' });
    expect(createPaymentInputSchema.parse({ packageType: 'Premium Package', guestEmail: '' }).guestEmail).toBeUndefined();
  });

  it('rejects a bad guest email and a missing package', () => {
    expect(createPaymentInputSchema.safeParse({ packageType: 'Premium Package', guestEmail: 'x@' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(createPaymentInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Package type is required');
  });

  it('accepts only provider-shaped session ids', () => {
    expect(verifyPaymentInputSchema.safeParse({ sessionId: 'cs_test_a1B2' }).success).toBe(true);
    expect(verifyPaymentInputSchema.safeParse({ sessionId: '../v1/customers' }).success).toBe(false);
    expect(verifyPaymentInputSchema.safeParse({}).error?.issues[0]?.message).toBe('Payment session id is required');
  });
});

describe('premium call to action', () => {
  it('sends a user with access to the dashboard', () => {
    expect(premiumCtaState({ hasAccess: true, busy: true })).toEqual({
      action: 'dashboard',
      label: 'Take me to my dashboard',
      disabled: false,
    });
  });

  it('is disabled and reads Processing... while busy without access', () => {
    expect(premiumCtaState({ hasAccess: false, busy: true, label: PREMIUM_CTA_LABELS.templates })).toEqual({
      action: 'purchase',
      label: 'Processing...',
      disabled: true,
    });
  });

  it('offers the purchase with either label', () => {
    expect(premiumCtaState({ hasAccess: false, busy: false }).label).toBe('Get Started - $7');
    expect(premiumCtaState({ hasAccess: false, busy: false, label: PREMIUM_CTA_LABELS.templates }).label).toBe(
      'Get Professional Templates - $7',
    );
    expect(premiumCtaState({ hasAccess: false, busy: false, label: 'Get Premium Package - $7' })).toEqual({
      action: 'purchase',
      label: 'Get Premium Package - $7',
      disabled: false,
    });
  });
});
