import { emptyLetterForm, type LetterForm } from '../letters/letter-form.schema.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { buildScenarios, type Scenario } from '../letters/scenarios.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { parseIsoDay } from '../shared/dates.ts';
import type { PlanForm } from './plan-form.ts';
import type { ReplyWalkAway } from '../letters/reply-form.ts';
import { type AgainstWalkAway, againstWalkAway, type WalkAway, type WalkAwayAlternative, walkAwayPoint } from '../strategy/walk-away.ts';
import { optionalMoneyAmount } from '../shared/money.ts';

/**
 * "Your Negotiation Plan" as the server answers it to a Premium session (ADR 0058): the scenarios (ADR 0048) of the
 * renter's lease, the walk-away point for each scenario's lease term, and the scenarios ordered against it. Pure: the
 * server gathers the market analysis and the rent check, then calls `buildPlan`.
 */

/** A landlord's proposal is for the usual renewal term. */
const PROPOSAL_TERM_MONTHS = 12;

export interface PlanScenario extends Scenario {
  /** How the scenario's rent stands against the walk-away point for its term; null without a walk-away point. */
  against: AgainstWalkAway | null;
}

export interface PlanWalkAway {
  /** One walk-away point per lease term the plan uses (12 months first). */
  terms: WalkAway[];
  /** The landlord's proposed rent against the 12-month point, when there is a proposal. */
  proposal: (AgainstWalkAway & { rent: number }) | null;
}

export interface PlanAnswer {
  /** The renter's day the plan was computed for (YYYY-MM-DD). */
  today: string;
  market: MarketAnalysis | null;
  /** Why there are no market figures, when there are none. */
  marketMessage: string | null;
  rentCheck: RentCheckResult | null;
  /** Without a walk-away point: the scenarios' own order. With one: most better off than moving first. */
  scenarios: PlanScenario[];
  /** Null when there is no alternative rent: no market figures and none entered. */
  walkAway: PlanWalkAway | null;
}

/** The plan form's fields as a letter form: what the scenarios are built from (the letter page asks for the rest). */
function letterFormOfPlan(form: PlanForm): LetterForm {
  return {
    ...emptyLetterForm(),
    zipcode: form.zipcode,
    currentRent: form.currentRent,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.tierLevel,
    landlordProposedRent: form.landlordProposedRent,
    leaseEndDate: form.leaseEndDate || undefined,
    comparables: form.comparables,
  };
}

/** The alternative to renewing: the renter's own figure, else our estimate for similar homes; null with neither. */
function alternativeOf(form: PlanForm, market: MarketAnalysis | null): WalkAwayAlternative | null {
  const own = optionalMoneyAmount(form.alternativeRent);
  if (own !== null) return { rent: own, source: 'renter', range: null };
  return market ? { rent: Math.round(market.marketRent), source: 'market', range: market.range } : null;
}

/** The one-time costs the renter entered, blanks as null. */
const costsOf = (form: PlanForm) => ({
  movers: optionalMoneyAmount(form.movers),
  deposit: optionalMoneyAmount(form.deposit),
  applicationFees: optionalMoneyAmount(form.applicationFees),
  overlapDays: optionalMoneyAmount(form.overlapDays),
  setUp: optionalMoneyAmount(form.setUp),
});

/**
 * The walk-away point's inputs a reply carries (ADR 0077): the alternative rent and the one-time costs of the kept
 * plan (the overlap computed from the alternative rent, as on the plan); null without an alternative rent.
 */
export function replyWalkAwayOf(form: PlanForm, market: MarketAnalysis | null): ReplyWalkAway | null {
  const alternative = alternativeOf(form, market);
  if (!alternative) return null;
  const { oneTimeTotal } = walkAwayPoint(alternative, costsOf(form), PROPOSAL_TERM_MONTHS);
  return { alternativeRent: alternative.rent, oneTimeTotal, source: alternative.source };
}

export interface BuildPlanInput {
  form: PlanForm;
  market: MarketAnalysis | null;
  marketMessage: string | null;
  rentCheck: RentCheckResult | null;
  /** YYYY-MM-DD: the renter's day. */
  today: string;
}

export function buildPlan({ form, market, marketMessage, rentCheck, today }: BuildPlanInput): PlanAnswer {
  const day = parseIsoDay(today);
  if (day === null) throw new Error(`Not a date: ${today}`);
  // The scenarios read the day from a Date's local calendar day; noon keeps it that day in any time zone's offset.
  const todayDate = new Date(`${today}T12:00:00`);
  const scenarios = buildScenarios(letterFormOfPlan(form), market, todayDate, rentCheck);
  const alternative = alternativeOf(form, market);
  if (!alternative) {
    return { today, market, marketMessage, rentCheck, scenarios: scenarios.map((s) => ({ ...s, against: null })), walkAway: null };
  }
  const costs = costsOf(form);
  const termList = [PROPOSAL_TERM_MONTHS, ...scenarios.map((s) => s.termMonths)];
  const terms = [...new Set(termList)].toSorted((a, b) => a - b).map((term) => walkAwayPoint(alternative, costs, term));
  const forTerm = (term: number) => terms.find((w) => w.termMonths === term)!;
  const planned = scenarios
    .map((s) => ({ ...s, against: againstWalkAway(forTerm(s.termMonths), s.monthlyRent) }))
    // Stable: scenarios equally better off keep their own order.
    .toSorted((a, b) => b.against.betterOffThanMoving - a.against.betterOffThanMoving);
  const proposed = optionalMoneyAmount(form.landlordProposedRent);
  const proposal = proposed === null ? null : { rent: proposed, ...againstWalkAway(forTerm(PROPOSAL_TERM_MONTHS), proposed) };
  return { today, market, marketMessage, rentCheck, scenarios: planned, walkAway: { terms, proposal } };
}
