import { describe, expect, it } from 'vitest';
import { rentCheckRequestSchema } from './schema.ts';

function messages(input: unknown): string[] {
  const result = rentCheckRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const valid = { zip: '97201', currentRent: 2000, proposedRent: 2240, effectiveDate: '2026-03-01' };

describe('rentCheckRequestSchema', () => {
  it('accepts a renter’s answer and trims the ZIP code', () => {
    const parsed = rentCheckRequestSchema.parse({
      ...valid,
      zip: ' 97201 ',
      noticeDate: '2026-01-15',
      answers: { 'building-15-years': 'unknown' },
    });
    expect(parsed.zip).toBe('97201');
    expect(parsed.answers).toEqual({ 'building-15-years': 'unknown' });
  });

  it('explains a missing or impossible date', () => {
    expect(messages({ ...valid, effectiveDate: undefined })).toEqual(['The date the increase takes effect is required']);
    expect(messages({ ...valid, effectiveDate: '03/01/2026' })).toEqual([
      'The date the increase takes effect must be a date written YYYY-MM-DD',
    ]);
    expect(messages({ ...valid, effectiveDate: '2026-02-30' })).toEqual(['The date the increase takes effect is not a real date']);
    expect(messages({ ...valid, effectiveDate: '2999-01-01' })).toEqual(['Please enter a date between the years 1900 and 2100.']);
  });

  it('refuses a notice dated after the increase takes effect', () => {
    expect(messages({ ...valid, noticeDate: '2026-03-02' })).toEqual([
      'The notice date must be on or before the date the increase takes effect',
    ]);
  });

  it('explains bad rents, ZIP codes, answers and months', () => {
    expect(messages({ ...valid, currentRent: 0 })).toEqual(['Current rent must be at least $300 per month']);
    expect(messages({ ...valid, proposedRent: 250_000 })).toEqual(['Proposed rent must be at most $100,000 per month']);
    expect(messages({ ...valid, zip: '9720' })).toEqual(['Zip code must be 5 digits']);
    expect(messages({ ...valid, zip: undefined })).toEqual(['Zip code is required']);
    expect(messages({ ...valid, answers: { 'building-15-years': 'maybe' } })).toEqual(['Answers must be yes, no or unknown']);
    expect(messages({ ...valid, tenancyMonths: 2.5 })).toEqual(['Months lived there must be a whole number']);
  });
});
