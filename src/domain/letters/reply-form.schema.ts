import { z } from 'zod';
import { type InputAccepting, optionalText, requiredText } from './form-fields.ts';
import { LEASE_TERMS } from './letter-form.ts';
import { fmrTrendSchema, letterPointsSchema, rentCapNoteSchema } from './letter-handoff.schema.ts';
import { REPLY_FORM_MESSAGES, type ReplyFormValues, TIMELINES } from './reply-form.ts';
import { senderFields } from './sender.schema.ts';
import { MIN_MONTHLY_RENT } from '../shared/money.ts';
import type { Flexibility } from '../strategy/strategy.ts';
import type { ReplyResponseType } from './reply-phrases.ts';
import { MAX_BLENDED_TONES, REPLY_TONES } from './tones.ts';

const RESPONSE_TYPES = ['counter', 'partial', 'decline'] as const satisfies readonly ReplyResponseType[];
const FLEXIBILITY_OPTIONS = ['lease-extension', 'improvements', 'none'] as const satisfies readonly Flexibility[];

/**
 * The reply form; `responseType` may be '' (nothing chosen yet) in the browser and is required to submit.
 */
export const replyFormSchema = z.object({
  landlordName: optionalText,
  landlordResponse: requiredText(REPLY_FORM_MESSAGES.landlordResponse),
  responseType: z.enum([...RESPONSE_TYPES, ''], { error: REPLY_FORM_MESSAGES.responseType }).transform((value, ctx) => {
    if (value !== '') return value;
    ctx.addIssue({ code: 'custom', message: REPLY_FORM_MESSAGES.responseType });
    return z.NEVER;
  }),
  counterOffer: optionalText,
  currentRent: optionalText,
  requestedReduction: optionalText,
  askedTerm: z.enum(LEASE_TERMS).default('12'),
  proposedRent: optionalText,
  flexibility: z.enum(FLEXIBILITY_OPTIONS).default('none'),
  additionalTerms: optionalText,
  /** The market average from the renter's analysis, when they have it (optional). */
  marketRent: optionalText,
  timeline: z.enum(TIMELINES).default('normal'),
  replyBy: z.union([z.literal(''), z.iso.date()]).default(''),
  hudTrend: fmrTrendSchema.nullable().default(null),
  rentCap: rentCapNoteSchema.nullable().default(null),
  letterPoints: letterPointsSchema.nullable().default(null),
  walkAway: z
    .object({
      alternativeRent: z.number().int().min(MIN_MONTHLY_RENT).max(100_000),
      oneTimeTotal: z.number().int().min(0).max(1_000_000),
      source: z.enum(['market', 'renter']),
    })
    .nullable()
    .default(null),
  selectedTones: z.array(z.enum(REPLY_TONES)).min(1, { error: REPLY_FORM_MESSAGES.selectedTones }).max(MAX_BLENDED_TONES),
  acceptDisclaimer: z
    .boolean({ error: REPLY_FORM_MESSAGES.acceptDisclaimer })
    .refine((accepted) => accepted, { error: REPLY_FORM_MESSAGES.acceptDisclaimer }),
  /** Who signs the reply (sender.ts): optional, checked only when given. */
  ...senderFields,
});

/** What the schema accepts; the browser's `ReplyFormValues` (reply-form.ts) are checked at compile time to be such input. */
export type ReplyFormInput = InputAccepting<typeof replyFormSchema, ReplyFormValues>;
export type ReplyForm = z.output<typeof replyFormSchema>;
