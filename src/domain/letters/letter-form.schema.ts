import { z } from 'zod';
import { HOUSING_TYPES, TIER_LEVELS } from '../market/market.schema.ts';
import { firstMessageByField, hasText, optionalText, requiredText } from './form-fields.ts';

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
const STRENGTH_IDS = TENANT_STRENGTHS.map((s) => s.id) as [TenantStrengthId, ...TenantStrengthId[]];

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
const REASON_IDS = REDUCTION_REASONS.map((r) => r.id) as [ReductionReason, ...ReductionReason[]];

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
} as const;

/** "2,500", "$2,500", "2500.00": a positive amount of money. */
function positiveAmount(value: string): boolean {
  return /^\$?\s*\d[\d,]*(\.\d+)?$/.test(value.trim()) && Number(value.replace(/[$,\s]/g, '')) > 0;
}

/**
 * The letter form as the browser holds it (strings as typed). Tenure needs years or months; its error sits on
 * `tenureLengthYears`, the first of the two inputs. Months above 11 are not rejected (no message exists for it);
 * the builder carries them into years.
 */
export const letterFormSchema = z
  .object({
    landlordName: requiredText(LETTER_FORM_MESSAGES.landlordName),
    propertyAddress: requiredText(LETTER_FORM_MESSAGES.propertyAddress),
    zipcode: requiredText(LETTER_FORM_MESSAGES.zipcode),
    bedrooms: z.string().default('1'),
    housingType: z.enum(HOUSING_TYPES).default('apartment'),
    tierLevel: z.enum(TIER_LEVELS).default('average'),
    currentRent: requiredText(LETTER_FORM_MESSAGES.currentRent).refine((value) => value.trim() === '' || positiveAmount(value), {
      error: LETTER_FORM_MESSAGES.currentRentNumber,
    }),
    tenureLengthYears: optionalText,
    tenureLengthMonths: optionalText,
    desiredReduction: optionalText,
    reasonForReduction: z.enum(REASON_IDS).default('market_analysis'),
    additionalNotes: optionalText,
    willResignEarly: z.boolean().default(false),
    propertyImprovements: optionalText,
    maintenanceIssues: optionalText,
    rentIncreaseHistory: optionalText,
    renewalTimeframe: optionalText,
    includeCompetitiveOffers: z.boolean().default(false),
    competitiveOffersDetails: optionalText,
    tenantQuality: z.array(z.enum(STRENGTH_IDS)).default([]),
    negotiateToKeepSame: z.boolean().default(false),
    /** "Your landlord's proposed new rent": optional; when above the current rent the letter counters it. */
    landlordProposedRent: optionalText.refine((value) => value.trim() === '' || positiveAmount(value), {
      error: LETTER_FORM_MESSAGES.landlordProposedRent,
    }),
    /** ISO date (YYYY-MM-DD) of the lease end, for the timing plan. */
    leaseEndDate: z.string().optional(),
  })
  .refine((form) => hasText(form.tenureLengthYears) || hasText(form.tenureLengthMonths), {
    error: LETTER_FORM_MESSAGES.tenureLength,
    path: ['tenureLengthYears'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  });

export type LetterFormInput = z.input<typeof letterFormSchema>;
export type LetterForm = z.output<typeof letterFormSchema>;
export type LetterFormErrors = Partial<Record<keyof LetterForm, string>>;

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
    includeCompetitiveOffers: false,
    competitiveOffersDetails: '',
    tenantQuality: [],
    negotiateToKeepSame: false,
    landlordProposedRent: '',
  };
}

/** Field → message for every failing field; `{}` when the letter can be generated. */
export function validateLetterForm(form: LetterFormInput): LetterFormErrors {
  const result = letterFormSchema.safeParse(form);
  return result.success ? {} : firstMessageByField<keyof LetterForm>(result.error.issues);
}
