import { z } from 'zod';
import { letterHandoffSchema } from '../letters/letter-handoff.schema.ts';
import { MAX_MONTHLY_RENT } from '../market/market-options.ts';
import { MIN_MONTHLY_RENT } from '../shared/money.ts';
import { NEGOTIATION_EVENT_KINDS } from './saved-negotiation.ts';

// What the letter and reply pages send to save a negotiation (POST /api/negotiations) and add to it
// (POST /api/negotiations/:id/events). The server takes the user and the expiry from the session and the purchase.

/** A letter or a reply is a page or two; the landlord's answer likewise. Well under the API's 64 KB body limit. */
const NEGOTIATION_TEXT_MAX = 20_000;

const text = z
  .string({ error: 'Text is required' })
  .transform((v) => v.trim())
  .pipe(z.string().min(1, 'Text is required').max(NEGOTIATION_TEXT_MAX, `Text must be at most ${NEGOTIATION_TEXT_MAX} characters`));

const day = (label: string) => z.iso.date(`${label} must be a date (YYYY-MM-DD)`);

export const saveNegotiationSchema = z
  .object({
    addressLabel: z
      .string()
      .max(200, 'Address must be at most 200 characters')
      .transform((v) => v.replace(/\s+/g, ' ').trim()),
    leaseEnd: day('Lease end').nullable(),
    sendOn: day('Send date'),
    replyBy: day('Reply-by date'),
    noticeBy: day('Notice deadline').nullable(),
    handoff: letterHandoffSchema,
    letter: text,
    /** The renter opted in to reminder emails on the plan's dates. */
    reminders: z.boolean(),
  })
  .refine((v) => v.replyBy >= v.sendOn, { message: 'The reply-by date must be on or after the send date', path: ['replyBy'] });

/** A monthly rent in whole dollars a renter records (the landlord's figure, the agreed rent). */
const monthlyRent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole dollars`)
    .min(MIN_MONTHLY_RENT, `${label} must be at least $${MIN_MONTHLY_RENT}`)
    .max(MAX_MONTHLY_RENT, `${label} must be at most $100,000`);

export const negotiationEventSchema = z.object({
  kind: z.enum(NEGOTIATION_EVENT_KINDS, { error: 'Kind must be letter, landlord_answer or reply' }),
  text,
  date: day('Date'),
  /** The monthly rent the landlord's answer names, when the renter enters it (ADR 0068). */
  amount: monthlyRent("Your landlord's rent").nullable().optional(),
});

/**
 * PATCH /api/negotiations/:id/progress (ADR 0068): the letter sent, the agreed rent and term with the day to sign by,
 * the renewal signed; null clears one. At least one is sent.
 */
export const negotiationProgressSchema = z
  .object({
    letterSentOn: day('The day you sent the letter').nullable().optional(),
    agreement: z
      .object({
        rent: monthlyRent('The agreed rent'),
        termMonths: z
          .number({ error: 'The term must be a number of months' })
          .int('The term must be whole months')
          .min(1, 'The term must be at least 1 month')
          .max(60, 'The term must be at most 60 months'),
        signBy: day('Sign the renewal by'),
        agreedOn: day('The day you agreed'),
      })
      .nullable()
      .optional(),
    signedOn: day('The day you signed').nullable().optional(),
  })
  .refine((v) => v.letterSentOn !== undefined || v.agreement !== undefined || v.signedOn !== undefined, {
    message: 'Nothing to record',
  });

export const negotiationIdSchema = z.object({ id: z.uuid('Not found') });

export const reminderStopSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid') });

/** GET /api/calendar/plan.ics: the plan's dates for the calendar file (any renter; the dates only). */
export const planCalendarQuerySchema = z
  .object({
    sendOn: day('Send date'),
    replyBy: day('Reply-by date'),
    noticeBy: z.union([z.literal(''), day('Notice deadline')]).optional(),
  })
  .refine((v) => v.replyBy >= v.sendOn, { message: 'The reply-by date must be on or after the send date', path: ['replyBy'] });

/**
 * POST /api/negotiations/:id/prepared-replies (ADR 0077): the renter's day, and the landlord's counter and further raise
 * the renter expects (null for the examples).
 */
export const preparedRepliesRequestSchema = z.object({
  today: day('Today'),
  counter: monthlyRent("Your landlord's counter").nullable().default(null),
  raise: monthlyRent("Your landlord's raised rent").nullable().default(null),
});
export type PreparedRepliesRequest = z.output<typeof preparedRepliesRequestSchema>;
