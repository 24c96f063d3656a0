import { validLeaseForm } from '#tests/fixtures/lease-form.ts';
import { describe, expect, it } from 'vitest';
import { emptyLeaseForm } from './lease-form.ts';
import { leaseFormSchema } from './lease-form.schema.ts';

const valid = validLeaseForm();

/** The messages leaseFormSchema gives, in the order it gives them (the order the form's toast lists them). */
function messages(form: unknown): string[] {
  const result = leaseFormSchema.safeParse(form);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('lease form rules (the browser and POST /api/leases)', () => {
  it('accepts a complete form and hands on the lease as saved: names sanitised, numbers without commas', () => {
    expect(messages(valid)).toEqual([]);
    expect(
      leaseFormSchema.parse({
        ...valid,
        firstName: '<b>Dana</b>',
        lastName: `O'Brien<script>alert(1)</script>`,
        bedrooms: '2',
        bathrooms: '1.5',
        squareFootage: '1,050',
        proposedRent: '2,300',
      }),
    ).toEqual({
      ...valid,
      firstName: 'Dana',
      lastName: 'OBrien',
      bedrooms: 2,
      bathrooms: 1.5,
      squareFootage: 1050,
      rentAmount: 2150,
      proposedRent: 2300,
    });
    expect(leaseFormSchema.parse(valid).proposedRent).toBeNull();
  });

  it('lists every missing field once, in the spec order', () => {
    expect(messages({ ...emptyLeaseForm(), propertyTier: '' })).toEqual([
      'First name is required',
      'Last name is required',
      'Lease start date is required',
      'Lease end date is required',
      'Number of bedrooms is required',
      'Number of bathrooms is required',
      'Square footage is required',
      'Rent amount is required',
      'Zip code is required',
      'Property tier selection is required',
    ]);
    expect(messages({ ...valid, firstName: '   ', bedrooms: '6', bathrooms: '4' })).toEqual([
      'First name is required',
      'Number of bedrooms is required',
      'Number of bathrooms is required',
    ]);
  });

  it('defaults to apartment and average', () => {
    expect(emptyLeaseForm()).toMatchObject({ housingType: 'apartment', propertyTier: 'average' });
  });

  it('refuses non-numeric amounts, bad zip codes and end dates not after the start', () => {
    expect(messages({ ...valid, rentAmount: '2150.50', squareFootage: '700 sq', proposedRent: '$2300' })).toEqual([
      'Square footage must be numbers only',
      'Rent amount must be numbers only',
      "Your landlord's proposed rent must be numbers only",
    ]);
    expect(messages({ ...valid, rentAmount: '100,001' })).toEqual(['Rent amount must be numbers only']);
    expect(messages({ ...valid, zipcode: '1234' })).toEqual(['Zip code must be 5 digits']);
    expect(messages({ ...valid, zipcode: '123456' })).toEqual(['Zip code must be 5 digits']);
    expect(messages({ ...valid, leaseEndDate: valid.leaseStartDate })).toEqual(['Lease end date must be after start date']);
    expect(messages({ ...valid, leaseEndDate: '2025-11-30' })).toEqual(['Lease end date must be after start date']);
    expect(messages({ ...valid, leaseStartDate: '2025-02-30' })).toEqual(['Lease start date is required']);
  });
});
