import type { LetterHandoff } from '../letters/letter-handoff.ts';
import { TIMING_ACTIONS } from '../letters/timing.ts';
import { parseIsoDay, isoDay, longDate } from '../shared/dates.ts';

// A Premium holder's saved negotiation (ADR 0050): the letter's figures and the plan's dates kept on the account with
// the renter's consent, what was sent and received, and reminders on the plan's dates. No zod here: the letter page
// reads the dates without loading it (the schemas are in saved-negotiation.schema.ts).

/**
 * Days a saved negotiation is kept after the account's Premium access ends (its last purchase's expiry, extended when a
 * purchase is extended); then it is deleted.
 */
export const NEGOTIATION_RETENTION_DAYS = 30;

/**
 * Per account: saved negotiations kept at once, and entries (letters, answers, replies) in one negotiation. A renter
 * negotiates a lease or two a year; the caps stop an account from filling the database or an inbox.
 */
export const NEGOTIATION_LIMITS = { perAccount: 10, eventsPerNegotiation: 40 } as const;

export const NEGOTIATION_EVENT_KINDS = ['letter', 'landlord_answer', 'reply'] as const;
export type NegotiationEventKind = (typeof NEGOTIATION_EVENT_KINDS)[number];

export const REMINDER_KINDS = ['send', 'reply_by', 'follow_up', 'notice', 'sign_by'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** The follow-up is due the day after the reply-by date, when no answer has come (the timing plan's follow-up week). */
const FOLLOW_UP_AFTER_REPLY_BY_DAYS = 1;

export interface SavedNegotiationEvent {
  id: number;
  kind: NegotiationEventKind;
  text: string;
  /** 'YYYY-MM-DD': when it was sent or received. */
  date: string;
  /** The landlord's monthly rent in a recorded answer, when the renter entered it. */
  amount: number | null;
  createdAt: string;
}

export interface SavedNegotiation {
  id: string;
  addressLabel: string;
  landlordName: string;
  currentRent: number;
  askedRent: number;
  proposedRent: number | null;
  leaseEnd: string | null;
  sendOn: string;
  replyBy: string;
  noticeBy: string | null;
  /** The letter's figures: the reply page starts from them. */
  handoff: LetterHandoff;
  remindersOn: boolean;
  remindersStopped: boolean;
  /**
   * Reminders are on but the account's email address is not confirmed yet: none is sent until it is (the confirmation
   * email was sent when reminders were turned on).
   */
  remindersAwaitConfirmation: boolean;
  /** When the account's Premium access ends: the latest expiry of its purchases. */
  expiresAt: string;
  /** When it is deleted: expiresAt plus NEGOTIATION_RETENTION_DAYS. */
  deleteAfter: string;
  createdAt: string;
  /** Oldest first. */
  events: SavedNegotiationEvent[];
  /** The negotiation followed to its end (ADR 0068). */
  letterSentOn: string | null;
  agreement: { rent: number; termMonths: number; signBy: string; agreedOn: string } | null;
  signedOn: string | null;
}

/** One date of the plan, as a calendar event, an email and the dashboard's "due next" name it. */
export interface PlanDate {
  kind: Exclude<ReminderKind, 'sign_by'>;
  /** 'YYYY-MM-DD'. */
  date: string;
  title: string;
  description: string;
}

export interface PlanDatesInput {
  sendOn: string;
  replyBy: string;
  noticeBy: string | null;
}

/** The plan's dates in date order: send by, the reply-by date, the follow-up, and the lease's notice deadline if known. */
export function planDates({ sendOn, replyBy, noticeBy }: PlanDatesInput): PlanDate[] {
  const replyDay = parseIsoDay(replyBy);
  const dates: PlanDate[] = [
    {
      kind: 'send',
      date: sendOn,
      title: 'Send your rent negotiation letter',
      description: `Your negotiation plan's day to send your letter to your landlord, by email or in writing. It asks for a reply by ${longDateOf(replyBy)}.`,
    },
    {
      kind: 'reply_by',
      date: replyBy,
      title: "Your landlord's answer is due",
      description:
        'Your letter asked your landlord to answer by today. When the answer comes, the Response Generator helps you write your reply.',
    },
  ];
  if (replyDay !== null) {
    dates.push({
      kind: 'follow_up',
      date: isoDay(replyDay + FOLLOW_UP_AFTER_REPLY_BY_DAYS),
      title: 'Follow up with your landlord',
      description: `Your landlord was asked to answer by ${longDate(replyDay)}. ${TIMING_ACTIONS.followUp}`,
    });
  }
  if (noticeBy) {
    dates.push({
      kind: 'notice',
      date: noticeBy,
      title: "Your lease's notice deadline",
      description:
        'The notice deadline you entered from your lease: the last day to tell your landlord in writing whether you will renew. Check your lease for how notice must be given.',
    });
  }
  return dates.toSorted((a, b) => a.date.localeCompare(b.date));
}

/** The first plan date on or after today ('YYYY-MM-DD'), or null when all have passed. */
export function nextPlanDate(dates: readonly PlanDate[], today: string): PlanDate | null {
  return dates.find((d) => d.date >= today) ?? null;
}

function longDateOf(iso: string): string {
  const day = parseIsoDay(iso);
  return day === null ? iso : longDate(day);
}
