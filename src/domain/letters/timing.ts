import { addMonths, dayNumberOf, isoDay, longDate, parseIsoDay } from './format.ts';

/** The best time to negotiate is when the renewal is 4 months away or less. */
const NEGOTIATION_WINDOW_MONTHS = 4;
/** Under this many days before the lease ends there is little room left (most leases ask 30 days' notice). */
const LATE_THRESHOLD_DAYS = 30;
export const MAX_TIMING_STEPS = 18;

export const REDUCTION_TIP =
  'Ask for a 5 to 15 percent reduction: it is a realistic range that landlords take seriously, especially when market data backs it up.';
const REDUCTION_RANGE_PERCENT = { low: 5, high: 15 } as const;

export type TimingStatus = 'early' | 'in-window' | 'late' | 'expired';

export interface TimingStep {
  /** ISO date (YYYY-MM-DD) of the week the action belongs to. */
  weekStart: string;
  action: string;
}

export interface NegotiationTiming {
  leaseEnd: string;
  /** ISO date 4 months before the lease ends. */
  windowOpens: string;
  /** Negative once the lease end has passed. */
  daysUntilEnd: number;
  status: TimingStatus;
  steps: TimingStep[];
}

export const TIMING_ACTIONS = {
  research: 'Research comparable rents: check listings for similar units nearby and run the free market analysis.',
  prepare:
    'Prepare your case: note your strengths as a tenant, any improvements you made and open maintenance issues, then generate your letter.',
  send: 'Send your negotiation letter to your landlord by email or in writing.',
  followUp: 'Follow up politely if you have had no reply after 7 days.',
  negotiate: 'Negotiate: answer any counter-offer (the Response Generator can help) and offer a longer lease or early renewal in exchange.',
  keepTalking: 'keep the conversation going and check in once a week until you reach an agreement.',
  written: 'Get the agreed rent and lease terms in writing.',
  sign: 'Review and sign your renewal before the lease ends.',
} as const;

const ORDERED_ACTIONS = [
  TIMING_ACTIONS.research,
  TIMING_ACTIONS.prepare,
  TIMING_ACTIONS.send,
  TIMING_ACTIONS.followUp,
  TIMING_ACTIONS.negotiate,
  TIMING_ACTIONS.written,
  TIMING_ACTIONS.sign,
] as const;

/**
 * Where the renter stands against their lease end and a week-by-week plan to it. Null when the date is unknown.
 * early: the window has not opened (the plan starts when it does); in-window: 4 months or less and at least
 * 30 days left; late: under 30 days left; expired: the end date has passed (a 3-week catch-up plan from today).
 */
export function negotiationTiming(leaseEndDate: string | undefined, today: Date): NegotiationTiming | null {
  const end = parseIsoDay(leaseEndDate);
  if (end === null) return null;
  const now = dayNumberOf(today);
  const opens = addMonths(end, -NEGOTIATION_WINDOW_MONTHS);
  const daysUntilEnd = end - now;
  const status: TimingStatus =
    daysUntilEnd < 0 ? 'expired' : daysUntilEnd < LATE_THRESHOLD_DAYS ? 'late' : now < opens ? 'early' : 'in-window';

  const steps: TimingStep[] = [];
  if (status === 'expired') {
    steps.push(
      { weekStart: isoDay(now), action: `Your lease end date has passed. ${TIMING_ACTIONS.research} ${TIMING_ACTIONS.send}` },
      { weekStart: isoDay(now + 7), action: `${TIMING_ACTIONS.followUp} ${TIMING_ACTIONS.negotiate}` },
      { weekStart: isoDay(now + 14), action: `${TIMING_ACTIONS.written} Then sign the new lease.` },
    );
  } else {
    const start = status === 'early' ? opens : now;
    if (status === 'early') {
      steps.push({
        weekStart: isoDay(now),
        action: `Your negotiation window opens on ${longDate(opens)}. Until then, keep paying on time and save listings of comparable units.`,
      });
    }
    for (const { week, action } of weeklyPlan(Math.max(1, Math.ceil((end - start) / 7)))) {
      steps.push({ weekStart: isoDay(start + week * 7), action });
    }
  }
  return { leaseEnd: isoDay(end), windowOpens: isoDay(opens), daysUntilEnd, status, steps: steps.slice(0, MAX_TIMING_STEPS) };
}

/**
 * Actions for `weeks` weeks. With 8 weeks or more: one step a week for the first five, quiet weeks grouped
 * into one entry, and the agreement signed about five weeks before the end. With fewer, the seven steps
 * share the weeks there are, in order.
 */
function weeklyPlan(weeks: number): { week: number; action: string }[] {
  if (weeks < 8) {
    const slots = Math.min(weeks, ORDERED_ACTIONS.length);
    return Array.from({ length: slots }, (_, slot) => {
      const from = Math.floor((slot * ORDERED_ACTIONS.length) / slots);
      const to = Math.floor(((slot + 1) * ORDERED_ACTIONS.length) / slots);
      return { week: slot, action: ORDERED_ACTIONS.slice(from, to).join(' ') };
    });
  }
  const writtenWeek = Math.max(5, weeks - 6);
  const plan: { week: number; action: string }[] = [
    { week: 0, action: TIMING_ACTIONS.research },
    { week: 1, action: TIMING_ACTIONS.prepare },
    { week: 2, action: TIMING_ACTIONS.send },
    { week: 3, action: TIMING_ACTIONS.followUp },
    { week: 4, action: TIMING_ACTIONS.negotiate },
  ];
  if (writtenWeek > 5) {
    const quietWeeks = writtenWeek - 5;
    const span = quietWeeks === 1 ? 'This week' : `Over the next ${quietWeeks} weeks`;
    plan.push({ week: 5, action: `${span}, ${TIMING_ACTIONS.keepTalking}` });
  }
  plan.push({ week: writtenWeek, action: TIMING_ACTIONS.written }, { week: writtenWeek + 1, action: TIMING_ACTIONS.sign });
  return plan;
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
