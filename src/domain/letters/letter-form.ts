import type { Stance } from '../strategy/strategy.ts';
import type { Flexibility } from '../strategy/strategy.ts';

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

/** "What are you asking for?": the renter's stance, in this order and wording (ADR 0055). */
export const STANCE_CHOICES = [
  { value: 'reduce', label: 'Lower my rent', description: 'Ask for a reduction at renewal.' },
  { value: 'keep', label: 'Keep my rent the same', description: 'Ask for no increase at renewal.' },
  { value: 'counter', label: 'Counter the increase', description: "Answer your landlord's proposed rent with your own figure." },
] as const satisfies readonly { value: Stance; label: string; description: string }[];

/**
 * "If your landlord says no, what else would you offer?" (the letter page) and "What flexibility can you offer?" (the
 * reply page): what a reply may give besides the renter's ask, and nothing more (ADR 0055).
 */
export const FLEXIBILITY_CHOICES = [
  { value: 'lease-extension', label: 'Sign a longer lease', description: 'A longer term at the rent you ask, never a higher rent.' },
  { value: 'improvements', label: 'Drop improvement requests', description: 'Set aside non-urgent upgrades you asked for.' },
  { value: 'none', label: 'No extra flexibility', description: 'Hold to your ask and your lease term.' },
] as const satisfies readonly { value: Flexibility; label: string; description: string }[];

/** The lease terms a renter can ask to sign, in months; 12 is the default. */
export const LEASE_TERMS = ['6', '12', '18', '24'] as const;
export type LeaseTermChoice = (typeof LEASE_TERMS)[number];

/** Letter form messages (each a trimmed non-empty check), shown verbatim; change them only with the product copy. */
export const LETTER_FORM_MESSAGES = {
  landlordName: 'Landlord/Company name is required',
  propertyAddress: 'Property address is required',
  zipcode: 'Zipcode is required',
  currentRent: 'Current rent amount is required',
  tenureLength: 'Tenure length is required',
  currentRentNumber: 'Current rent must be a number, such as 2,500',
  landlordProposedRent: "Your landlord's proposed new rent must be a number, such as 2,650",
  desiredReductionFormat: 'Desired reduction must be an amount such as $150 or a percentage such as 10%',
  desiredReductionTooLarge: 'Desired reduction must be less than half of your current rent',
  counterProposalMissing: "Enter your landlord's proposed new rent to counter it",
  counterProposalNotIncrease: "Your landlord's proposed rent must be above your current rent to counter it",
  counterRentFormat: 'Your counter-offer must be a monthly rent, such as 2,450',
  counterRentRange: "Your counter-offer must be above your current rent and below your landlord's proposed rent",
  comparableRentMissing: "Enter this listing's monthly rent, or remove the listing",
  comparableRentNumber: "A listing's rent must be a number, such as 2,300",
  comparableRentMinimum: "A listing's rent must be a monthly rent of at least $300",
  comparablesMax: 'Add up to 5 listings',
} as const;
