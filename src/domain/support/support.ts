import { z } from 'zod';
import { singleLine, stripControlCharacters } from '../shared/sanitize.ts';

/** Premium buyers' priority support requests (ADR 0047): sent by email to the operator's SUPPORT_EMAIL. */
export const SUPPORT_LIMITS = { subject: 120, message: 5000 } as const;

export const SUPPORT_MESSAGES = {
  subjectMissing: 'Please write a subject.',
  subjectTooLong: `Please keep the subject under ${SUPPORT_LIMITS.subject} characters.`,
  messageMissing: 'Please write your question.',
  messageTooLong: `Please keep your message under ${SUPPORT_LIMITS.message} characters.`,
  premiumRequired: 'Priority support is part of the Premium Package. Your account has no active Premium Package.',
  unavailable: 'Priority support is not offered on this site.',
} as const;

/** An IANA time zone this runtime knows ('America/Chicago'); the promise is written in the buyer's own. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** POST /api/support and the dashboard's form: the subject on one line, the message with its line breaks. */
export const supportRequestSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectMissing })
    .transform((text) => singleLine(text).trim())
    .pipe(z.string().min(1, SUPPORT_MESSAGES.subjectMissing).max(SUPPORT_LIMITS.subject, SUPPORT_MESSAGES.subjectTooLong)),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageMissing })
    .transform((text) => stripControlCharacters(text).trim())
    .pipe(z.string().min(1, SUPPORT_MESSAGES.messageMissing).max(SUPPORT_LIMITS.message, SUPPORT_MESSAGES.messageTooLong)),
  /** The buyer's time zone, from their browser: the answer-by time is written in it. Unknown or missing: UTC. */
  timeZone: z
    .string()
    .max(64)
    .optional()
    .transform((zone) => (zone && isTimeZone(zone) ? zone : 'UTC')),
});

export type SupportRequest = z.output<typeof supportRequestSchema>;

/** What the buyer is told after sending: the latest time the operator promised to answer by. */
export interface SupportReceipt {
  /** ISO time: sent time plus the promised hours. */
  answerBy: string;
  /** answerBy in the buyer's time zone: "Sunday, November 29, 2026, 9:30 AM EST". */
  answerByText: string;
  responseHours: number;
  /** True when a copy of the message was emailed to the buyer (only to a confirmed address). */
  copySent: boolean;
}

export function supportAnswerBy(sentAt: Date, responseHours: number): Date {
  return new Date(sentAt.getTime() + responseHours * 60 * 60 * 1000);
}

/** "Wednesday, November 25, 2026, 9:30 PM UTC" (the email says UTC; the page shows the buyer's own time zone). */
export function formatAnswerBy(answerBy: Date, timeZone?: string): string {
  return answerBy.toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}
