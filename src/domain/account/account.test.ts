import { describe, expect, it } from 'vitest';
import { canSubmitTestimonial, emptyTestimonialDraft, toTestimonialRecord } from '../testimonials/testimonial.ts';
import { testimonialInputSchema } from '../testimonials/testimonial.schema.ts';
import { daysLeft, premiumStatus, type PurchaseSummary } from './premium-status.ts';
import { cleanPersonName, personNameError, personNameSchema } from './name.ts';
import { profileUpdateSchema } from './profile.schema.ts';
import { inactivityState, sessionWarningBody } from './session-policy.ts';

const purchase = (expires: string, created: string, status = 'completed'): PurchaseSummary => ({
  id: created,
  packageType: 'Premium Package',
  price: 7,
  status,
  expiresAt: expires,
  createdAt: created,
});

describe('premium status', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  it('uses the first active purchase, with days left rounded up', () => {
    const status = premiumStatus([purchase('2026-03-10T13:00:00Z', '2026-01-25T13:00:00Z')], now);
    expect(status).toEqual({ active: true, packageType: 'Premium Package', expiresAt: '2026-03-10T13:00:00Z', daysLeft: 10 });
    expect(daysLeft('2026-03-01T12:00:01Z', now)).toBe(1);
    expect(daysLeft('2026-03-01T11:00:00Z', now)).toBe(0);
  });
  it('is inactive with no purchase or only expired ones', () => {
    expect(premiumStatus([], now).active).toBe(false);
    expect(premiumStatus([purchase('2026-02-01T00:00:00Z', '2025-12-18T00:00:00Z')], now).active).toBe(false);
  });
});

describe('inactivity', () => {
  const policy = { idleSeconds: 1800, warningSeconds: 300 };
  it('is active, then warns at 5 minutes or less, then expires', () => {
    const start = 0;
    expect(inactivityState(start + 24 * 60_000, start, policy)).toEqual({ kind: 'active' });
    expect(inactivityState(start + 25 * 60_000, start, policy)).toEqual({ kind: 'warning', remainingSeconds: 300 });
    expect(inactivityState(start + 30 * 60_000, start, policy)).toEqual({ kind: 'expired' });
    expect(sessionWarningBody(300)).toBe('You will be signed out in 5 minutes due to inactivity.');
    expect(sessionWarningBody(20)).toBe('You will be signed out in 1 minute due to inactivity.');
  });
});

describe('profile update', () => {
  it('sanitises and trims the full name and drops other fields', () => {
    expect(profileUpdateSchema.parse({ fullName: ' <i>Dana</i> "D" Rivera ', email: 'x@y.z', id: 'other' })).toEqual({
      fullName: 'Dana D Rivera',
    });
    expect(profileUpdateSchema.safeParse({ fullName: ' ' }).error?.issues[0]?.message).toBe('Full name is required');
  });
});

describe('testimonials', () => {
  it('enables submit only with name, story and agreement', () => {
    const draft = emptyTestimonialDraft('Dana');
    expect(canSubmitTestimonial(draft)).toBe(false);
    expect(canSubmitTestimonial({ ...draft, testimonialText: 'It worked' })).toBe(false);
    expect(canSubmitTestimonial({ ...draft, testimonialText: 'It worked', agreeToShare: true })).toBe(true);
    expect(canSubmitTestimonial({ ...draft, name: '  ', testimonialText: 'It worked', agreeToShare: true })).toBe(false);
  });

  it('stores trimmed, sanitised text and nulls for empty optionals', () => {
    expect(
      toTestimonialRecord({ name: ' Dana ', location: ' ', savingsAmount: '', testimonialText: ' <b>Great</b> ', agreeToShare: true }),
    ).toEqual({ name: 'Dana', location: null, savingsAmount: null, testimonialText: 'Great', agreeToShare: true });
  });

  it('validates the request body with the one testimonial message', () => {
    const missing = testimonialInputSchema.safeParse({ name: 'Dana', testimonialText: '', agreeToShare: true });
    expect(missing.error?.issues[0]?.message).toBe('Please fill in all required fields and agree to share your story.');
    const notAgreed = testimonialInputSchema.safeParse({ name: 'Dana', testimonialText: 'Story', agreeToShare: false });
    expect(notAgreed.error?.issues[0]?.message).toBe('Please fill in all required fields and agree to share your story.');
  });
});

describe('the one name rule', () => {
  it('keeps a name on one line without control characters or markup, 2 to 100 characters', () => {
    expect(cleanPersonName(' Robin\r\nFrom: Operator\u0007 <b>x</b> ')).toBe('Robin From: Operator x');
    expect(personNameError('R')).toBe('Name must be at least 2 characters long');
    expect(personNameError(' \n ')).toBe('Full name is required');
    expect(personNameError('a'.repeat(101))).toBe('Name must be less than 100 characters');
    expect(personNameSchema.parse('Dana\tRivera')).toBe('Dana Rivera');
  });
});
