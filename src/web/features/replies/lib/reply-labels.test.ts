import { emptyReplyForm } from '#domain/letters/reply-form.ts';
import { describe, expect, it } from 'vitest';
import { readLandlordResponse, trendText, withLandlordResponse } from './reply-labels.ts';

const renter = { currentRent: '2500', requestedReduction: '$2,350' };

describe('readLandlordResponse', () => {
  it('is null until something is pasted', () => {
    expect(readLandlordResponse({ ...renter, landlordResponse: '' })).toBeNull();
    expect(readLandlordResponse({ ...renter, landlordResponse: '   ' })).toBeNull();
  });

  it('says what the answer does to the rent, the reason and the tone', () => {
    expect(readLandlordResponse({ ...renter, landlordResponse: 'We are unable to reduce it. The rent will remain $2,500.' })).toEqual({
      response: 'a refusal: the rent stays at $2,500',
      responseClass: 'decline',
      reason: null,
      tone: 'professional',
    });
    expect(
      readLandlordResponse({ ...renter, landlordResponse: 'Because of higher taxes, the rent will be $2,650. This is final.' }),
    ).toEqual({
      response: 'a proposed increase to $2,650 (+$150 a month)',
      responseClass: 'counter',
      reason: 'property taxes',
      tone: 'firm',
    });
    expect(readLandlordResponse({ ...renter, landlordResponse: "I'm happy to discuss it next week." })).toMatchObject({
      response: 'willing to consider it',
      responseClass: 'partial',
      tone: 'open',
    });
    expect(readLandlordResponse({ ...renter, landlordResponse: 'Thanks for your note.' })).toMatchObject({ responseClass: 'unclear' });
  });
});

describe('withLandlordResponse', () => {
  const form = { ...emptyReplyForm(), ...renter };

  it('pre-selects the response type from the text read against the rent', () => {
    expect(withLandlordResponse(form, 'We can offer $2,450 instead.', false)).toMatchObject({
      responseType: 'counter',
      counterOffer: '$2,450',
    });
    expect(withLandlordResponse(form, 'The rent will remain $2,500.', false).responseType).toBe('decline');
    expect(withLandlordResponse(form, 'The new rent will be $2,650.', false)).toMatchObject({
      responseType: 'counter',
      counterOffer: '$2,650',
    });
  });

  it('clears an automatic choice when the text becomes unclear, and keeps one the renter chose', () => {
    const countered = withLandlordResponse(form, 'We can offer $2,450 instead.', false);
    expect(withLandlordResponse(countered, 'Thanks for your note.', false).responseType).toBe('');
    const chosen = { ...form, responseType: 'partial' as const };
    expect(withLandlordResponse(chosen, 'We can offer $2,450 instead.', true).responseType).toBe('partial');
  });

  it('follows the rent in the text while it was filled in from it, and keeps one the renter typed', () => {
    const filled = withLandlordResponse(form, 'We could do $2,450 on 18 months.', false);
    expect(withLandlordResponse(filled, 'We could do $2,425 on 18 months.', false).counterOffer).toBe('$2,425');
    expect(withLandlordResponse(filled, 'Thanks for your note.', false).counterOffer).toBe('');
    const typed = { ...filled, counterOffer: '2440' };
    expect(withLandlordResponse(typed, 'We could do $2,425 on 18 months.', true).counterOffer).toBe('2440');
  });
});

describe('trendText', () => {
  it('names HUD, the area, the bedrooms, both years and the change', () => {
    expect(
      trendText({ areaName: 'Harris County, TX', bedrooms: 2, fromYear: 2024, toYear: 2026, fromFmr: 1990, toFmr: 2060, percentChange: 4 }),
    ).toBe("HUD's Fair Market Rent for a two-bedroom home in Harris County, TX: $1,990 in FY2024, $2,060 in FY2026 (+4%).");
  });
});
