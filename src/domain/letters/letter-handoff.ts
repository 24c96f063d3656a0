import type { FmrTrend } from '../market/market.schema.ts';
import type { NegotiationStrategy } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { forLandlord } from './letter-phrases.ts';
import { isoDay } from '../shared/dates.ts';
import { clean, percentText } from '../shared/text.ts';
import { LEASE_TERMS } from './letter-form.ts';
import type { LetterForm } from './letter-form.schema.ts';
import type { Flexibility } from '../strategy/strategy.ts';
import type { LetterPoints, RentCapNote, ReplyFormValues } from './reply-form.ts';
import { limitWords } from '../rent-rules/check.ts';

// What the letter page hands to the reply page: the landlord's name and the figures of the last letter, kept in the
// browser (never sent) under a versioned key and checked with letter-handoff.schema.ts when read back. No zod here:
// the letter page saves a handoff without loading it.

/** Storage key; a change in the shape below gets a new version, so an old value is ignored rather than misread. */
export const LETTER_HANDOFF_KEY = 'rentcheck.letter-handoff.v1';

export interface LetterHandoff {
  landlordName: string;
  currentRent: number;
  /** The rent the letter asked for (the current rent when it asked to keep it). */
  askedRent: number;
  /** The increase the landlord had proposed before the letter. */
  proposedRent: number | null;
  /** Our market average for the renter's home, from the analysis the letter used. */
  marketAverage: number | null;
  /** The day the letter asked for an answer by, 'YYYY-MM-DD'. */
  replyBy: string | null;
  hudTrend: FmrTrend | null;
  rentCap: RentCapNote | null;
  /** The lease term the letter asked for (ADR 0061). */
  termMonths: number;
  /** What the renter would also give if the landlord says no; the reply offers nothing beyond it. */
  flexibility: Flexibility;
  /** The letter's arguments the reply repeats; null when it made none. */
  points: LetterPoints | null;
}

/** The handoff for a letter just built from these answers and this plan. */
export function letterHandoffOf(form: Pick<LetterForm, 'landlordName'>, plan: NegotiationStrategy): LetterHandoff {
  return {
    landlordName: clean(form.landlordName).slice(0, 200),
    currentRent: Math.round(plan.currentRent),
    askedRent: Math.round(plan.ask.targetRent),
    proposedRent: plan.proposal ? Math.round(plan.proposal.proposedRent) : null,
    marketAverage: plan.market ? Math.round(plan.market.average) : null,
    replyBy: isoDay(plan.timing.replyBy),
    hudTrend: plan.market?.analysis.trend ?? null,
    rentCap: plan.capCorrection
      ? {
          law: plan.capCorrection.law,
          place: plan.capCorrection.place,
          limit: percentText(plan.capCorrection.limitPercent),
          period: limitWords(plan.capCorrection, 'tenant'),
          unless: plan.capCorrection.unless.map(forLandlord),
          currentRent: Math.round(plan.currentRent),
          allowedRent: plan.capCorrection.allowedRent,
        }
      : null,
    termMonths: plan.termMonths,
    flexibility: plan.flexibility,
    points: pointsOf(plan),
  };
}

function pointsOf(plan: NegotiationStrategy): LetterPoints | null {
  const best = plan.bestComparable;
  const points: LetterPoints = {
    comparable: best ? { where: best.where ? best.where.slice(0, 300) : null, effectiveRent: best.effectiveRent } : null,
    repairs: plan.repairs ? plan.repairs.items.slice(0, 2000) : null,
    pastIncreases: plan.pastIncreases && plan.pastIncreases.total > 0 ? Math.round(plan.pastIncreases.total) : null,
  };
  return points.comparable || points.repairs || points.pastIncreases ? points : null;
}

/** The reply form fields the handoff fills in; the renter can change each of them. */
export function replyPrefillOf(handoff: LetterHandoff): Partial<ReplyFormValues> {
  return {
    landlordName: handoff.landlordName,
    currentRent: String(handoff.currentRent),
    requestedReduction: formatUsd(handoff.askedRent),
    proposedRent: handoff.proposedRent === null ? '' : String(handoff.proposedRent),
    marketRent: handoff.marketAverage === null ? '' : String(handoff.marketAverage),
    replyBy: handoff.replyBy ?? '',
    hudTrend: handoff.hudTrend,
    rentCap: handoff.rentCap,
    askedTerm: LEASE_TERMS.find((t) => Number(t) === handoff.termMonths) ?? '12',
    flexibility: handoff.flexibility,
    letterPoints: handoff.points,
  };
}
