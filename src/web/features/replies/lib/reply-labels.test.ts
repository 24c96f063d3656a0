import { emptyReplyForm } from '#domain/letters/reply-form.ts';
import { describe, expect, it } from 'vitest';
import { readLandlordResponse, withLandlordResponse } from './reply-labels.ts';

describe('readLandlordResponse', () => {
  it('is null until something is pasted', () => {
    expect(readLandlordResponse('')).toBeNull();
    expect(readLandlordResponse('   ')).toBeNull();
  });

  it('reads the answer and the tone', () => {
    expect(readLandlordResponse('This is our final offer: $1,800 a month.')).toEqual({ responseClass: 'counter', tone: 'firm' });
    expect(readLandlordResponse("I'm happy to discuss it next week.")).toEqual({ responseClass: 'partial', tone: 'open' });
    expect(readLandlordResponse('Thanks for your note.')).toEqual({ responseClass: 'unclear', tone: 'professional' });
  });
});

describe('withLandlordResponse', () => {
  const form = emptyReplyForm();

  it('pre-selects the response type from the pasted text', () => {
    expect(withLandlordResponse(form, 'We can offer $1,800 instead.', false)).toMatchObject({
      landlordResponse: 'We can offer $1,800 instead.',
      responseType: 'counter',
    });
    expect(withLandlordResponse(form, 'Sorry, we cannot lower the rent.', false).responseType).toBe('decline');
  });

  it('clears an automatic choice when the text becomes unclear', () => {
    const countered = withLandlordResponse(form, 'We can offer $1,800 instead.', false);
    expect(withLandlordResponse(countered, 'Thanks for your note.', false).responseType).toBe('');
  });

  it('keeps a type the renter chose themselves', () => {
    const chosen = { ...form, responseType: 'partial' as const };
    expect(withLandlordResponse(chosen, 'We can offer $1,800 instead.', true)).toMatchObject({
      landlordResponse: 'We can offer $1,800 instead.',
      responseType: 'partial',
    });
  });

  it('fills the counter-offer from the first rent in the text, and keeps one the renter typed', () => {
    const text = "We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.";
    const filled = withLandlordResponse(form, text, false);
    expect(filled).toMatchObject({ responseType: 'counter', counterOffer: '$2,400' });
    expect(withLandlordResponse(filled, 'We could do $2,350 on 18 months.', false).counterOffer).toBe('$2,350');
    expect(withLandlordResponse(filled, 'Thanks for your note.', false).counterOffer).toBe('');
    const typed = { ...filled, counterOffer: '2375' };
    expect(withLandlordResponse(typed, 'We could do $2,350 on 18 months.', true).counterOffer).toBe('2375');
  });
});
