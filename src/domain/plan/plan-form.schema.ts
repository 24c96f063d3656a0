import { z } from 'zod';
import { SCENARIO_KEYS } from '../letters/scenarios.ts';
import { comparableSchema } from '../letters/letter-form.schema.ts';
import { BEDROOM_OPTIONS, HOUSING_TYPES, MAX_MONTHLY_RENT, TIER_LEVELS } from '../market/market-options.ts';
import { MAX_COMPARABLES } from '../strategy/comparable.ts';
import { RENT_CHECK_ANSWERS, RENT_CHECK_RULE_INPUTS } from '../rent-rules/schema.ts';
import { parseIsoDay } from '../shared/dates.ts';
import { MIN_MONTHLY_RENT, moneyAmount } from '../shared/money.ts';
import { type PlanForm, PLAN_FORM_MESSAGES } from './plan-form.ts';
import { MAX_OVERLAP_DAYS } from '../strategy/walk-away.ts';
import { isZip } from '../shared/zip.ts';

/** One-time costs above this are a typo, not a move. */
const MAX_COST = 100_000;

/** "2,400", "$2,400", "2400": whole dollars as typed; '' stays ''. */
const dollarsText = z
  .string()
  .default('')
  .transform((value) => value.trim());

const isDollars = (value: string) => /^\$?\s*\d[\d,]*$/.test(value);

/** An optional monthly rent of at least $300; its message when it is not one. */
const optionalRent = (message: string) =>
  dollarsText.refine((v) => v === '' || (isDollars(v) && moneyAmount(v) >= MIN_MONTHLY_RENT && moneyAmount(v) <= MAX_MONTHLY_RENT), {
    error: message,
  });

/** An optional one-time cost in whole dollars, $0 to $100,000. */
const optionalCost = dollarsText.refine((v) => v === '' || (isDollars(v) && moneyAmount(v) <= MAX_COST), {
  error: PLAN_FORM_MESSAGES.cost,
});

const optionalDate = (message: string) =>
  z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDay(v) !== null), { error: message });

/**
 * The plan page's form (ADR 0058): the lease the scenarios are built from, the renter's listings for the market
 * report, and the alternative and one-time costs of moving for the walk-away point. Kept as typed (strings), so the
 * account can keep it and any device can show it again exactly; a blank field is allowed everywhere, and
 * `planRequestSchema` asks for the ZIP code and the rent before a plan is computed.
 */
export const planFormSchema = z.object({
  zipcode: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || isZip(v), { error: PLAN_FORM_MESSAGES.zipcode }),
  currentRent: optionalRent(PLAN_FORM_MESSAGES.currentRent),
  bedrooms: z.enum(BEDROOM_OPTIONS.map(String) as [string, ...string[]], { error: PLAN_FORM_MESSAGES.bedrooms }).default('1'),
  housingType: z.enum(HOUSING_TYPES, { error: PLAN_FORM_MESSAGES.housingType }).default('apartment'),
  tierLevel: z.enum(TIER_LEVELS, { error: PLAN_FORM_MESSAGES.tierLevel }).default('average'),
  landlordProposedRent: optionalRent(PLAN_FORM_MESSAGES.landlordProposedRent),
  leaseEndDate: optionalDate(PLAN_FORM_MESSAGES.leaseEndDate),
  comparables: z.array(comparableSchema).max(MAX_COMPARABLES, { error: PLAN_FORM_MESSAGES.comparablesMax }).default([]),
  /** A rent the renter found for the home they would move to; '' for our estimate for similar homes. */
  alternativeRent: optionalRent(PLAN_FORM_MESSAGES.alternativeRent),
  movers: optionalCost,
  deposit: optionalCost,
  applicationFees: optionalCost,
  overlapDays: z
    .string()
    .default('')
    .transform((v) => v.trim())
    .refine((v) => v === '' || (/^\d{1,3}$/.test(v) && Number(v) <= MAX_OVERLAP_DAYS), { error: PLAN_FORM_MESSAGES.overlapDays }),
  setUp: optionalCost,
  /** The renter's answers to the rent check's questions, by question id. */
  ruleAnswers: RENT_CHECK_ANSWERS.refine((answers) => Object.keys(answers).length <= 40, { error: PLAN_FORM_MESSAGES.ruleAnswers }).default(
    {},
  ),
  chosenScenario: z.enum([...SCENARIO_KEYS, '']).default(''),
}) satisfies z.ZodType<PlanForm, unknown>;

/**
 * POST /api/plan: the form, complete enough for a plan, the renter's own day (their clock, not the server's), and what
 * the rent check card took beside the form's answers: a figure read on the official page (ADR 0072, 0 to 100 here; the
 * server refuses one above the rule's ceiling) and the month counts it asked.
 */
export const planRequestSchema = z.object({
  form: planFormSchema
    .refine((form) => form.zipcode !== '', { error: PLAN_FORM_MESSAGES.zipcodeMissing, path: ['zipcode'] })
    .refine((form) => form.currentRent !== '', { error: PLAN_FORM_MESSAGES.currentRentMissing, path: ['currentRent'] }),
  today: optionalDate(PLAN_FORM_MESSAGES.today),
  rules: RENT_CHECK_RULE_INPUTS.default({ figures: {}, tenancyMonths: null, leaseTermMonths: null }),
});

export type PlanRequest = z.output<typeof planRequestSchema>;

/** PUT /api/plan/saved: the form as typed, kept on the account with the renter's consent (ADR 0060). */
export const savePlanSchema = z.object({ form: planFormSchema });
