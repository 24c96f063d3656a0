import type { MarketAnalysis } from '../market/market.schema.ts';
import { roundTo5 } from '../shared/money.ts';

/**
 * The reduction the negotiation plan suggests when the renter has not named one (ADR 0025, amended by ADR 0055): the
 * gap to the market average as a percent of the rent, held to 5-15%, rounded to $5, never below the market average when the renter pays more than it (so it never saves more
 * than the whole gap, and never asks below the average the letter cites), and never below the range's low end. The
 * savings banner quotes it beside the full gap; the plan (strategy.ts) offers it as a suggestion.
 */
export interface RealisticAsk {
  /** The rent to ask for. */
  targetRent: number;
  /** current - target. */
  monthly: number;
  /** monthly as a whole percent of the current rent. */
  percent: number;
  /** monthly x 12. */
  yearly: number;
  /** True when the ask was raised to the range's low end. */
  flooredAtRange: boolean;
  /** True when the ask was raised to the market average (rounded up to $5, or to the dollar when that is the rent). */
  atAverage: boolean;
}

/** Ask for a 5 to 15 percent reduction (ADR 0025). */
const ASK_PERCENT = { min: 5, max: 15 } as const;

/**
 * The lowest rent a suggested reduction may ask for when the renter pays more than the average: the average rounded
 * up to $5 (to the dollar when that reaches the rent; the rent itself within a dollar of it). Null at or below it.
 */
export function averageFloor(current: number, average: number): number | null {
  if (current <= average) return null;
  const up5 = Math.ceil(average / 5) * 5;
  return up5 < current ? up5 : Math.min(current, Math.ceil(average));
}

export function realisticAsk(currentRent: number, market: Pick<MarketAnalysis, 'marketRent' | 'range'> | null): RealisticAsk {
  const current = Math.round(currentRent);
  let target: number;
  let flooredAtRange = false;
  let atAverage = false;
  if (!market) {
    target = roundTo5(current * (1 - ASK_PERCENT.min / 100));
  } else {
    const gapPercent = ((current - market.marketRent) / current) * 100;
    // (ADR 0025's "at least 10% above the range's high end" is gone: below a 10% gap it always asked below the average.)
    const percent = Math.min(ASK_PERCENT.max, Math.max(ASK_PERCENT.min, Math.round(gapPercent)));
    target = roundTo5(current * (1 - percent / 100));
    const floor = averageFloor(current, market.marketRent);
    if (floor !== null && target < floor) {
      target = floor;
      atAverage = true;
    }
    if (target < market.range.low && current > market.range.low) {
      target = Math.round(market.range.low);
      flooredAtRange = true;
      atAverage = false;
    }
  }
  const monthly = current - target;
  return {
    targetRent: target,
    monthly,
    percent: Math.round((Math.abs(monthly) / current) * 100),
    yearly: monthly * 12,
    flooredAtRange,
    atAverage,
  };
}
