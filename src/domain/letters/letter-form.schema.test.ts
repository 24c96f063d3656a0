import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#tests/support/field-errors.ts';
import { LETTER_FORM_MESSAGES, TENANT_STRENGTHS } from './letter-form.ts';
import { emptyLetterForm, type LetterFormInput, letterFormSchema } from './letter-form.schema.ts';

const validateLetterForm = (form: LetterFormInput) => fieldErrors(letterFormSchema, form);

const filled = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Management',
  propertyAddress: '12 Oak Street',
  zipcode: '30301',
  currentRent: '1,850',
  tenureLengthYears: '2',
};

describe('emptyLetterForm', () => {
  it("starts from each field's default in the schema, every text blank, the dates absent", () => {
    expect(emptyLetterForm()).toStrictEqual({
      landlordName: '',
      propertyAddress: '',
      zipcode: '',
      bedrooms: '1',
      housingType: 'apartment',
      tierLevel: 'average',
      currentRent: '',
      tenureLengthYears: '',
      tenureLengthMonths: '',
      desiredReduction: '',
      reasonForReduction: 'market_analysis',
      additionalNotes: '',
      willResignEarly: false,
      propertyImprovements: '',
      maintenanceIssues: '',
      rentIncreaseHistory: '',
      renewalTimeframe: '',
      comparables: [],
      tenantQuality: [],
      stance: 'reduce',
      counterRent: '',
      leaseTermMonths: '12',
      flexibility: 'none',
      landlordProposedRent: '',
      rentIncludesUtilities: 'unsure',
      senderName: '',
      senderPhone: '',
      senderEmail: '',
      senderAddress: '',
    });
  });

  it('gives each form its own lists', () => {
    const first = emptyLetterForm();
    first.tenantQuality.push('on_time_rent');
    first.comparables.push({ where: 'Pine St', rent: '1,650', bedrooms: '1', freeMonths: '0', termMonths: '12' });
    expect(emptyLetterForm().tenantQuality).toEqual([]);
    expect(emptyLetterForm().comparables).toEqual([]);
  });
});

describe("the letter form's messages", () => {
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

describe("the renter's ask (ADR 0055)", () => {
  it('takes a reduction as an amount or a percentage under half the rent, each refusal on its field', () => {
    for (const desiredReduction of ['', '150', '$150', '10%', '7 percent', '$900']) {
      expect(validateLetterForm({ ...filled, desiredReduction }), desiredReduction).toEqual({});
    }
    expect(validateLetterForm({ ...filled, desiredReduction: 'a lot' })).toEqual({
      desiredReduction: LETTER_FORM_MESSAGES.desiredReductionFormat,
    });
    expect(validateLetterForm({ ...filled, desiredReduction: '0' })).toEqual({
      desiredReduction: LETTER_FORM_MESSAGES.desiredReductionFormat,
    });
    expect(validateLetterForm({ ...filled, desiredReduction: '50%' })).toEqual({
      desiredReduction: 'Desired reduction must be less than half of your current rent',
    });
    expect(validateLetterForm({ ...filled, desiredReduction: '$925' })).toEqual({
      desiredReduction: LETTER_FORM_MESSAGES.desiredReductionTooLarge,
    });
    // Keeping the rent ignores what was typed in the hidden reduction field.
    expect(validateLetterForm({ ...filled, stance: 'keep', desiredReduction: 'a lot' })).toEqual({});
  });

  it("needs the landlord's proposed increase to counter it, and a counter-offer between the two rents", () => {
    expect(validateLetterForm({ ...filled, stance: 'counter' })).toEqual({
      landlordProposedRent: "Enter your landlord's proposed new rent to counter it",
    });
    expect(validateLetterForm({ ...filled, stance: 'counter', landlordProposedRent: '1,850' })).toEqual({
      landlordProposedRent: "Your landlord's proposed rent must be above your current rent to counter it",
    });
    expect(validateLetterForm({ ...filled, stance: 'counter', landlordProposedRent: '2,000' })).toEqual({});
    expect(validateLetterForm({ ...filled, stance: 'counter', landlordProposedRent: '2,000', counterRent: '1,900' })).toEqual({});
    for (const counterRent of ['1,850', '2,000', '2,100']) {
      expect(validateLetterForm({ ...filled, stance: 'counter', landlordProposedRent: '2,000', counterRent })).toEqual({
        counterRent: "Your counter-offer must be above your current rent and below your landlord's proposed rent",
      });
    }
    expect(validateLetterForm({ ...filled, stance: 'counter', landlordProposedRent: '2,000', counterRent: 'half' })).toEqual({
      counterRent: 'Your counter-offer must be a monthly rent, such as 2,450',
    });
  });

  it('takes a lease term of 6, 12, 18 or 24 months and a flexibility of the three', () => {
    expect(letterFormSchema.parse({ ...filled, leaseTermMonths: '18', flexibility: 'lease-extension' })).toMatchObject({
      leaseTermMonths: '18',
      flexibility: 'lease-extension',
    });
    expect(letterFormSchema.safeParse({ ...filled, leaseTermMonths: '36' }).success).toBe(false);
    expect(letterFormSchema.safeParse({ ...filled, flexibility: 'anything' }).success).toBe(false);
  });
});

describe('comparable listings', () => {
  const row = (rent: string, where = 'Elm Ct') => ({ where, rent, bedrooms: '1', freeMonths: '1', termMonths: '12' });
  const rentIssues = (comparables: ReturnType<typeof row>[]) =>
    (letterFormSchema.safeParse({ ...filled, comparables }).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

  it('accepts listings with monthly rents as typed, and ignores a blank row', () => {
    expect(validateLetterForm({ ...filled, comparables: [row('2,300'), row('$1,950.00'), { ...row('', ''), bedrooms: '' }] })).toEqual({});
  });

  it('puts a clear message on the rent of each listing that is not a number, under $300 or missing', () => {
    expect(rentIssues([row('2,300'), row('about 2k'), row('250'), row('')])).toEqual([
      ['comparables.1.rent', "A listing's rent must be a number, such as 2,300"],
      ['comparables.2.rent', "A listing's rent must be a monthly rent of at least $300"],
      ['comparables.3.rent', "Enter this listing's monthly rent, or remove the listing"],
    ]);
    expect(validateLetterForm({ ...filled, comparables: [row('250')] })).toEqual({
      comparables: LETTER_FORM_MESSAGES.comparableRentMinimum,
    });
  });

  it('takes at most 5 listings', () => {
    expect(rentIssues(Array.from({ length: 6 }, () => row('2,000')))).toEqual([['comparables', 'Add up to 5 listings']]);
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
      comparables: [],
      stance: 'reduce',
      counterRent: '',
      leaseTermMonths: '12',
      flexibility: 'none',
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
