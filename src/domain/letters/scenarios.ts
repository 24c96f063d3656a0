import { isoDay } from '../shared/dates.ts';
import type { LetterForm } from './letter-form.schema.ts';
import { strategyForLetter } from './letter-strategy.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import type { CapCorrection, NegotiationStrategy, Stance, TimingAdvice } from '../strategy/strategy.ts';
import { roundTo5 } from '../shared/money.ts';

/**
 * "Your Negotiation Plan" (ADR 0048): three scenarios side by side, each one letter form the renter could send. A
 * scenario is only a change to the letter's intent answers (stance, the reduction asked for, the term, sign early);
 * its figures are the negotiation plan (strategy.ts) of the form with that change, built by `strategyForLetter`, the
 * same function the letter uses. So a scenario's rent, term and dates are the letter's, by construction.
 */

/**
 * reduce: the reduction the plan suggests (realistic-ask.ts), 12 months. reduce-longer: half that reduction, on an
 * 18-month lease. keep-early: the current rent, 12 months, signing early (an offer of timing, not of term). counter:
 * the plan's counter to the landlord's proposed increase (corrected to a rent cap first, when one applies), 12
 * months. counter-longer: the same counter on an 18-month lease.
 */
export const SCENARIO_KEYS = ['reduce', 'reduce-longer', 'keep-early', 'counter', 'counter-longer'] as const;
export type ScenarioKey = (typeof SCENARIO_KEYS)[number];

export const SCENARIO_TITLES: Record<ScenarioKey, string> = {
  reduce: 'Ask for the reduction',
  'reduce-longer': 'A smaller reduction on a longer lease',
  'keep-early': 'Keep the rent, sign early',
  counter: "Counter the landlord's increase",
  'counter-longer': 'Counter on a longer lease',
};

/** The letter answers a scenario sets; everything else stays as the renter entered it. */
export type ScenarioAnswers = Pick<LetterForm, 'stance' | 'desiredReduction' | 'counterRent' | 'leaseTermMonths' | 'willResignEarly'>;

/** The term of the scenarios on a longer lease. */
const SCENARIO_LONGER_TERM = '18';

/** A scenario's answers by its key (and, for reduce-longer, the smaller reduction's amount). */
export function scenarioAnswers(key: ScenarioKey, reduction: string): ScenarioAnswers {
  const longer = key === 'reduce-longer' || key === 'counter-longer';
  return {
    stance: key === 'keep-early' ? 'keep' : key === 'counter' || key === 'counter-longer' ? 'counter' : 'reduce',
    desiredReduction: key === 'reduce-longer' ? reduction : '',
    counterRent: '',
    leaseTermMonths: longer ? SCENARIO_LONGER_TERM : '12',
    willResignEarly: key === 'keep-early',
  };
}

export interface Scenario {
  key: ScenarioKey;
  title: string;
  stance: Stance;
  /** The monthly rent the letter asks for. */
  monthlyRent: number;
  termMonths: number;
  /** The rent the saving is measured against: the landlord's proposed rent when known, else the current rent. */
  comparedWith: { kind: 'proposal' | 'current'; rent: number };
  /** (comparedWith - monthlyRent) x termMonths: what the renter keeps over the term; 0 for keeping the rent. */
  savingOverTerm: number;
  /** What a vacancy costs the landlord (1 to 3 months of the current rent), to set against the saving. */
  vacancyCost: { low: number; high: number };
  /** True when even the low end of a vacancy costs the landlord at least what this scenario asks over the term. */
  vacancyHelps: boolean;
  /** Set when the proposed increase is above a rent cap: the letter asks for the correction to it first. */
  capCorrection: CapCorrection | null;
  signEarly: boolean;
  /** YYYY-MM-DD the letter is dated and should be sent, and the answer it asks for. */
  sendOn: string;
  replyBy: string;
  advice: TimingAdvice;
  /** True for the scenario whose stance the numbers alone suggest (strategy.ts recommendStance). */
  recommended: boolean;
  /** What the letter page sets to write this scenario's letter. */
  answers: ScenarioAnswers;
}

/** The form with a scenario's three answers, given the plan of the same form asking for the suggested reduction. */
function answersFor(key: ScenarioKey, suggested: NegotiationStrategy): ScenarioAnswers | null {
  if (key !== 'reduce-longer') return scenarioAnswers(key, '');
  const half = roundTo5(suggested.ask.monthlyChange / 2);
  return half > 0 ? scenarioAnswers(key, String(half)) : null;
}

/** The scenarios a renter's situation has: counters when the landlord proposed an increase, reductions otherwise. */
function keysFor(suggested: NegotiationStrategy): ScenarioKey[] {
  return suggested.proposal ? ['counter', 'counter-longer', 'keep-early'] : ['reduce', 'reduce-longer', 'keep-early'];
}

/**
 * The plan of the renter's form asking for what we suggest: a reduction (or, against a proposed increase, a counter)
 * of our own, 12 months, no early signing.
 */
function suggestedPlan(form: LetterForm, market: MarketAnalysis | null, today: Date, rentCheck: RentCheckResult | null) {
  const base = strategyForLetter({ ...form, ...scenarioAnswers('reduce', '') }, market, today, rentCheck);
  if (!base?.proposal) return base;
  return strategyForLetter({ ...form, ...scenarioAnswers('counter', '') }, market, today, rentCheck);
}

/**
 * The letter form for one scenario of the renter's answers: what the letter page fills in, and what the server
 * rebuilds the AI letter from (it recomputes the market, so a scenario's reduction never comes from the browser).
 * Null when the rent is not a positive number or the situation has no such scenario.
 */
export function scenarioForm(
  form: LetterForm,
  key: ScenarioKey,
  market: MarketAnalysis | null,
  today: Date,
  rentCheck: RentCheckResult | null = null,
): LetterForm | null {
  const suggested = suggestedPlan(form, market, today, rentCheck);
  if (!suggested || !keysFor(suggested).includes(key)) return null;
  const answers = answersFor(key, suggested);
  return answers ? { ...form, ...answers } : null;
}

/** The renter's scenarios, in the order shown; empty when the current rent is not a positive number. */
export function buildScenarios(
  form: LetterForm,
  market: MarketAnalysis | null,
  today: Date,
  rentCheck: RentCheckResult | null = null,
): Scenario[] {
  const suggested = suggestedPlan(form, market, today, rentCheck);
  if (!suggested) return [];
  const scenarios: Scenario[] = [];
  for (const key of keysFor(suggested)) {
    const answers = answersFor(key, suggested);
    if (!answers) continue;
    const plan = strategyForLetter({ ...form, ...answers }, market, today, rentCheck);
    if (!plan) continue;
    const comparedWith = plan.proposal
      ? { kind: 'proposal' as const, rent: plan.proposal.proposedRent }
      : { kind: 'current' as const, rent: plan.currentRent };
    scenarios.push({
      key,
      title: SCENARIO_TITLES[key],
      stance: plan.stance,
      monthlyRent: plan.ask.targetRent,
      termMonths: plan.termMonths,
      comparedWith,
      savingOverTerm: Math.max(0, comparedWith.rent - plan.ask.targetRent) * plan.termMonths,
      vacancyCost: { low: plan.turnover.low, high: plan.turnover.high },
      vacancyHelps: plan.vacancyHelps,
      capCorrection: plan.capCorrection,
      signEarly: plan.signEarly,
      sendOn: isoDay(plan.timing.sendOn),
      replyBy: isoDay(plan.timing.replyBy),
      advice: plan.timing.advice,
      recommended: false,
      answers,
    });
  }
  // Two scenarios asking the same rent for the same term are one letter: keep the later, whose title says what it
  // asks (a counter at the current rent is keeping it).
  const distinct = scenarios.filter(
    (s, i) => !scenarios.some((t, j) => j > i && t.monthlyRent === s.monthlyRent && t.termMonths === s.termMonths),
  );
  // One scenario is marked as what the numbers suggest: the first with the suggested stance.
  const recommended = distinct.find((s) => s.stance === suggested.recommended);
  if (recommended) recommended.recommended = true;
  return distinct;
}
