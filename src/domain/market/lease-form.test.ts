import { describe, expect, it } from 'vitest';
import { emptyLeaseForm, type LeaseForm, validateLeaseForm } from './lease-form.ts';
import { leaseRecordSchema } from './lease-record.schema.ts';

const valid: LeaseForm = {
  firstName: 'Dana',
  lastName: 'Rivera',
  zipcode: '10001',
  leaseStartDate: '2025-12-01',
  leaseEndDate: '2026-11-30',
  bedrooms: '1',
  bathrooms: '1',
  squareFootage: '700',
  rentAmount: '2,150',
  proposedRent: '',
  housingType: 'apartment',
  propertyTier: 'average',
};

describe('lease form validation', () => {
  it('accepts a complete form', () => {
    expect(validateLeaseForm(valid)).toEqual([]);
  });

  it('lists every missing field, in form order', () => {
    expect(validateLeaseForm({ ...emptyLeaseForm(), propertyTier: '' })).toEqual([
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
  });

  it('defaults to apartment and average', () => {
    expect(emptyLeaseForm()).toMatchObject({ housingType: 'apartment', propertyTier: 'average' });
  });

  it('rejects non-numeric rent and square footage, bad zip codes and end dates not after the start', () => {
    expect(validateLeaseForm({ ...valid, rentAmount: '2150.50', squareFootage: '700 sq' })).toEqual([
      'Rent amount must be numbers only',
      'Square footage must be numbers only',
    ]);
    expect(validateLeaseForm({ ...valid, zipcode: '1234' })).toEqual(['Zip code must be 5 digits']);
    expect(validateLeaseForm({ ...valid, zipcode: '123456' })).toEqual(['Zip code must be 5 digits']);
    expect(validateLeaseForm({ ...valid, leaseEndDate: valid.leaseStartDate })).toEqual(['Lease end date must be after start date']);
    expect(validateLeaseForm({ ...valid, leaseEndDate: '2025-11-30' })).toEqual(['Lease end date must be after start date']);
  });

  it('saves sanitised names and numbers without commas', () => {
    const record = leaseRecordSchema.parse({
      first_name: '<b>Dana</b>',
      last_name: `O'Brien<script>alert(1)</script>`,
      lease_start_date: '2025-12-01',
      lease_end_date: '2026-11-30',
      bedrooms: '2',
      bathrooms: '1.5',
      square_footage: '1,050',
      rent_amount: '2,150',
    });
    expect(record).toMatchObject({ first_name: 'Dana', last_name: 'OBrien', square_footage: 1050, rent_amount: 2150, bathrooms: 1.5 });
  });
});
