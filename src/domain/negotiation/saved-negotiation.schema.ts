import { z } from 'zod';
import { letterHandoffSchema } from '../letters/letter-handoff.schema.ts';
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

export const negotiationEventSchema = z.object({
  kind: z.enum(NEGOTIATION_EVENT_KINDS, { error: 'Kind must be letter, landlord_answer or reply' }),
  text,
  date: day('Date'),
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
