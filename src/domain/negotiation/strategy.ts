import { parseIsoDay } from '../shared/dates.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { realisticAsk } from './realistic-ask.ts';
import type { Comparable } from './comparable.ts';
import { type PastIncrease, parsePastIncreases } from './parse.ts';
import { roundTo5 } from '../shared/money.ts';

/**
 * The negotiation plan: from the renter's own numbers, what the letter asks for (the renter's stance) and what we
 * would suggest, the lease term the ask is for, why, what it costs the landlord to say no over that same term,
 * and ONE set of dates (send on, reply by, repairs fixed by). Computed once and read by the strategy card, the
 * timing card, the letter, the PDF and the reply page (ADR 0038). Pure: the same answers and day always give the
 * same plan.
 */

/** reduce: ask for a lower rent; keep: renew at the current rent; counter: answer the landlord's proposed increase. */
export type Stance = 'reduce' | 'keep' | 'counter';

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
const DEFAULT_TERM_MONTHS = 12;
const LONGER_TERM_MONTHS = 18;

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
  willResignEarly: boolean;
  /** ISO date of the lease end, when known. */
  leaseEndDate: string | undefined;
  /** Days since 1970-01-01 of the renter's today. */
  today: number;
  /** The renter's own choices, which win over the recommendation. */
  desiredReduction: { amount: number; percent: boolean } | null;
  keepSame: boolean;
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
  /** current - target: the monthly reduction (negative for an increase the renter accepts). */
  monthlyChange: number;
  /** |monthlyChange| as a whole percent of the current rent. */
  percent: number;
  /** |monthlyChange| x 12. */
  yearly: number;
  /** True when the ask was raised to the range's low end. */
  flooredAtRange: boolean;
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
   * What saying yes costs the landlord over the SAME term as the ask: |monthly change| x termMonths, or for a
   * counter (proposed - target) x termMonths. 0 when the letter asks to keep the rent.
   */
  askOverTerm: number;
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
  currentRent: number;
  ask: Ask;
  proposal: Proposal | null;
  market: MarketPosition | null;
  turnover: Turnover;
  timing: StrategyTiming;
  /** The lease term the ask is for: 12 months, or 18 when the renter offers to sign early/longer. */
  termMonths: number;
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

function makeAsk(current: number, rawTarget: number, market: MarketAnalysis | null, floor: boolean): Ask {
  let target = Math.round(rawTarget);
  let flooredAtRange = false;
  if (floor && market && target < market.range.low && current > market.range.low) {
    target = Math.round(market.range.low);
    flooredAtRange = true;
  }
  const monthlyChange = current - target;
  return {
    targetRent: target,
    monthlyChange,
    percent: Math.round((Math.abs(monthlyChange) / current) * 100),
    yearly: Math.abs(monthlyChange) * 12,
    flooredAtRange,
  };
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
  const stance: Stance = proposed !== null ? 'counter' : input.keepSame ? 'keep' : 'reduce';
  const check = proposed !== null ? checkOf(input) : null;
  const capCorrection = check ? capCorrectionOf(check) : null;

  let ask: Ask;
  if (stance === 'counter' && proposed !== null) {
    const target = input.keepSame ? current : counterTarget(current, proposed, market);
    // Never ask for more than the rent the cap allows: the letter asks the landlord to correct the increase to it.
    ask = makeAsk(current, capCorrection ? Math.min(target, capCorrection.allowedRent) : target, market, false);
  } else if (stance === 'keep') {
    ask = makeAsk(current, current, market, false);
  } else if (input.desiredReduction && input.desiredReduction.amount > 0) {
    const { amount, percent } = input.desiredReduction;
    const raw = percent ? current * (1 - Math.min(amount, 90) / 100) : current - Math.min(amount, current * 0.9);
    ask = makeAsk(current, raw, market, true);
  } else {
    // The reduction we suggest (realistic-ask.ts): 5-15% of the rent, never below the range's low end.
    const suggested = realisticAsk(current, market);
    ask = { ...makeAsk(current, suggested.targetRent, market, false), flooredAtRange: suggested.flooredAtRange };
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
    const trendHelps =
      trend !== null && (stance === 'counter' && proposal ? proposal.percent > trend.percentChange : trend.percentChange <= 0);
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
  // A counter compares listings with the proposed rent, as the letter does.
  const comparedWith = stance === 'counter' && proposal ? proposal.proposedRent : current;
  const tenureMonths = Math.max(0, Math.round(input.tenureMonths));
  const signEarly = input.willResignEarly;
  const termMonths = signEarly ? LONGER_TERM_MONTHS : DEFAULT_TERM_MONTHS;
  const timing = planTiming(input.leaseEndDate, input.today);
  const monthlyCost = proposal ? Math.max(0, proposal.proposedRent - ask.targetRent) : Math.abs(ask.monthlyChange);
  const turnover: Turnover = {
    low: current * TURNOVER_MONTHS.low,
    high: current * TURNOVER_MONTHS.high,
    askOverTerm: monthlyCost * termMonths,
  };
  const repairItems = input.maintenanceIssues.replace(/\s+/g, ' ').trim();

  return {
    stance,
    recommended,
    currentRent: current,
    ask,
    proposal,
    market: position,
    turnover,
    timing,
    termMonths,
    signEarly,
    tenureMonths,
    pastIncreases: pastIncreasesOf(input.rentIncreaseHistory, current),
    repairs: repairItems ? { items: repairItems, fixBy: timing.sendOn + REPAIRS_WITHIN_DAYS } : null,
    comparables,
    bestComparable: cheapest && cheapest.effectiveRent < comparedWith ? cheapest : null,
    vacancyHelps: turnover.low >= turnover.askOverTerm,
    capCorrection,
    shortNotice: check ? shortNoticeOf(check) : null,
  };
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
  for (const c of s.comparables) dollars.push(c.rent, c.effectiveRent, s.currentRent - c.effectiveRent);
  return { dollars: [...new Set(dollars.map((d) => Math.round(d)))], percents: [...new Set(percents)] };
}
