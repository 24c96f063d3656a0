import type { HousingType, TierLevel } from '../market/market-options.ts';
import type { UtilitiesAnswer } from '../market/utilities.ts';
import type { ComparableInput } from '../negotiation/comparable.ts';
import { emptySender, type SenderDetails } from './sender.ts';

/** The eight tenant strengths a renter can tick, in this order and wording (sentence-cased). */
export const TENANT_STRENGTHS = [
  { id: 'on_time_rent', label: 'Never missed or been late on rent' },
  { id: 'excellent_condition', label: 'Maintained property in excellent condition' },
  { id: 'minor_repairs', label: 'Handled minor repairs myself' },
  { id: 'quiet_hours', label: 'Respected quiet hours and building rules' },
  { id: 'proactive_communication', label: 'Communicated proactively about any issues' },
  { id: 'clean_common_areas', label: 'Kept common areas clean' },
  { id: 'no_noise_complaints', label: 'Never received noise complaints' },
  { id: 'landscaping', label: 'Taken care of landscaping/outdoor areas' },
] as const;
export type TenantStrengthId = (typeof TENANT_STRENGTHS)[number]['id'];

/**
 * Reasons a renter can give (market_analysis is the default):
 * market_analysis - rents for comparable homes are lower; financial_hardship - circumstances changed;
 * maintenance_issues - the unit's condition; comparable_units - similar units are offered for less;
 * long_tenancy - a long, reliable tenancy; other - the renter explains in additional notes.
 */
export const REDUCTION_REASONS = [
  { id: 'market_analysis', label: 'Market rents are lower' },
  { id: 'financial_hardship', label: 'Financial hardship' },
  { id: 'maintenance_issues', label: 'Maintenance issues' },
  { id: 'comparable_units', label: 'Similar units cost less' },
  { id: 'long_tenancy', label: 'Long-term tenancy' },
  { id: 'other', label: 'Other' },
] as const;
export type ReductionReason = (typeof REDUCTION_REASONS)[number]['id'];

export const TENURE_MONTHS_MAX = 11;

/** Letter form messages (each a trimmed non-empty check), shown verbatim; change them only with the product copy. */
export const LETTER_FORM_MESSAGES = {
  landlordName: 'Landlord/Company name is required',
  propertyAddress: 'Property address is required',
  zipcode: 'Zipcode is required',
  currentRent: 'Current rent amount is required',
  tenureLength: 'Tenure length is required',
  currentRentNumber: 'Current rent must be a number, such as 2,500',
  landlordProposedRent: "Your landlord's proposed new rent must be a number, such as 2,650",
  comparableRentMissing: "Enter this listing's monthly rent, or remove the listing",
  comparableRentNumber: "A listing's rent must be a number, such as 2,300",
  comparableRentMinimum: "A listing's rent must be a monthly rent of at least $300",
  comparablesMax: 'Add up to 5 listings',
} as const;

/**
 * The letter form as the browser holds it (strings as typed), and as `letterFormSchema` (letter-form.schema.ts)
 * outputs it.
 */
export interface LetterForm extends SenderDetails {
  landlordName: string;
  propertyAddress: string;
  zipcode: string;
  bedrooms: string;
  housingType: HousingType;
  tierLevel: TierLevel;
  currentRent: string;
  tenureLengthYears: string;
  tenureLengthMonths: string;
  desiredReduction: string;
  reasonForReduction: ReductionReason;
  additionalNotes: string;
  willResignEarly: boolean;
  propertyImprovements: string;
  maintenanceIssues: string;
  rentIncreaseHistory: string;
  renewalTimeframe: string;
  /** Comparable listings the renter found, as typed (up to 5; comparable.ts). */
  comparables: ComparableInput[];
  tenantQuality: TenantStrengthId[];
  negotiateToKeepSame: boolean;
  /** "Your landlord's proposed new rent": optional; when above the current rent the letter counters it. */
  landlordProposedRent: string;
  /** Whether the rent includes utilities (ADR 0065): 'unsure' until the renter answers. */
  rentIncludesUtilities: UtilitiesAnswer;
  /** ISO date (YYYY-MM-DD) of the lease end, for the timing plan. */
  leaseEndDate?: string | undefined;
  /** ISO date (YYYY-MM-DD) the landlord's written notice of the increase was given, for the rent rules check. */
  noticeDate?: string | undefined;
}

/** Initial values for the form, with its defaults. */
export function emptyLetterForm(): LetterForm {
  return {
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
    negotiateToKeepSame: false,
    landlordProposedRent: '',
    rentIncludesUtilities: 'unsure',
    ...emptySender(),
  };
}
