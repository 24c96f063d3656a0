import { isoDay, longDate, parseIsoDay, utcDayNumberOf } from '../shared/dates.ts';
import { formatUsd } from '../shared/money.ts';
import { type PlanDate, planDates, type ReminderKind, type SavedNegotiation } from './saved-negotiation.ts';

/**
 * A saved negotiation followed to its end (ADR 0068): where it stands decides which dates are still ahead. The
 * dashboard's "Due next", the reminder emails and the calendar file all read `negotiationAgenda`, so none of them asks
 * for an answer that has come or a letter that was sent.
 */

export interface Agreement {
  /** The agreed monthly rent. */
  rent: number;
  termMonths: number;
  /** YYYY-MM-DD: the day the renter means to have signed the renewal by. */
  signBy: string;
  /** YYYY-MM-DD: the day it was agreed. */
  agreedOn: string;
}

export interface NegotiationProgress {
  sendOn: string;
  replyBy: string;
  noticeBy: string | null;
  leaseEnd: string | null;
  /** YYYY-MM-DD the renter marked the letter sent; null until then. */
  letterSentOn: string | null;
  /** True once an answer of the landlord's is recorded. */
  answered: boolean;
  agreement: Agreement | null;
  /** YYYY-MM-DD the renewal was signed: the negotiation is over. */
  signedOn: string | null;
}

/** Where a saved negotiation stands, as the agenda reads it. */
export function progressOf(
  n: Pick<SavedNegotiation, 'sendOn' | 'replyBy' | 'noticeBy' | 'leaseEnd' | 'letterSentOn' | 'agreement' | 'signedOn' | 'events'>,
): NegotiationProgress {
  return {
    sendOn: n.sendOn,
    replyBy: n.replyBy,
    noticeBy: n.noticeBy,
    leaseEnd: n.leaseEnd,
    letterSentOn: n.letterSentOn,
    answered: n.events.some((e) => e.kind === 'landlord_answer'),
    agreement: n.agreement,
    signedOn: n.signedOn,
  };
}

export type AgendaKind = ReminderKind | 'lease_end';

export interface AgendaItem extends Omit<PlanDate, 'kind'> {
  kind: AgendaKind;
}

/** What a kind of date asks the renter to do (overdue ones stay due until done); the others only inform. */
const ACTIONS: ReadonlySet<AgendaKind> = new Set(['send', 'follow_up', 'sign_by']);

/** Where the negotiation stands, for the dashboard. */
export type Stage = 'letter' | 'sent' | 'answered' | 'agreed' | 'signed';

export function stageOf(p: NegotiationProgress): Stage {
  if (p.signedOn) return 'signed';
  if (p.agreement) return 'agreed';
  if (p.answered) return 'answered';
  return p.letterSentOn ? 'sent' : 'letter';
}

const longDateOf = (iso: string) => {
  const day = parseIsoDay(iso);
  return day === null ? iso : longDate(day);
};

/**
 * The dates still ahead of the renter, in date order: send the letter (until it is marked sent or answered), the
 * answer due and the follow-up (until an answer is recorded), the lease's notice deadline (until the renewal is
 * agreed), the day to sign by (once agreed), and the lease end (until signed). Nothing once the renewal is signed.
 */
export function negotiationAgenda(p: NegotiationProgress): AgendaItem[] {
  if (p.signedOn) return [];
  const items: AgendaItem[] = planDates(p).filter((d) => {
    if (d.kind === 'send') return !p.letterSentOn && !p.answered && !p.agreement;
    if (d.kind === 'reply_by' || d.kind === 'follow_up') return !p.answered && !p.agreement;
    return !p.agreement;
  });
  if (p.agreement) {
    items.push({
      kind: 'sign_by',
      date: p.agreement.signBy,
      title: 'Sign your renewal',
      description: `You agreed ${formatUsd(p.agreement.rent)} a month for ${p.agreement.termMonths} months. Sign the renewal by ${longDateOf(p.agreement.signBy)}, and read it first: the rent, the term and the start date should be the ones you agreed.`,
    });
  }
  if (p.leaseEnd) {
    items.push({
      kind: 'lease_end',
      date: p.leaseEnd,
      title: 'Your lease ends',
      description: p.agreement
        ? 'Your current lease ends today; your renewal starts after it.'
        : 'Your current lease ends today. Agree and sign your renewal before then, or give the notice your lease asks for.',
    });
  }
  return items.toSorted((a, b) => a.date.localeCompare(b.date));
}

/** The kinds of dates a reminder email is sent for (the lease end is in the calendar file and on the dashboard only). */
export function emailedAgenda(p: NegotiationProgress): (AgendaItem & { kind: ReminderKind })[] {
  return negotiationAgenda(p).filter((item): item is AgendaItem & { kind: ReminderKind } => item.kind !== 'lease_end');
}

/**
 * The dashboard's "Due next": an action whose day has passed and is not done yet (overdue), else the first date on or
 * after today; null when nothing is ahead.
 */
export function dueNext(p: NegotiationProgress, today: string): (AgendaItem & { overdue: boolean }) | null {
  const items = negotiationAgenda(p);
  const overdue = items.find((item) => item.date < today && ACTIONS.has(item.kind));
  if (overdue) return { ...overdue, overdue: true };
  const next = items.find((item) => item.date >= today);
  return next ? { ...next, overdue: false } : null;
}

export interface Outcome {
  /** The landlord's first proposal: the proposed rent the letter answered, else the first figure of a recorded answer, else the current rent. */
  firstProposal: number;
  firstProposalSource: 'proposal' | 'answer' | 'current';
  agreedRent: number;
  termMonths: number;
  /** (firstProposal - agreedRent) x termMonths; negative when the agreed rent is above the first proposal. */
  savedOverTerm: number;
}

/** What the renter saved against the landlord's first proposal over the agreed term; null before an agreement. */
export function negotiationOutcome(
  n: { proposedRent: number | null; currentRent: number; events: readonly { kind: string; amount: number | null }[] },
  agreement: Agreement | null,
): Outcome | null {
  if (!agreement) return null;
  const answered = n.events.find((e) => e.kind === 'landlord_answer' && e.amount !== null)?.amount ?? null;
  const [firstProposal, firstProposalSource] =
    n.proposedRent !== null
      ? ([n.proposedRent, 'proposal'] as const)
      : answered !== null
        ? ([answered, 'answer'] as const)
        : ([n.currentRent, 'current'] as const);
  return {
    firstProposal,
    firstProposalSource,
    agreedRent: agreement.rent,
    termMonths: agreement.termMonths,
    savedOverTerm: (firstProposal - agreement.rent) * agreement.termMonths,
  };
}

/** Today as the server counts it (UTC), for the reminders the server schedules. */
export const utcToday = (now: Date) => isoDay(utcDayNumberOf(now));
