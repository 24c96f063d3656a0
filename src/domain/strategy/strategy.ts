import { parseIsoDay } from '../shared/dates.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { realisticAsk } from './realistic-ask.ts';
import type { Comparable } from './comparable.ts';
import { type PastIncrease, parsePastIncreases } from './parse.ts';
import { roundTo5 } from '../shared/money.ts';

/**
 * The negotiation plan: from the renter's own numbers and choices, what the letter asks for (the renter's intent:
 * stance, amount, term, flexibility; ADR 0055) and what we would suggest instead (a suggestion only, never applied),
 * why, what it costs the landlord to say no over that same term, what the renter should know before sending
 * (warnings), and ONE set of dates (send on, reply by, repairs fixed by). Computed once and read by the strategy
 * card, the timing card, the letter, the PDF, the plan, the reply page and the AI prompt (ADR 0038). Pure: the same
 * answers and day always give the same plan.
 */

/** reduce: ask for a lower rent; keep: renew at the current rent; counter: answer the landlord's proposed increase. */
export type Stance = 'reduce' | 'keep' | 'counter';
/** The flexibility the renter offers the landlord (the letter form's answer). */
export type Flexibility = 'lease-extension' | 'improvements' | 'none';

/** Over $50 a month above the market is an opportunity to save (as in result-messaging.ts); at or below, keep. */
export const REDUCE_THRESHOLD = 50;
/** Turnover costs a landlord 1 to 3 months of rent. */
const TURNOVER_MONTHS = { low: 1, high: 3 } as const;
/** Landlords usually send renewal notices 60 to 90 days before the lease ends. */
const NOTICE_DAYS = { early: 90, late: 60 } as const;
/** The landlord is asked to answer within two weeks of the letter. */
const REPLY_WITHIN_DAYS = 14;
/** With little lease left the reply is pulled in: at least a week after sending, and this many days before the end. */
const REPLY_BEFORE_END_DAYS = 30;
const MIN_REPLY_DAYS = 7;
/** Outstanding repairs are asked to be fixed within 30 days of the letter. */
const REPAIRS_WITHIN_DAYS = 30;
export const DEFAULT_TERM_MONTHS = 12;
/** "Sign a longer lease": the next term up from the renter's own. */
const LONGER_TERMS: Record<number, number> = { 6: 12, 12: 18, 18: 24, 24: 36 };
/** A fallback for a rent far below the market: a step up of this many percent (the low end of the 5-15% band). */
const FALLBACK_PERCENT = 5;

/** The term a renter offering "a longer lease" will sign: 6 -> 12, 12 -> 18, 18 -> 24, 24 -> 36 months. */
function longerTermOf(termMonths: number): number {
  return LONGER_TERMS[termMonths] ?? termMonths + 12;
}

/** "a 12-month", "an 18-month", "an 8-month": the article as the number is spoken. */
export function termWords(months: number): string {
  return `${String(months).startsWith('8') || months === 11 || months === 18 ? 'an' : 'a'} ${months}-month`;
}

export interface StrategyInput {
  market: MarketAnalysis | null;
  currentRent: number;
  /** "Your landlord's proposed new rent", when known. */
  proposedRent: number | null;
  tenureMonths: number;
  rentIncreaseHistory: string;
  /** What still needs repairing, as the renter wrote it; '' when nothing. */
  maintenanceIssues: string;
  /** Comparable listings the renter entered (comparable.ts `comparablesOf`). */
  comparables: readonly Comparable[];
  /** An offer of timing only: the letter says the renter will sign early; the term stays `termMonths`. */
  willResignEarly: boolean;
  /** ISO date of the lease end, when known. */
  leaseEndDate: string | undefined;
  /** Days since 1970-01-01 of the renter's today. */
  today: number;
  /** The renter's own choices (ADR 0055), which win over any suggestion. */
  stance: Stance;
  /** Stance reduce: the reduction the renter typed; null: the suggested one (realistic-ask.ts), shown as such. */
  desiredReduction: { amount: number; percent: boolean } | null;
  /** Stance counter: the rent the renter offers; null: the suggested counter, shown as such. */
  counterRent: number | null;
  /** The lease term the renter will sign, in months. */
  termMonths: number;
  /** What the renter would also give if the landlord says no; the reply offers nothing beyond it. */
  flexibility: Flexibility;
  /** The renter gave financial hardship as the main reason (the letter mentions it; the renter is warned). */
  hardship: boolean;
  /** The rent rules check of this same increase (ADR 0045), when the renter's ZIP and the dates are known. */
  rentCheck?: RentCheckResult | null;
}

/**
 * The statewide (or New York City) limit the proposed increase is above (ADR 0046): the plan asks the landlord to
 * correct the increase to `allowedRent` before negotiating further, naming the law and every exemption the renter
 * left unanswered ("unless the building is newer than 15 years").
 */
export interface CapCorrection {
  law: string;
  /** "Oregon". */
  place: string;
  limitPercent: number;
  /** "for 2026", or "in any 12 months" when only the law's ceiling is known. */
  limitLabel: string;
  limitIsCeiling: boolean;
  unless: string[];
  /** The current rent raised by the limit, rounded down to the whole dollar: the rent every letter, reply and page names is never above the limit. */
  allowedRent: number;
  /** The proposed increase, one decimal. */
  increasePercent: number;
  url: string;
  /** The official page the renter read the limit on, when they entered it (ADR 0072); `limitWords` says so. */
  readAt: string | null;
}

/** The written notice was shorter than the law requires: the increase could apply from `earliestDate` at the earliest. */
export interface ShortNotice {
  law: string;
  requiredDays: number;
  givenDays: number;
  /** YYYY-MM-DD. */
  earliestDate: string;
}

export interface MarketPosition {
  average: number;
  /** current - average: positive when the renter pays more than the average. */
  gap: number;
  /** The gap as a whole percent of the average (percentOvermarket rounded). */
  gapPercent: number;
  range: { low: number; high: number };
  /** True when the market figures argue for the chosen stance and the letter should quote them. */
  supportsStance: boolean;
  /** True when the trend argues for the chosen stance and the letter should quote it. */
  trendHelps: boolean;
  analysis: MarketAnalysis;
}

export interface Ask {
  /** The rent the renter asks for. */
  targetRent: number;
  /** 'renter': the figure the renter typed (or their current rent, to keep it); 'suggested': ours, stated as ours. */
  source: 'renter' | 'suggested';
  /** current - target: the monthly reduction (negative for an increase the renter accepts). */
  monthlyChange: number;
  /** |monthlyChange| as a whole percent of the current rent. */
  percent: number;
  /** |monthlyChange| x 12. */
  yearly: number;
  /** True when the suggested ask was raised to the range's low end. */
  flooredAtRange: boolean;
  /** True when the suggested ask was raised to the market average. */
  atAverage: boolean;
}

/**
 * What the renter should know before sending (shown on the strategy card and above the letter; never in the letter):
 * - below-average: the ask is under the market average the letter cites; the letter says why (`because`).
 * - below-range: the renter's own ask is under the low end of the range for similar homes.
 * - far-below-market: keeping (or barely raising) a rent under the range's low end asks the landlord to forgo
 *   `forgoneOverTerm` against the average over the term; `fallbackRent` is a realistic step up to offer instead.
 * - hardship: the letter mentions a change in finances, which some landlords read as a risk of late payment.
 * - above-cap: the renter's counter is above the rent the cap allows; the letter asks for `allowedRent`.
 */
export type StrategyWarning =
  | { kind: 'below-average'; average: number; because: BelowAverageReason[] }
  | { kind: 'below-range'; low: number }
  | { kind: 'far-below-market'; average: number; gap: number; forgoneOverTerm: number; fallbackRent: number }
  | { kind: 'hardship' }
  | { kind: 'above-cap'; counterRent: number; allowedRent: number };

/** What the letter gives as the reason an ask is below the average it cites. */
export type BelowAverageReason = 'repairs' | 'comparables' | 'increases' | 'tenure';

/** A suggestion the renter can take with one click: the form answers that would write it. */
export interface Suggestion {
  stance: Stance;
  targetRent: number;
  termMonths: number;
  /** Why we suggest it: the numbers suggest another stance, or the renter's own figure is below the average or range. */
  because: 'stance' | 'below-average' | 'below-range';
  /** The letter form answers that make the letter ask for it. */
  answers: { stance: Stance; desiredReduction: string; counterRent: string };
}

export interface Proposal {
  proposedRent: number;
  increase: number;
  /** Whole percent of the current rent. */
  percent: number;
  /** (proposed - target) x 12: what the counter saves the renter over a year. */
  yearlyDifference: number;
}

export interface Turnover {
  /** 1 month of rent: the landlord's cost of losing the tenant, low end. */
  low: number;
  /** 3 months of rent. */
  high: number;
  /**
   * What saying yes costs the landlord over the SAME term as the ask: |monthly change| x termMonths, or, against a
   * proposed increase, (proposed - target) x termMonths. 0 when the letter asks to keep the rent unasked.
   */
  askOverTerm: number;
  /** Keeping a rent below the average: (average - current) x termMonths, what the landlord forgoes; else 0. */
  belowMarketOverTerm: number;
}

export type TimingAdvice = 'wait' | 'send-now' | 'urgent' | 'expired' | 'unknown';

export interface StrategyTiming {
  advice: TimingAdvice;
  /**
   * Day number the letter is dated and should be sent: 90 days before the lease end, or today when that has
   * passed (or the lease end is unknown).
   */
  sendOn: number;
  /** Day number the letter asks for an answer by: 14 days after sendOn, pulled in when the lease end is near. */
  replyBy: number;
  leaseEnd: number | null;
  daysLeft: number | null;
  weeksLeft: number | null;
}

export interface PastIncreases {
  items: PastIncrease[];
  /** Dollars a month over the tenancy. */
  total: number;
  /** total as a whole percent of the rent before them (current - total); null when that is not positive. */
  percentOfStart: number | null;
}

export interface Repairs {
  /** What is outstanding, as the renter wrote it (trimmed, single-spaced). */
  items: string;
  /** Day number the letter asks for them to be fixed by: 30 days after sendOn. */
  fixBy: number;
}

export interface NegotiationStrategy {
  /** What the letter asks for: the renter's own choice. */
  stance: Stance;
  /** What we would suggest from the numbers alone; shown as a suggestion only, never as what the letter says. */
  recommended: Stance;
  /** A suggestion the renter has not taken (another stance, or a figure not below the average); null when none. */
  suggestion: Suggestion | null;
  warnings: StrategyWarning[];
  /** What the renter would also give if the landlord says no (the reply's only room to move). */
  flexibility: Flexibility;
  /** The term the renter signs when offering a longer lease (flexibility 'lease-extension'). */
  longerTermMonths: number;
  currentRent: number;
  ask: Ask;
  proposal: Proposal | null;
  market: MarketPosition | null;
  turnover: Turnover;
  timing: StrategyTiming;
  /** The lease term the renter will sign (their own choice; signing early does not change it). */
  termMonths: number;
  /** The renter offers to sign the renewal early: timing, not term. */
  signEarly: boolean;
  tenureMonths: number;
  pastIncreases: PastIncreases | null;
  repairs: Repairs | null;
  /** The renter's comparable listings, in the order entered. */
  comparables: Comparable[];
  /**
   * The comparable whose effective rent is lowest, when it is below the current rent (a counter: below the proposed
   * rent), the listing the letter names as the best.
   */
  bestComparable: Comparable | null;
  /** True only when the landlord's turnover cost (low end) is at least the ask over the term: argue vacancy only then. */
  vacancyHelps: boolean;
  /** Set when the proposed increase is above a cap that applies, or applies unless an unanswered exemption. */
  capCorrection: CapCorrection | null;
  /** Set when the notice given was short of what the law requires. */
  shortNotice: ShortNotice | null;
}

/** The stance we suggest from the numbers alone. */
export function recommendStance(currentRent: number, market: MarketAnalysis | null, proposedRent: number | null): Stance {
  if (proposedRent !== null && proposedRent > currentRent) return 'counter';
  if (!market) return 'reduce';
  return currentRent - market.marketRent > REDUCE_THRESHOLD ? 'reduce' : 'keep';
}

function makeAsk(
  current: number,
  rawTarget: number,
  source: Ask['source'],
  flags: Partial<Pick<Ask, 'flooredAtRange' | 'atAverage'>> = {},
): Ask {
  const target = Math.round(rawTarget);
  const monthlyChange = current - target;
  return {
    targetRent: target,
    source,
    monthlyChange,
    percent: Math.round((Math.abs(monthlyChange) / current) * 100),
    yearly: Math.abs(monthlyChange) * 12,
    flooredAtRange: flags.flooredAtRange ?? false,
    atAverage: flags.atAverage ?? false,
  };
}

/** The reduction we suggest (realistic-ask.ts) as an ask. */
function suggestedReduction(current: number, market: MarketAnalysis | null): Ask {
  const suggested = realisticAsk(current, market);
  return makeAsk(current, suggested.targetRent, 'suggested', suggested);
}

/**
 * Against a proposed increase: renew at the current rent when it is already at or above the average (or the
 * landlord proposes no more than $50); otherwise half the increase, no higher than the average, rounded to $5.
 */
function counterTarget(current: number, proposed: number, market: MarketAnalysis | null): number {
  if (proposed - current <= REDUCE_THRESHOLD) return current;
  if (market && current >= market.marketRent) return current;
  const ceiling = market ? Math.min(proposed, market.marketRent) : proposed;
  const target = roundTo5(current + (ceiling - current) / 2);
  return target > current && target < proposed ? target : current;
}

/**
 * The plan's one set of dates from the lease end (ISO, when known) and today (day number). The letter is dated
 * sendOn and asks for a reply 14 days later; with little lease left, at least a week after sending and no later
 * than 30 days before the lease ends. The timing card's week-by-week plan (timing.ts) is built from this.
 */
export function planTiming(leaseEndIso: string | undefined, today: number): StrategyTiming {
  const leaseEnd = parseIsoDay(leaseEndIso);
  if (leaseEnd === null) {
    return { advice: 'unknown', sendOn: today, replyBy: today + REPLY_WITHIN_DAYS, leaseEnd: null, daysLeft: null, weeksLeft: null };
  }
  const daysLeft = leaseEnd - today;
  const advice: TimingAdvice =
    daysLeft < 0 ? 'expired' : daysLeft < NOTICE_DAYS.late ? 'urgent' : daysLeft <= NOTICE_DAYS.early ? 'send-now' : 'wait';
  const sendOn = advice === 'wait' ? leaseEnd - NOTICE_DAYS.early : today;
  let replyBy = sendOn + REPLY_WITHIN_DAYS;
  if (daysLeft >= 0 && leaseEnd - replyBy < REPLY_BEFORE_END_DAYS) {
    replyBy = Math.max(sendOn + MIN_REPLY_DAYS, leaseEnd - REPLY_BEFORE_END_DAYS);
  }
  return { advice, sendOn, replyBy, leaseEnd, daysLeft, weeksLeft: Math.floor(daysLeft / 7) };
}

function pastIncreasesOf(text: string, current: number): PastIncreases | null {
  const items = parsePastIncreases(text);
  if (items.length === 0) return null;
  const total = items.reduce((sum, i) => sum + i.amount, 0);
  const start = current - total;
  return { items, total, percentOfStart: start > 0 ? Math.round((total / start) * 100) : null };
}

export function buildStrategy(input: StrategyInput): NegotiationStrategy {
  const current = Math.round(input.currentRent);
  const market = input.market;
  const proposed = input.proposedRent !== null && input.proposedRent > current ? Math.round(input.proposedRent) : null;
  const recommended = recommendStance(current, market, proposed);
  const stance = input.stance;
  const check = proposed !== null ? checkOf(input) : null;
  const capCorrection = check ? capCorrectionOf(check) : null;
  const termMonths = Math.max(1, Math.round(input.termMonths));

  let ask: Ask;
  if (stance === 'counter') {
    // A counter needs a proposed increase (the form asks for one); without it, the rent as it is.
    const own = input.counterRent !== null && proposed !== null ? Math.round(input.counterRent) : null;
    const target = proposed === null ? current : (own ?? counterTarget(current, proposed, market));
    // Never ask for more than the rent the cap allows: the letter asks the landlord to correct the increase to it.
    ask = makeAsk(current, capCorrection ? Math.min(target, capCorrection.allowedRent) : target, own !== null ? 'renter' : 'suggested');
  } else if (stance === 'keep') {
    ask = makeAsk(current, current, 'renter');
  } else if (input.desiredReduction && input.desiredReduction.amount > 0) {
    const { amount, percent } = input.desiredReduction;
    const raw = percent ? current * (1 - Math.min(amount, 90) / 100) : current - Math.min(amount, current * 0.9);
    ask = makeAsk(current, raw, 'renter');
  } else {
    ask = suggestedReduction(current, market);
  }

  const proposal: Proposal | null =
    proposed !== null
      ? {
          proposedRent: proposed,
          increase: proposed - current,
          percent: Math.round(((proposed - current) / current) * 100),
          yearlyDifference: (proposed - ask.targetRent) * 12,
        }
      : null;

  let position: MarketPosition | null = null;
  if (market) {
    const average = Math.round(market.marketRent);
    const gap = current - average;
    const supportsStance =
      stance === 'reduce' ? gap > 0 : stance === 'counter' ? current >= average || (proposed !== null && proposed > average) : gap >= 0;
    const trend = market.level === 'regional' ? null : market.trend;
    const trendHelps = trend !== null && (proposal ? proposal.percent > trend.percentChange : trend.percentChange <= 0);
    position = {
      average,
      gap,
      gapPercent: Math.round(market.percentOvermarket),
      range: { low: Math.round(market.range.low), high: Math.round(market.range.high) },
      supportsStance,
      trendHelps,
      analysis: market,
    };
  }

  const comparables = [...input.comparables];
  const cheapest = [...comparables].sort((a, b) => a.effectiveRent - b.effectiveRent)[0] ?? null;
  // Against a proposed increase, listings are compared with the proposed rent, as the letter does; a reduction
  // compares them with the rent paid now.
  const comparedWith = proposal && stance !== 'reduce' ? proposal.proposedRent : current;
  const tenureMonths = Math.max(0, Math.round(input.tenureMonths));
  const timing = planTiming(input.leaseEndDate, input.today);
  const monthlyCost = proposal ? Math.max(0, proposal.proposedRent - ask.targetRent) : Math.max(0, current - ask.targetRent);
  const belowMarket = position && position.gap < 0 && ask.targetRent < position.average ? position.average - ask.targetRent : 0;
  const turnover: Turnover = {
    low: current * TURNOVER_MONTHS.low,
    high: current * TURNOVER_MONTHS.high,
    askOverTerm: monthlyCost * termMonths,
    belowMarketOverTerm: stance === 'reduce' ? 0 : belowMarket * termMonths,
  };
  const repairItems = input.maintenanceIssues.replace(/\s+/g, ' ').trim();
  const pastIncreases = pastIncreasesOf(input.rentIncreaseHistory, current);
  const bestComparable = cheapest && cheapest.effectiveRent < comparedWith ? cheapest : null;

  const warnings = warningsOf({
    input,
    stance,
    ask,
    position,
    termMonths,
    pastIncreases,
    bestComparable,
    repairs: repairItems !== '',
    tenureMonths,
    capCorrection,
    proposed,
  });
  return {
    stance,
    recommended,
    suggestion: suggestionOf({ current, market, proposed, stance, recommended, ask, position, termMonths, capCorrection }),
    warnings,
    flexibility: input.flexibility,
    longerTermMonths: longerTermOf(termMonths),
    currentRent: current,
    ask,
    proposal,
    market: position,
    turnover,
    timing,
    termMonths,
    signEarly: input.willResignEarly,
    tenureMonths,
    pastIncreases,
    repairs: repairItems ? { items: repairItems, fixBy: timing.sendOn + REPAIRS_WITHIN_DAYS } : null,
    comparables,
    bestComparable,
    vacancyHelps: turnover.low >= turnover.askOverTerm && turnover.low >= turnover.belowMarketOverTerm,
    capCorrection,
    shortNotice: check ? shortNoticeOf(check) : null,
  };
}

/** Two years of tenancy make "my N years as a reliable tenant" a reason of its own. */
const LONG_TENANCY_MONTHS = 24;

function warningsOf(a: {
  input: StrategyInput;
  stance: Stance;
  ask: Ask;
  position: MarketPosition | null;
  termMonths: number;
  pastIncreases: PastIncreases | null;
  bestComparable: Comparable | null;
  repairs: boolean;
  tenureMonths: number;
  capCorrection: CapCorrection | null;
  proposed: number | null;
}): StrategyWarning[] {
  const warnings: StrategyWarning[] = [];
  const m = a.position;
  const current = Math.round(a.input.currentRent);
  if (a.stance === 'reduce' && m && m.gap > 0 && a.ask.targetRent < m.average) {
    const because: BelowAverageReason[] = [];
    if (a.repairs) because.push('repairs');
    if (a.bestComparable && a.bestComparable.effectiveRent <= a.ask.targetRent) because.push('comparables');
    if (a.pastIncreases) because.push('increases');
    if (a.tenureMonths >= LONG_TENANCY_MONTHS) because.push('tenure');
    warnings.push({ kind: 'below-average', average: m.average, because });
  }
  if (a.ask.source === 'renter' && m && a.ask.targetRent < m.range.low && current > m.range.low)
    warnings.push({ kind: 'below-range', low: m.range.low });
  if (a.stance !== 'reduce' && m && current < m.range.low && a.ask.targetRent < m.average) {
    const fallback = Math.min(
      roundTo5(current * (1 + FALLBACK_PERCENT / 100)),
      m.average,
      a.capCorrection?.allowedRent ?? Number.POSITIVE_INFINITY,
    );
    warnings.push({
      kind: 'far-below-market',
      average: m.average,
      gap: m.average - a.ask.targetRent,
      forgoneOverTerm: (m.average - a.ask.targetRent) * a.termMonths,
      fallbackRent: Math.max(fallback, a.ask.targetRent),
    });
  }
  if (a.input.hardship && a.stance !== 'counter') warnings.push({ kind: 'hardship' });
  if (a.stance === 'counter' && a.capCorrection && a.input.counterRent !== null && a.input.counterRent > a.capCorrection.allowedRent)
    warnings.push({ kind: 'above-cap', counterRent: Math.round(a.input.counterRent), allowedRent: a.capCorrection.allowedRent });
  return warnings;
}

/**
 * What we would suggest instead of the renter's choice, or null when the letter already asks for it: the stance the
 * numbers suggest (with our figure for it), or, for a renter's own reduction below the average or the range, our
 * realistic ask. Never applied: the strategy card shows it with a button that sets these answers.
 */
function suggestionOf(a: {
  current: number;
  market: MarketAnalysis | null;
  proposed: number | null;
  stance: Stance;
  recommended: Stance;
  ask: Ask;
  position: MarketPosition | null;
  termMonths: number;
  capCorrection: CapCorrection | null;
}): Suggestion | null {
  const make = (stance: Stance, targetRent: number, because: Suggestion['because']): Suggestion => ({
    stance,
    targetRent,
    termMonths: a.termMonths,
    because,
    answers: { stance, desiredReduction: '', counterRent: '' },
  });
  if (a.recommended !== a.stance) {
    if (a.recommended === 'counter' && a.proposed !== null) {
      const target = counterTarget(a.current, a.proposed, a.market);
      return make('counter', a.capCorrection ? Math.min(target, a.capCorrection.allowedRent) : target, 'stance');
    }
    if (a.recommended === 'keep') return make('keep', a.current, 'stance');
    if (a.recommended === 'reduce') return make('reduce', suggestedReduction(a.current, a.market).targetRent, 'stance');
  }
  if (a.stance === 'reduce' && a.ask.source === 'renter' && a.position && a.position.gap > 0) {
    const ours = suggestedReduction(a.current, a.market).targetRent;
    if (a.ask.targetRent < a.position.range.low) return make('reduce', ours, 'below-range');
    if (a.ask.targetRent < a.position.average && ours > a.ask.targetRent) return make('reduce', ours, 'below-average');
  }
  return null;
}

/** The rent check, when it is about this same increase (the page may still hold one for older figures). */
function checkOf(input: StrategyInput): RentCheckResult | null {
  const check = input.rentCheck ?? null;
  if (!check || input.proposedRent === null) return null;
  return Math.abs(check.increase.dollars - (input.proposedRent - input.currentRent)) < 0.01 ? check : null;
}

function capCorrectionOf(check: RentCheckResult): CapCorrection | null {
  const cap = check.correctTo;
  if (!cap || cap.limitPercent === null || cap.allowedRent === null || cap.limitLabel === null) return null;
  return {
    law: cap.law,
    place: cap.place,
    limitPercent: cap.limitPercent,
    limitLabel: cap.limitLabel,
    limitIsCeiling: cap.limitIsCeiling,
    unless: [...cap.unless],
    allowedRent: Math.floor(cap.allowedRent),
    increasePercent: check.increase.percent,
    url: cap.url,
    readAt: cap.figureSource === 'renter' ? cap.url : null,
  };
}

function shortNoticeOf(check: RentCheckResult): ShortNotice | null {
  const short = check.notices
    // A city's rule found from the ZIP's city name is shown on the card, never stated in a letter (ADR 0046).
    .filter((notice) => notice.status === 'short' && notice.earliestDate !== null && notice.city === null)
    .toSorted((a, b) => b.earliestDate!.localeCompare(a.earliestDate!))[0];
  if (!short || short.requiredDays === null || short.givenDays === null) return null;
  return { law: short.law, requiredDays: short.requiredDays, givenDays: short.givenDays, earliestDate: short.earliestDate! };
}

/**
 * Every number the strategy computed, in the form a letter prints it: dollar amounts and whole percentages.
 * The premium AI check accepts a dollar figure or a percentage only when it is in these lists.
 */
export function strategyFigures(s: NegotiationStrategy): { dollars: number[]; percents: number[] } {
  const dollars = [
    s.currentRent,
    s.ask.targetRent,
    Math.abs(s.ask.monthlyChange),
    s.ask.yearly,
    s.turnover.low,
    s.turnover.high,
    s.turnover.askOverTerm,
  ];
  const percents = [s.ask.percent];
  if (s.proposal) {
    dollars.push(s.proposal.proposedRent, s.proposal.increase, s.proposal.yearlyDifference, s.proposal.proposedRent - s.ask.targetRent);
    percents.push(s.proposal.percent);
  }
  if (s.market) {
    const { analysis } = s.market;
    dollars.push(s.market.average, Math.abs(s.market.gap), Math.abs(s.market.gap) * 12, s.market.range.low, s.market.range.high);
    percents.push(Math.abs(s.market.gapPercent), 80, 40);
    if (s.proposal) dollars.push(Math.abs(s.proposal.proposedRent - s.market.average));
    if (analysis.level !== 'regional') {
      if (analysis.sources.hud) dollars.push(analysis.sources.hud.fmr);
      if (analysis.sources.census && !analysis.sources.census.topCoded) dollars.push(analysis.sources.census.medianGrossRent);
      if (analysis.trend) {
        dollars.push(analysis.trend.fromFmr, analysis.trend.toFmr);
        percents.push(Math.abs(analysis.trend.percentChange));
      }
    }
  }
  if (s.pastIncreases) {
    dollars.push(s.pastIncreases.total, s.currentRent - s.pastIncreases.total, ...s.pastIncreases.items.map((i) => i.amount));
    if (s.pastIncreases.percentOfStart !== null) percents.push(s.pastIncreases.percentOfStart);
  }
  if (s.capCorrection) dollars.push(s.capCorrection.allowedRent);
  for (const w of s.warnings) if (w.kind === 'below-average') dollars.push(w.average - s.ask.targetRent);
  for (const c of s.comparables) dollars.push(c.rent, c.effectiveRent, s.currentRent - c.effectiveRent);
  return { dollars: [...new Set(dollars.map((d) => Math.round(d)))], percents: [...new Set(percents)] };
}
