import { resetPasswordFormSchema, signInInputSchema } from '#domain/auth/auth.schema.ts';
import { emptyLetterForm } from '#domain/letters/letter-form.schema.ts';
import { letterFormSchema } from '#domain/letters/letter-form.schema.ts';
import { emptyReplyForm, REPLY_FORM_MESSAGES } from '#domain/letters/reply-form.ts';
import { replyFormSchema } from '#domain/letters/reply-form.schema.ts';
import { emptyLeaseForm } from '#domain/market/lease-form.ts';
import { leaseFormSchema } from '#domain/market/lease-form.schema.ts';
import { checkoutFormSchema } from '#domain/payments/checkout-form.ts';
import { guestCheckoutFormSchema } from '#domain/payments/guest-checkout.schema.ts';
import type { FieldValues } from 'react-hook-form';
import { validLeaseForm } from '#tests/fixtures/lease-form.ts';
import { describe, expect, it } from 'vitest';
import { zodFormResolver } from './use-zod-form.ts';

type Schema = Parameters<typeof zodFormResolver>[0];

/** What a form shows after submitting `values`: each field's message, in the order the fields come in. */
async function fieldMessages(schema: Schema, values: FieldValues) {
  const { errors } = await zodFormResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

async function parsed(schema: Schema, values: FieldValues) {
  const result = await zodFormResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  expect(result.errors).toEqual({});
  return result.values;
}

const lease = validLeaseForm({ rentAmount: '2150' });

describe('form errors by field (useZodForm with the domain schemas)', () => {
  it('puts each lease-form message on its field, in the order the toast lists them, and hands on a complete lease as saved', async () => {
    expect(await fieldMessages(leaseFormSchema, { ...emptyLeaseForm(), propertyTier: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      leaseStartDate: 'Lease start date is required',
      leaseEndDate: 'Lease end date is required',
      bedrooms: 'Number of bedrooms is required',
      bathrooms: 'Number of bathrooms is required',
      squareFootage: 'Square footage is required',
      rentAmount: 'Rent amount is required',
      zipcode: 'Zip code is required',
      propertyTier: 'Property tier selection is required',
    });
    expect(await fieldMessages(leaseFormSchema, { ...lease, zipcode: '1234', leaseEndDate: '2025-11-30' })).toEqual({
      zipcode: 'Zip code must be 5 digits',
      leaseEndDate: 'Lease end date must be after start date',
    });
    expect(await parsed(leaseFormSchema, lease)).toEqual({
      ...lease,
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 700,
      rentAmount: 2150,
      proposedRent: null,
    });
  });

  it('shows the first checkout rule that fails on each field and hands on the cleaned name and email', async () => {
    const empty = { name: '', email: '', password: '', confirmPassword: '', agreeToTerms: false };
    expect(await fieldMessages(checkoutFormSchema({ guest: true }), empty)).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      password: 'Password is required',
      agreeToTerms: 'You must agree to the terms and conditions to proceed',
    });
    expect(
      await fieldMessages(checkoutFormSchema({ guest: true }), {
        ...empty,
        name: 'Dana',
        email: 'dana@example.com',
        password: 'abc',
        confirmPassword: 'abd',
        agreeToTerms: true,
      }),
    ).toEqual({
      password: 'Password must be at least 8 characters long',
      confirmPassword: 'Passwords do not match',
    });
    // A signed-in buyer has no password fields.
    const details = { name: ' <b>Dana</b> Rivera ', email: ' dana@example.com ', password: '', confirmPassword: '', agreeToTerms: true };
    expect(await parsed(checkoutFormSchema({ guest: false }), details)).toMatchObject({ name: 'Dana Rivera', email: 'dana@example.com' });
  });

  it('puts the reply form messages on the landlord response, the response type, the tones and the disclaimer', async () => {
    expect(await fieldMessages(replyFormSchema, { ...emptyReplyForm(), selectedTones: [] })).toEqual({
      landlordResponse: REPLY_FORM_MESSAGES.landlordResponse,
      responseType: REPLY_FORM_MESSAGES.responseType,
      selectedTones: REPLY_FORM_MESSAGES.selectedTones,
      acceptDisclaimer: REPLY_FORM_MESSAGES.acceptDisclaimer,
    });
  });

  it('puts the letter form messages on their fields, tenure on the years input', async () => {
    expect(await fieldMessages(letterFormSchema, emptyLetterForm())).toEqual({
      landlordName: 'Landlord/Company name is required',
      propertyAddress: 'Property address is required',
      zipcode: 'Zipcode is required',
      currentRent: 'Current rent amount is required',
      tenureLengthYears: 'Tenure length is required',
    });
  });

  it('checks the guest modal, sign-in and new-password forms field by field', async () => {
    expect(await fieldMessages(guestCheckoutFormSchema, { firstName: ' ', lastName: '', email: 'nope@x' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect(await fieldMessages(signInInputSchema, { email: 'not-an-email', password: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
    expect(await fieldMessages(resetPasswordFormSchema, { newPassword: 'newpassword', confirmPassword: 'other' })).toEqual({
      newPassword: 'Password must contain at least one uppercase letter',
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('a schema loaded on first check', () => {
  it('loads the schema once, when the form is first checked, and then checks as the schema itself does', async () => {
    let loads = 0;
    const resolver = zodFormResolver(async () => {
      loads += 1;
      return leaseFormSchema;
    });
    expect(loads).toBe(0);
    const options = { fields: {}, shouldUseNativeValidation: false };
    const first = await resolver({ ...lease, firstName: '' }, undefined, options);
    expect(first.errors.firstName?.message).toBe('First name is required');
    expect((await resolver(lease, undefined, options)).values).toEqual(leaseFormSchema.parse(lease));
    expect(loads).toBe(1);
  });

  it('tries the load again after it failed', async () => {
    let attempts = 0;
    const resolver = zodFormResolver(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return leaseFormSchema;
    });
    const options = { fields: {}, shouldUseNativeValidation: false };
    await expect(resolver(lease, undefined, options)).rejects.toThrow('offline');
    expect((await resolver(lease, undefined, options)).errors).toEqual({});
    expect(attempts).toBe(2);
  });

  it('starts the load ahead of the first check when preloaded, once, and a failed preload is left for the check to retry', async () => {
    let attempts = 0;
    let release: () => void = () => undefined;
    const offline = new Promise<void>((resolve) => {
      release = resolve;
    });
    const resolver = zodFormResolver(async () => {
      attempts += 1;
      if (attempts === 1) {
        await offline;
        throw new Error('offline');
      }
      return leaseFormSchema;
    });
    resolver.preload();
    resolver.preload();
    expect(attempts).toBe(1);
    release();
    await offline;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect((await resolver({ ...lease, firstName: '' }, undefined, options)).errors.firstName?.message).toBe('First name is required');
    expect(attempts).toBe(2);
    resolver.preload();
    expect(attempts).toBe(2);
  });
});
