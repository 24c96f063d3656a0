import type { MarketAnalysis } from '../market/market.schema.ts';
import { type CompetingListing, type PastIncrease, parseCompetingListings, parsePastIncreases } from './parse.ts';

/**
 * The negotiation strategy: from the renter's own numbers, what to ask for, why, what it costs the landlord
 * to say no, and when to send it. Pure: the same answers and day always give the same strategy.
 */

/** reduce: ask for a lower rent; keep: renew at the current rent; counter: answer the landlord's proposed increase. */
export type Stance = 'reduce' | 'keep' | 'counter';

/** Ask for a 5 to 15 percent reduction (ADR 0025). */
const ASK_PERCENT = { min: 5, max: 15 } as const;
/** Above the range's high end the ask starts at 10%. */
const ABOVE_RANGE_MIN_PERCENT = 10;
/** Over $50 a month above the market is an opportunity to save (as in result-messaging.ts); at or below, keep. */
export const REDUCE_THRESHOLD = 50;
/** Turnover costs a landlord 1 to 3 months of rent. */
const TURNOVER_MONTHS = { low: 1, high: 3 } as const;
/** Landlords usually send renewal notices 60 to 90 days before the lease ends. */
const NOTICE_DAYS = { early: 90, late: 60 } as const;
/** The landlord is asked to answer within two weeks of the letter. */
const REPLY_WITHIN_DAYS = 14;
const DEFAULT_TERM_MONTHS = 12;
const LONGER_TERM_MONTHS = 18;

export interface StrategyInput {
  market: MarketAnalysis | null;
  currentRent: number;
  /** "Your landlord's proposed new rent", when known. */
  proposedRent: number | null;
  tenureMonths: number;
  rentIncreaseHistory: string;
  /** The renter's description of competing listings; '' when none. */
  competingListings: string;
  willResignEarly: boolean;
  /** ISO date of the lease end, when known. */
  leaseEndDate: string | undefined;
  /** Days since 1970-01-01 of the renter's today. */
  today: number;
  /** The renter's own choices, which win over the recommendation. */
  desiredReduction: { amount: number; percent: boolean } | null;
  keepSame: boolean;
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
  low: number;
  high: number;
  /** The yearly cost to the landlord of saying yes, to set against low and high. */
  askYearly: number;
}

export type TimingAdvice = 'wait' | 'send-now' | 'urgent' | 'expired' | 'unknown';

export interface StrategyTiming {
  advice: TimingAdvice;
  /** Day number to send on: 90 days before the lease end, or today when that has passed. */
  sendOn: number;
  /** Day number the letter asks for an answer by. */
  replyBy: number;
  leaseEnd: number | null;
  daysLeft: number | null;
  weeksLeft: number | null;
}

export interface PastIncreases {
  items: PastIncrease[];
  total: number;
}

export interface NegotiationStrategy {
  stance: Stance;
  /** What we would suggest before the renter's own choices. */
  recommended: Stance;
  currentRent: number;
  ask: Ask;
  proposal: Proposal | null;
  market: MarketPosition | null;
  turnover: Turnover;
  timing: StrategyTiming;
  termMonths: number;
  signEarly: boolean;
  tenureMonths: number;
  pastIncreases: PastIncreases | null;
  listings: CompetingListing[];
  /** The competing listing whose effective rent is lowest, when it is below the current rent. */
  bestListing: CompetingListing | null;
}

const roundTo5 = (n: number) => Math.round(n / 5) * 5;

function parseIsoDay(iso: string | undefined): number | null {
  const match = (iso ?? '').trim().match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
  return utc.getTime() / 86_400_000;
}

/** The stance we suggest from the numbers alone. */
export function recommendStance(currentRent: number, market: MarketAnalysis | null, proposedRent: number | null): Stance {
  if (proposedRent !== null && proposedRent > currentRent) return 'counter';
  if (!market) return 'reduce';
  return currentRent - market.marketRent > REDUCE_THRESHOLD ? 'reduce' : 'keep';
}

/**
 * The reduction we suggest: the gap to the average as a percent of the rent, held to 5-15% (at least 10% when
 * the rent is above the range's high end), rounded to $5 and never below the range's low end. Without market
 * data, 5%.
 */
function suggestedTarget(current: number, market: MarketAnalysis | null): number {
  if (!market) return roundTo5(current * (1 - ASK_PERCENT.min / 100));
  const gapPercent = ((current - market.marketRent) / current) * 100;
  let percent = Math.min(ASK_PERCENT.max, Math.max(ASK_PERCENT.min, Math.round(gapPercent)));
  if (current > market.range.high) percent = Math.max(percent, ABOVE_RANGE_MIN_PERCENT);
  return roundTo5(current * (1 - percent / 100));
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

function timingOf(leaseEndIso: string | undefined, today: number): StrategyTiming {
  const leaseEnd = parseIsoDay(leaseEndIso);
  if (leaseEnd === null) {
    return { advice: 'unknown', sendOn: today, replyBy: today + REPLY_WITHIN_DAYS, leaseEnd: null, daysLeft: null, weeksLeft: null };
  }
  const daysLeft = leaseEnd - today;
  const advice: TimingAdvice =
    daysLeft < 0 ? 'expired' : daysLeft < NOTICE_DAYS.late ? 'urgent' : daysLeft <= NOTICE_DAYS.early ? 'send-now' : 'wait';
  const sendOn = advice === 'wait' ? leaseEnd - NOTICE_DAYS.early : today;
  // The letter is dated today: two weeks to answer, but with little lease left, at least a week and no later
  // than 30 days before it ends.
  let replyBy = today + REPLY_WITHIN_DAYS;
  if (daysLeft >= 0 && leaseEnd - replyBy < 30) replyBy = Math.max(today + 7, leaseEnd - 30);
  return { advice, sendOn, replyBy, leaseEnd, daysLeft, weeksLeft: Math.floor(daysLeft / 7) };
}

export function buildStrategy(input: StrategyInput): NegotiationStrategy {
  const current = Math.round(input.currentRent);
  const market = input.market;
  const proposed = input.proposedRent !== null && input.proposedRent > current ? Math.round(input.proposedRent) : null;
  const recommended = recommendStance(current, market, proposed);
  const stance: Stance = proposed !== null ? 'counter' : input.keepSame ? 'keep' : 'reduce';

  let ask: Ask;
  if (stance === 'counter' && proposed !== null) {
    ask = makeAsk(current, input.keepSame ? current : counterTarget(current, proposed, market), market, false);
  } else if (stance === 'keep') {
    ask = makeAsk(current, current, market, false);
  } else if (input.desiredReduction && input.desiredReduction.amount > 0) {
    const { amount, percent } = input.desiredReduction;
    const raw = percent ? current * (1 - Math.min(amount, 90) / 100) : current - Math.min(amount, current * 0.9);
    ask = makeAsk(current, raw, market, true);
  } else {
    ask = makeAsk(current, suggestedTarget(current, market), market, true);
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

  const increases = parsePastIncreases(input.rentIncreaseHistory);
  const listings = parseCompetingListings(input.competingListings);
  const cheapest = [...listings].sort((a, b) => a.effectiveRent - b.effectiveRent)[0] ?? null;
  const tenureMonths = Math.max(0, Math.round(input.tenureMonths));
  const signEarly = input.willResignEarly;

  return {
    stance,
    recommended,
    currentRent: current,
    ask,
    proposal,
    market: position,
    turnover: {
      low: current * TURNOVER_MONTHS.low,
      high: current * TURNOVER_MONTHS.high,
      askYearly: proposal ? Math.max(0, proposal.yearlyDifference) : Math.max(0, ask.monthlyChange) * 12,
    },
    timing: timingOf(input.leaseEndDate, input.today),
    termMonths: signEarly ? LONGER_TERM_MONTHS : DEFAULT_TERM_MONTHS,
    signEarly,
    tenureMonths,
    pastIncreases: increases.length > 0 ? { items: increases, total: increases.reduce((sum, i) => sum + i.amount, 0) } : null,
    listings,
    bestListing: cheapest && cheapest.effectiveRent < current ? cheapest : null,
  };
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
    s.turnover.askYearly,
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
  if (s.pastIncreases) dollars.push(s.pastIncreases.total, ...s.pastIncreases.items.map((i) => i.amount));
  for (const l of s.listings) dollars.push(l.rent, l.effectiveRent, s.currentRent - l.effectiveRent);
  return { dollars: [...new Set(dollars.map((d) => Math.round(d)))], percents: [...new Set(percents)] };
}
