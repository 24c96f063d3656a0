import { describe, expect, it } from 'vitest';
import { emptyLetterForm, LETTER_FORM_MESSAGES, TENANT_STRENGTHS } from './letter-form.ts';
import { letterFormSchema, validateLetterForm } from './letter-form.schema.ts';

const filled = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Management',
  propertyAddress: '12 Oak Street',
  zipcode: '30301',
  currentRent: '1,850',
  tenureLengthYears: '2',
};

describe('validateLetterForm', () => {
  it('reports the five required-field messages, word for word, on an empty form', () => {
    expect(validateLetterForm(emptyLetterForm())).toEqual({
      landlordName: 'Landlord/Company name is required',
      propertyAddress: 'Property address is required',
      zipcode: 'Zipcode is required',
      currentRent: 'Current rent amount is required',
      tenureLengthYears: 'Tenure length is required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(validateLetterForm({ ...filled, landlordName: '   ', propertyAddress: '\t' })).toEqual({
      landlordName: LETTER_FORM_MESSAGES.landlordName,
      propertyAddress: LETTER_FORM_MESSAGES.propertyAddress,
    });
  });

  it('accepts tenure given as years only or months only', () => {
    expect(validateLetterForm({ ...filled, tenureLengthYears: '2', tenureLengthMonths: '' })).toEqual({});
    expect(validateLetterForm({ ...filled, tenureLengthYears: '', tenureLengthMonths: '7' })).toEqual({});
    expect(validateLetterForm({ ...filled, tenureLengthYears: ' ', tenureLengthMonths: ' ' })).toEqual({
      tenureLengthYears: 'Tenure length is required',
    });
  });

  it('reports tenure together with other missing fields', () => {
    const errors = validateLetterForm({ ...emptyLetterForm(), landlordName: 'A' });
    expect(errors.tenureLengthYears).toBe('Tenure length is required');
    expect(Object.keys(errors)).toHaveLength(4);
  });
});

describe('letterFormSchema defaults', () => {
  it('fills the form defaults', () => {
    const form = letterFormSchema.parse({
      landlordName: 'A',
      propertyAddress: 'B',
      zipcode: '30301',
      currentRent: '1500',
      tenureLengthMonths: '3',
    });
    expect(form).toMatchObject({
      bedrooms: '1',
      housingType: 'apartment',
      tierLevel: 'average',
      reasonForReduction: 'market_analysis',
      willResignEarly: false,
      includeCompetitiveOffers: false,
      negotiateToKeepSame: false,
      tenantQuality: [],
    });
  });
});

describe('TENANT_STRENGTHS', () => {
  it('lists the eight tenant strengths in order, sentence-cased', () => {
    expect(TENANT_STRENGTHS.map((s) => s.label)).toEqual([
      'Never missed or been late on rent',
      'Maintained property in excellent condition',
      'Handled minor repairs myself',
      'Respected quiet hours and building rules',
      'Communicated proactively about any issues',
      'Kept common areas clean',
      'Never received noise complaints',
      'Taken care of landscaping/outdoor areas',
    ]);
    expect(new Set(TENANT_STRENGTHS.map((s) => s.id)).size).toBe(8);
  });
});
