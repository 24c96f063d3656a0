import type { MarketAnalysis } from '../market/market.schema.ts';
import { roundTo5 } from '../shared/money.ts';

/**
 * The reduction the negotiation plan asks for when the renter has not named one (ADR 0025): the gap to the market
 * average as a percent of the rent, held to 5-15% (at least 10% when the rent is above the range's high end),
 * rounded to $5 and never below the range's low end. The savings banner quotes it beside the full gap.
 * The negotiation plan (strategy.ts) asks for this when the renter names no reduction.
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
}

/** Ask for a 5 to 15 percent reduction (ADR 0025). */
const ASK_PERCENT = { min: 5, max: 15 } as const;
/** Above the range's high end the ask starts at 10%. */
const ABOVE_RANGE_MIN_PERCENT = 10;

export function realisticAsk(currentRent: number, market: Pick<MarketAnalysis, 'marketRent' | 'range'> | null): RealisticAsk {
  const current = Math.round(currentRent);
  let target: number;
  let flooredAtRange = false;
  if (!market) {
    target = roundTo5(current * (1 - ASK_PERCENT.min / 100));
  } else {
    const gapPercent = ((current - market.marketRent) / current) * 100;
    let percent = Math.min(ASK_PERCENT.max, Math.max(ASK_PERCENT.min, Math.round(gapPercent)));
    if (current > market.range.high) percent = Math.max(percent, ABOVE_RANGE_MIN_PERCENT);
    target = roundTo5(current * (1 - percent / 100));
    if (target < market.range.low && current > market.range.low) {
      target = Math.round(market.range.low);
      flooredAtRange = true;
    }
  }
  const monthly = current - target;
  return { targetRent: target, monthly, percent: Math.round((Math.abs(monthly) / current) * 100), yearly: monthly * 12, flooredAtRange };
}
