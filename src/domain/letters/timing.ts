import { planTiming, type TimingAdvice } from '../strategy/strategy.ts';
import { dayNumberOf, isoDay, longDate } from '../shared/dates.ts';

/** Agreement in writing about six weeks before the lease ends, signed a week later. */
const WRITTEN_BEFORE_END_DAYS = 42;
export const MAX_TIMING_STEPS = 18;

export const REDUCTION_TIP =
  'Ask for a 5 to 15 percent reduction: it is a realistic range that landlords take seriously, especially when market data backs it up.';
const REDUCTION_RANGE_PERCENT = { low: 5, high: 15 } as const;

/**
 * early: more than 90 days left (send on the plan's date, 90 days before the end); in-window: 60 to 90 days;
 * late: under 60 days; expired: the end date has passed.
 */
export type TimingStatus = 'early' | 'in-window' | 'late' | 'expired';

export interface TimingStep {
  /** ISO date (YYYY-MM-DD) the step starts: the first day its actions are due. */
  weekStart: string;
  /**
   * ISO date of the step's last day: six days later, or the day before the next step (or before the lease ends) when
   * that comes first. The card names the step by these two days ("Sat, Nov 28 to Fri, Dec 4"), never "week of" a day
   * that is not the start of a week.
   */
  until: string;
  action: string;
}

export interface NegotiationTiming {
  leaseEnd: string;
  /** Negative once the lease end has passed. */
  daysUntilEnd: number;
  status: TimingStatus;
  /** ISO date the letter is dated and sent: the negotiation plan's sendOn. */
  sendOn: string;
  /** ISO date the letter asks for a reply by: the plan's replyBy. */
  replyBy: string;
  steps: TimingStep[];
}

export const TIMING_ACTIONS = {
  research: 'Research comparable rents: check listings for similar units nearby and run the free market analysis.',
  prepare:
    'Prepare your case: note your strengths as a tenant, any improvements you made and open maintenance issues, then generate your letter.',
  send: 'Send your negotiation letter to your landlord by email or in writing.',
  followUp: 'If you have had no reply, follow up politely.',
  negotiate: 'Negotiate: answer any counter-offer (the Response Generator can help) and offer a longer lease or early renewal in exchange.',
  keepTalking: 'keep the conversation going and check in once a week until you reach an agreement.',
  written: 'Get the agreed rent and lease terms in writing.',
  sign: 'Review and sign your renewal before the lease ends.',
} as const;

const STATUS_OF: Record<Exclude<TimingAdvice, 'unknown'>, TimingStatus> = {
  wait: 'early',
  'send-now': 'in-window',
  urgent: 'late',
  expired: 'expired',
};

/**
 * Where the renter stands against their lease end and a week-by-week plan to it, on the negotiation plan's dates
 * (strategy.ts `planTiming`): the "send" step falls in the week of its sendOn and the follow-up in the week of its
 * replyBy, so the strategy card, this plan and the letter never disagree. Null when the date is unknown.
 */
export function negotiationTiming(leaseEndDate: string | undefined, today: Date): NegotiationTiming | null {
  const now = dayNumberOf(today);
  const plan = planTiming(leaseEndDate, now);
  if (plan.leaseEnd === null || plan.daysLeft === null || plan.advice === 'unknown') return null;
  const { sendOn, replyBy, leaseEnd } = plan;
  const status = STATUS_OF[plan.advice];

  const timed: { day: number; action: string }[] = [];
  if (status === 'expired') {
    timed.push({ day: now, action: `Your lease end date has passed. ${TIMING_ACTIONS.research}` });
  } else if (sendOn - 14 > now) {
    timed.push({
      day: now,
      action: `Your best day to send your letter is ${longDate(sendOn)}, 90 days before your lease ends. Until then, keep paying on time and save listings of comparable units.`,
    });
  }
  if (status !== 'expired') timed.push({ day: Math.max(now, sendOn - 14), action: TIMING_ACTIONS.research });
  timed.push(
    { day: Math.max(now, sendOn - 7), action: TIMING_ACTIONS.prepare },
    { day: sendOn, action: `${TIMING_ACTIONS.send} It asks for a reply by ${longDate(replyBy)}.` },
    { day: replyBy, action: TIMING_ACTIONS.followUp },
    { day: replyBy + 7, action: TIMING_ACTIONS.negotiate },
  );
  const written = status === 'expired' ? replyBy + 14 : Math.min(Math.max(replyBy + 14, leaseEnd - WRITTEN_BEFORE_END_DAYS), leaseEnd - 7);
  const quietDays = written - (replyBy + 7) - 7;
  if (quietDays >= 7) {
    const weeks = Math.ceil(quietDays / 7);
    timed.push({
      day: replyBy + 14,
      action: `${weeks === 1 ? 'This week' : `Over the next ${weeks} weeks`}, ${TIMING_ACTIONS.keepTalking}`,
    });
  }
  timed.push(
    { day: written, action: TIMING_ACTIONS.written },
    {
      day: status === 'expired' ? written : Math.min(written + 7, leaseEnd),
      action: status === 'expired' ? 'Then sign the new lease.' : TIMING_ACTIONS.sign,
    },
  );

  // One step a week: an action due less than a week after the last step's start joins that step. Before the lease
  // ends, nothing is planned on or after its last day.
  const steps: { day: number; actions: string[] }[] = [];
  for (const { day: due, action } of timed) {
    const day = status === 'expired' ? due : Math.max(now, Math.min(due, leaseEnd - 1));
    const last = steps.at(-1);
    if (last && day < last.day + 7) last.actions.push(action);
    else steps.push({ day, actions: [action] });
  }
  return {
    leaseEnd: isoDay(leaseEnd),
    daysUntilEnd: plan.daysLeft,
    status,
    sendOn: isoDay(sendOn),
    replyBy: isoDay(replyBy),
    steps: steps.slice(0, MAX_TIMING_STEPS).map((step, i) => {
      const next = steps[i + 1]?.day ?? Number.POSITIVE_INFINITY;
      const last = Math.max(step.day, Math.min(step.day + 6, next - 1, status === 'expired' ? Number.POSITIVE_INFINITY : leaseEnd - 1));
      return { weekStart: isoDay(step.day), until: isoDay(last), action: step.actions.join(' ') };
    }),
  };
}

export interface ReductionRange {
  low: number;
  high: number;
}

/** 5% and 15% of the rent in whole dollars; null for a rent that is not a positive number. */
export function suggestedReductionRange(currentRent: number): ReductionRange | null {
  if (!Number.isFinite(currentRent) || currentRent <= 0) return null;
  return {
    low: Math.round((currentRent * REDUCTION_RANGE_PERCENT.low) / 100),
    high: Math.round((currentRent * REDUCTION_RANGE_PERCENT.high) / 100),
  };
}
