import { z } from 'zod';
import { HOUSING_TYPES, TIER_LEVELS } from '../market/market-options.ts';
import { UTILITIES_ANSWERS } from '../market/utilities.ts';
import { MAX_COMPARABLES } from '../strategy/comparable.ts';
import { MIN_MONTHLY_RENT, moneyInput } from '../shared/money.ts';
import { formDefaults, hasText, optionalText, requiredText } from './form-fields.ts';
import {
  LEASE_TERMS,
  LETTER_FORM_MESSAGES,
  REDUCTION_REASONS,
  type ReductionReason,
  TENANT_STRENGTHS,
  type TenantStrengthId,
} from './letter-form.ts';
import { senderFields } from './sender.schema.ts';

const STANCES = ['reduce', 'keep', 'counter'] as const;
const FLEXIBILITY_OPTIONS = ['lease-extension', 'improvements', 'none'] as const;
const STRENGTH_IDS = TENANT_STRENGTHS.map((s) => s.id) as [TenantStrengthId, ...TenantStrengthId[]];
const REASON_IDS = REDUCTION_REASONS.map((r) => r.id) as [ReductionReason, ...ReductionReason[]];

/** "2,500", "$2,500", "2500.00": a positive amount of money, or null. */
function positiveAmount(value: string): number | null {
  const amount = moneyInput(value);
  return amount !== null && amount > 0 ? amount : null;
}

const amountOf = (value: string) => Number(value.replace(/[$,%\s]|percent/gi, ''));

/**
 * One comparable listing as typed. A row left blank (no place, rent or bedrooms) is ignored; otherwise its rent
 * must be a number of at least $300 a month (less is a fee or a typo), each with its own message on `rent`.
 */
export const comparableSchema = z
  .object({
    where: optionalText,
    rent: optionalText,
    bedrooms: optionalText,
    freeMonths: z.string().default('0'),
    termMonths: z.string().default('12'),
  })
  .superRefine((row, ctx) => {
    const rent = row.rent.trim();
    if (rent === '') {
      if (hasText(row.where) || hasText(row.bedrooms)) {
        ctx.addIssue({ code: 'custom', message: LETTER_FORM_MESSAGES.comparableRentMissing, path: ['rent'] });
      }
      return;
    }
    const amount = moneyInput(rent);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: LETTER_FORM_MESSAGES.comparableRentNumber, path: ['rent'] });
    } else if (amount < MIN_MONTHLY_RENT) {
      ctx.addIssue({ code: 'custom', message: LETTER_FORM_MESSAGES.comparableRentMinimum, path: ['rent'] });
    }
  });

/**
 * The letter form's fields as the browser holds them (strings as typed), each with its default: the one place a field
 * is written (its type is `LetterForm`, its first value `emptyLetterForm()`'s).
 */
const letterFormFields = z.object({
  landlordName: requiredText(LETTER_FORM_MESSAGES.landlordName),
  propertyAddress: requiredText(LETTER_FORM_MESSAGES.propertyAddress),
  zipcode: requiredText(LETTER_FORM_MESSAGES.zipcode),
  bedrooms: z.string().default('1'),
  housingType: z.enum(HOUSING_TYPES).default('apartment'),
  tierLevel: z.enum(TIER_LEVELS).default('average'),
  currentRent: requiredText(LETTER_FORM_MESSAGES.currentRent).refine((value) => value.trim() === '' || positiveAmount(value) !== null, {
    error: LETTER_FORM_MESSAGES.currentRentNumber,
  }),
  tenureLengthYears: optionalText,
  tenureLengthMonths: optionalText,
  /** "$150" or "10%" off the current rent (stance reduce); blank: the plan's suggested reduction, shown as such. */
  desiredReduction: optionalText,
  reasonForReduction: z.enum(REASON_IDS).default('market_analysis'),
  additionalNotes: optionalText,
  /** An offer of timing (sign the renewal early), never of term: the term is `leaseTermMonths`. */
  willResignEarly: z.boolean().default(false),
  propertyImprovements: optionalText,
  maintenanceIssues: optionalText,
  rentIncreaseHistory: optionalText,
  renewalTimeframe: optionalText,
  /** Comparable listings the renter found, as typed (up to 5; comparable.ts). */
  comparables: z.array(comparableSchema).max(MAX_COMPARABLES, { error: LETTER_FORM_MESSAGES.comparablesMax }).default([]),
  tenantQuality: z.array(z.enum(STRENGTH_IDS)).default([]),
  /** What the letter asks for (ADR 0055): a lower rent, the current rent, or a counter to the landlord's proposed rent. */
  stance: z.enum(STANCES).default('reduce'),
  /** Stance counter: the rent the renter offers, as typed; blank: the plan's suggested counter, shown as such. */
  counterRent: optionalText,
  /** The lease term the renter will sign, in months. */
  leaseTermMonths: z.enum(LEASE_TERMS).default('12'),
  /** What the renter would also give if the landlord says no; the reply offers nothing beyond it. */
  flexibility: z.enum(FLEXIBILITY_OPTIONS).default('none'),
  /** "Your landlord's proposed new rent": optional; when above the current rent the letter counters it. */
  landlordProposedRent: optionalText.refine((value) => value.trim() === '' || positiveAmount(value) !== null, {
    error: LETTER_FORM_MESSAGES.landlordProposedRent,
  }),
  /** Whether the rent includes utilities (ADR 0065); "not sure" until answered. */
  rentIncludesUtilities: z.enum(UTILITIES_ANSWERS).default('unsure'),
  /** ISO date (YYYY-MM-DD) of the lease end, for the timing plan. */
  leaseEndDate: z.string().optional(),
  /** ISO date (YYYY-MM-DD) the landlord's written notice of the increase was given, for the rent rules check. */
  noticeDate: z.string().optional(),
  /** Who signs the letter (sender.ts): optional, checked only when given. */
  ...senderFields,
});

/** The letter form as the browser holds it and the letter is built from (strings as typed). */
export type LetterForm = z.output<typeof letterFormFields>;

/** The form's first values: each field's default from the schema, blank text where it has none. */
export function emptyLetterForm(): LetterForm {
  return formDefaults(letterFormFields);
}

/**
 * The letter form's rules. Tenure needs years or months; its error sits on `tenureLengthYears`, the first of the two
 * inputs. Months above 11 are not rejected (no message exists for it); the builder carries them into years.
 */
export const letterFormSchema = letterFormFields
  .refine((form) => hasText(form.tenureLengthYears) || hasText(form.tenureLengthMonths), {
    error: LETTER_FORM_MESSAGES.tenureLength,
    path: ['tenureLengthYears'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .superRefine((form, ctx) => {
    for (const issue of askIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
  });

/**
 * The ask must be one the letter can make (ADR 0055): a reduction that is an amount or a percentage under half the
 * rent; a counter needs the landlord's proposed increase, and the renter's own counter must lie between the current
 * and the proposed rent. Each message sits on the field to change.
 */
function askIssues(
  form: Pick<LetterForm, 'stance' | 'desiredReduction' | 'currentRent' | 'landlordProposedRent' | 'counterRent'>,
): { message: string; path: [keyof LetterForm] }[] {
  const current = positiveAmount(form.currentRent);
  if (form.stance === 'reduce' && hasText(form.desiredReduction)) {
    const raw = form.desiredReduction.trim();
    if (!/^\$?\s*\d[\d,]*(\.\d+)?\s*(%|percent)?$/i.test(raw) || amountOf(raw) <= 0)
      return [{ message: LETTER_FORM_MESSAGES.desiredReductionFormat, path: ['desiredReduction'] }];
    const percent = /%|percent/i.test(raw);
    if ((percent && amountOf(raw) >= 50) || (!percent && current !== null && amountOf(raw) >= current / 2))
      return [{ message: LETTER_FORM_MESSAGES.desiredReductionTooLarge, path: ['desiredReduction'] }];
  }
  if (form.stance !== 'counter') return [];
  const proposed = positiveAmount(form.landlordProposedRent);
  if (proposed === null) return [{ message: LETTER_FORM_MESSAGES.counterProposalMissing, path: ['landlordProposedRent'] }];
  if (current !== null && Math.round(proposed) <= Math.round(current))
    return [{ message: LETTER_FORM_MESSAGES.counterProposalNotIncrease, path: ['landlordProposedRent'] }];
  if (!hasText(form.counterRent)) return [];
  const counterAmount = positiveAmount(form.counterRent);
  if (counterAmount === null) return [{ message: LETTER_FORM_MESSAGES.counterRentFormat, path: ['counterRent'] }];
  const counter = Math.round(counterAmount);
  if (current !== null && (counter <= Math.round(current) || counter >= Math.round(proposed)))
    return [{ message: LETTER_FORM_MESSAGES.counterRentRange, path: ['counterRent'] }];
  return [];
}

/** What the schema accepts (a field left out takes its default). */
export type LetterFormInput = z.input<typeof letterFormSchema>;
