import { describe, expect, it } from 'vitest';
import { letterPrefillFromLeaseData } from './lease-prefill.ts';

describe('letterPrefillFromLeaseData', () => {
  it('maps the landing analysis form onto the letter fields', () => {
    const raw = JSON.stringify({
      firstName: 'Dana',
      zipcode: '10001',
      rentAmount: '5000',
      bedrooms: '2',
      housingType: 'house',
      propertyTier: 'luxury',
      leaseStartDate: '2025-12-01',
      leaseEndDate: '2026-11-30',
    });
    expect(letterPrefillFromLeaseData(raw)).toEqual({
      zipcode: '10001',
      currentRent: '5000',
      bedrooms: '2',
      housingType: 'house',
      tierLevel: 'luxury',
      leaseEndDate: '2026-11-30',
    });
  });

  it("passes on the landlord's proposed rent when it is a positive whole number, else leaves it out", () => {
    const prefill = (proposedRent: unknown) => letterPrefillFromLeaseData(JSON.stringify({ rentAmount: '1800', proposedRent }));
    expect(prefill('2,016').landlordProposedRent).toBe('2016');
    expect(prefill('').landlordProposedRent).toBeUndefined();
    expect(prefill('0').landlordProposedRent).toBeUndefined();
    expect(prefill('abc').landlordProposedRent).toBeUndefined();
    expect(prefill(2016).landlordProposedRent).toBeUndefined();
  });

  it('is empty without stored data or with data that is not JSON', () => {
    expect(letterPrefillFromLeaseData(null)).toEqual({});
    expect(letterPrefillFromLeaseData('')).toEqual({});
    expect(letterPrefillFromLeaseData('{oops')).toEqual({});
    expect(letterPrefillFromLeaseData('"text"')).toEqual({});
    expect(letterPrefillFromLeaseData('null')).toEqual({});
  });

  it('leaves out missing, malformed and out-of-range values', () => {
    const raw = JSON.stringify({
      zipcode: '1234',
      rentAmount: 'abc',
      bedrooms: '9',
      housingType: 'castle',
      propertyTier: '',
      leaseEndDate: 'next year',
    });
    expect(letterPrefillFromLeaseData(raw)).toEqual({});
  });

  it('accepts numbers and thousands separators, and drops a zero rent', () => {
    expect(letterPrefillFromLeaseData(JSON.stringify({ rentAmount: '2,150', bedrooms: 0 }))).toEqual({
      currentRent: '2150',
      bedrooms: '0',
    });
    expect(letterPrefillFromLeaseData(JSON.stringify({ rentAmount: 0 }))).toEqual({});
  });
});
