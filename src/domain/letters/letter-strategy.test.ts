import { describe, expect, it } from 'vitest';
import { buildLetter } from './letter-builder.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { letterInput } from './letter-strategy.ts';

const today = new Date(2026, 10, 21);

describe('letterInput', () => {
  const form: LetterForm = {
    ...emptyLetterForm(),
    landlordName: 'Maple',
    propertyAddress: '12 Oak Street',
    zipcode: '30301',
    currentRent: '1850',
    tenureLengthYears: '2',
    desiredReduction: '150',
    comparables: [{ where: 'Pine St', rent: '1,650', bedrooms: '1', freeMonths: '0', termMonths: '12' }],
  };
  const text = (f: LetterForm) => buildLetter(f, null, { today, format: 'letter' }).text;

  it('keeps the comparable listings the renter entered', () => {
    expect(text(letterInput(form))).toContain(
      "Pine St (one-bedroom) is going for $1,650 a month. That's $200 a month under what I'm paying.",
    );
  });

  it('drops the desired reduction when the renter asks to keep the same rent', () => {
    const input = letterInput({ ...form, stance: 'keep' });
    expect(input.desiredReduction).toBe('');
    expect(text(input)).not.toContain('$150');
  });
});
