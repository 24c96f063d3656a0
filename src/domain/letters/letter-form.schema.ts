import { z } from 'zod';
import { HOUSING_TYPES, TIER_LEVELS } from '../market/market-options.ts';
import { UTILITIES_ANSWERS } from '../market/utilities.ts';
import { MAX_COMPARABLES } from '../strategy/comparable.ts';
import { MIN_MONTHLY_RENT, moneyInput } from '../shared/money.ts';
import { firstMessageByField, hasText, type InputAccepting, optionalText, requiredText } from './form-fields.ts';
import {
  LEASE_TERMS,
  LETTER_FORM_MESSAGES,
  type LetterForm,
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
 * The letter form as the browser holds it (strings as typed). Tenure needs years or months; its error sits on
 * `tenureLengthYears`, the first of the two inputs. Months above 11 are not rejected (no message exists for it);
 * the builder carries them into years. Its output is a `LetterForm` (letter-form.ts; checked at compile time).
 */
export const letterFormSchema = z
  .object({
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
    desiredReduction: optionalText,
    reasonForReduction: z.enum(REASON_IDS).default('market_analysis'),
    additionalNotes: optionalText,
    willResignEarly: z.boolean().default(false),
    propertyImprovements: optionalText,
    maintenanceIssues: optionalText,
    rentIncreaseHistory: optionalText,
    renewalTimeframe: optionalText,
    comparables: z.array(comparableSchema).max(MAX_COMPARABLES, { error: LETTER_FORM_MESSAGES.comparablesMax }).default([]),
    tenantQuality: z.array(z.enum(STRENGTH_IDS)).default([]),
    stance: z.enum(STANCES).default('reduce'),
    counterRent: optionalText,
    leaseTermMonths: z.enum(LEASE_TERMS).default('12'),
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
  })
  .refine((form) => hasText(form.tenureLengthYears) || hasText(form.tenureLengthMonths), {
    error: LETTER_FORM_MESSAGES.tenureLength,
    path: ['tenureLengthYears'],
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  .superRefine((form, ctx) => {
    for (const issue of askIssues(form)) ctx.addIssue({ code: 'custom', ...issue });
  }) satisfies z.ZodType<LetterForm>;

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

/** What the schema accepts; a `LetterForm` (what the browser holds) is checked at compile time to be such input. */
export type LetterFormInput = InputAccepting<typeof letterFormSchema, LetterForm>;
export type LetterFormErrors = Partial<Record<keyof LetterForm, string>>;

/** Field → message for every failing field; `{}` when the letter can be generated. */
export function validateLetterForm(form: LetterFormInput): LetterFormErrors {
  const result = letterFormSchema.safeParse(form);
  return result.success ? {} : firstMessageByField<keyof LetterForm>(result.error.issues);
}
