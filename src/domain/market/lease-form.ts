import type { HousingType, TierLevel } from './market.schema.ts';

export const BATHROOM_OPTIONS = ['1', '1.5', '2', '2.5', '3', '3.5'] as const;

export const BEDROOM_LABELS: Record<string, string> = {
  '0': 'Studio',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5+',
};
export const BATHROOM_LABELS: Record<string, string> = { '3.5': '3.5+' };

export const TIER_DESCRIPTIONS = {
  economical: 'Economical - older buildings, basic amenities',
  average: 'Average - typical building and amenities',
  luxury: 'Luxury - modern building, premium amenities',
  exclusive: 'Exclusive - ultra-luxury, rare locations',
} as const;

/** The lease form as the browser holds it: every value a string, as typed (no zod here: it stays out of the landing bundle). */
export interface LeaseForm {
  firstName: string;
  lastName: string;
  zipcode: string;
  leaseStartDate: string;
  leaseEndDate: string;
  bedrooms: string;
  bathrooms: string;
  squareFootage: string;
  rentAmount: string;
  /** Optional: the landlord's proposed new rent, checked against the rent rules (ADR 0046). */
  proposedRent: string;
  housingType: HousingType;
  propertyTier: TierLevel | '';
}

export const emptyLeaseForm = (): LeaseForm => ({
  firstName: '',
  lastName: '',
  zipcode: '',
  leaseStartDate: '',
  leaseEndDate: '',
  bedrooms: '',
  bathrooms: '',
  squareFootage: '',
  rentAmount: '',
  proposedRent: '',
  housingType: 'apartment',
  propertyTier: 'average',
});

export const NUMBERS_WITH_COMMAS = /^[\d,]+$/;

/** A failed lease save fails the submit with the error's message or this. */
export const LEASE_SAVE_FALLBACK_ERROR = 'Failed to save lease information';

interface LeaseFormIssue {
  field: keyof LeaseForm;
  message: string;
}

/** Lease-form rules: every failure with its field, in the order the toast lists them (at most one per field). */
export function leaseFormIssues(form: LeaseForm): LeaseFormIssue[] {
  const issues: LeaseFormIssue[] = [];
  const required: [keyof LeaseForm, string][] = [
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['leaseStartDate', 'Lease start date is required'],
    ['leaseEndDate', 'Lease end date is required'],
    ['bedrooms', 'Number of bedrooms is required'],
    ['bathrooms', 'Number of bathrooms is required'],
    ['squareFootage', 'Square footage is required'],
    ['rentAmount', 'Rent amount is required'],
    ['zipcode', 'Zip code is required'],
    ['propertyTier', 'Property tier selection is required'],
  ];
  for (const [field, message] of required) {
    if (!form[field].trim()) issues.push({ field, message });
  }
  const rent = form.rentAmount.trim();
  if (rent && !NUMBERS_WITH_COMMAS.test(rent)) issues.push({ field: 'rentAmount', message: 'Rent amount must be numbers only' });
  const proposed = form.proposedRent.trim();
  if (proposed && !NUMBERS_WITH_COMMAS.test(proposed))
    issues.push({ field: 'proposedRent', message: "Your landlord's proposed rent must be numbers only" });
  const squareFootage = form.squareFootage.trim();
  if (squareFootage && !NUMBERS_WITH_COMMAS.test(squareFootage))
    issues.push({ field: 'squareFootage', message: 'Square footage must be numbers only' });
  const zipcode = form.zipcode.trim();
  if (zipcode && !/^\d{5}$/.test(zipcode)) issues.push({ field: 'zipcode', message: 'Zip code must be 5 digits' });
  if (form.leaseStartDate && form.leaseEndDate && !(form.leaseEndDate > form.leaseStartDate))
    issues.push({ field: 'leaseEndDate', message: 'Lease end date must be after start date' });
  return issues;
}

/** The lease-form failures as one list, for the toast that names them all. */
export function validateLeaseForm(form: LeaseForm): string[] {
  return leaseFormIssues(form).map((issue) => issue.message);
}
