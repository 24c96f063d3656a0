import { formatUsd } from '../shared/money.ts';

/**
 * The walk-away point (ADR 0057): the renter's alternative to renewing is to move to a similar home. Over a lease term
 * of T months, staying at rent R costs R x T; moving costs A x T (the alternative home's rent) plus the one-time costs
 * of moving C. Moving costs less once R x T > A x T + C, that is once R > A + C / T. The walk-away point is that rent,
 * rounded down to the whole dollar: at or below it renewing costs no more than moving; above it moving costs less.
 *
 * The alternative rent is our range for similar homes in the ZIP code (the market average, with the range's ends
 * shown beside it) or a rent the renter found. Every one-time cost is the renter's own figure: we found no published,
 * sourced figure for moving costs by home size that we could stand behind (ADR 0057), so none is filled in for them;
 * a cost left blank counts as $0 and the page says so. Overlapping rent is computed from the renter's days of
 * overlap and the alternative rent, with its formula shown.
 */

/** The one-time costs of moving, in the order the plan lists them. */
export const MOVING_COST_KEYS = ['movers', 'deposit', 'applicationFees', 'overlap', 'setUp'] as const;
export type MovingCostKey = (typeof MOVING_COST_KEYS)[number];

/** Days of overlapping rent a renter can enter (about three months). */
export const MAX_OVERLAP_DAYS = 92;
/** Days in a year, for a month's rent spread over days (rent x 12 / 365 a day). */
const DAYS_PER_YEAR = 365;

/** What the renter entered; null where they left a cost blank. */
export interface MovingCostsInput {
  /** Movers or a rental truck for the renter's home, as quoted to them. */
  movers: number | null;
  /** The new home's deposit beyond the one this home returns. */
  deposit: number | null;
  applicationFees: number | null;
  /** Days the renter would pay both rents. */
  overlapDays: number | null;
  /** Utility, internet and other set-up fees. */
  setUp: number | null;
}

export interface WalkAwayAlternative {
  /** The monthly rent of the home the renter would move to. */
  rent: number;
  /** market: our estimate for similar homes in the ZIP code; renter: a rent the renter entered. */
  source: 'market' | 'renter';
  /** Our range for similar homes, when the alternative is our estimate. */
  range: { low: number; high: number } | null;
}

export interface MovingCostLine {
  key: MovingCostKey;
  /** Dollars; null when the renter left it blank (counted as $0). */
  amount: number | null;
  /** renter: the renter's own figure; computed: from the renter's figure by the formula shown. */
  source: 'renter' | 'computed';
  /** How a computed line was reached ("$2,000 a month × 12 ÷ 365 × 14 days"). */
  formula: string | null;
}

export interface WalkAway {
  alternative: WalkAwayAlternative;
  lines: MovingCostLine[];
  /** The sum of the lines, blanks as $0. */
  oneTimeTotal: number;
  /** True when no cost was entered: the point is then the alternative rent itself. */
  noCostsEntered: boolean;
  termMonths: number;
  /** floor(alternative rent + oneTimeTotal / termMonths): the highest rent at which renewing costs no more than moving. */
  point: number;
  /** The same point at the low and high ends of our range, when the alternative is our estimate. */
  pointAtRange: { low: number; high: number } | null;
}

/** The cost of paying the alternative home's rent for `days` while the current lease still runs. */
export function overlapCost(alternativeRent: number, days: number): number {
  return Math.round((alternativeRent * 12 * days) / DAYS_PER_YEAR);
}

/** floor(alternative rent + one-time costs ÷ term): the walk-away point for one term (the reply builder's too, ADR 0077). */
export const pointFor = (alternativeRent: number, oneTimeTotal: number, termMonths: number) =>
  Math.floor(alternativeRent + oneTimeTotal / termMonths);

/** The walk-away point for one lease term. */
export function walkAwayPoint(alternative: WalkAwayAlternative, costs: MovingCostsInput, termMonths: number): WalkAway {
  if (!(termMonths >= 1)) throw new Error(`A lease term must be at least one month, not ${termMonths}`);
  const overlapDays = costs.overlapDays ?? null;
  const lines: MovingCostLine[] = MOVING_COST_KEYS.map((key) => {
    if (key === 'overlap') {
      return overlapDays === null
        ? { key, amount: null, source: 'computed', formula: null }
        : {
            key,
            amount: overlapCost(alternative.rent, overlapDays),
            source: 'computed',
            formula: `${formatUsd(alternative.rent)} a month × 12 ÷ ${DAYS_PER_YEAR} × ${overlapDays} day${overlapDays === 1 ? '' : 's'}`,
          };
    }
    return { key, amount: costs[key], source: 'renter', formula: null };
  });
  const oneTimeTotal = lines.reduce((sum, line) => sum + (line.amount ?? 0), 0);
  return {
    alternative,
    lines,
    oneTimeTotal,
    noCostsEntered: lines.every((line) => line.amount === null),
    termMonths,
    point: pointFor(alternative.rent, oneTimeTotal, termMonths),
    pointAtRange: alternative.range
      ? {
          low: pointFor(alternative.range.low, oneTimeTotal, termMonths),
          high: pointFor(alternative.range.high, oneTimeTotal, termMonths),
        }
      : null,
  };
}

/** How a monthly rent stands against the walk-away point over its term. */
export interface AgainstWalkAway {
  /** The walk-away point for this rent's term. */
  point: number;
  termMonths: number;
  /** (alternative rent x term + one-time costs) - rent x term: what renewing at this rent keeps against moving. Negative: moving costs less. */
  betterOffThanMoving: number;
  /** True when this rent is above the point: moving costs less over the term. */
  movingCostsLess: boolean;
}

export function againstWalkAway(walkAway: WalkAway, monthlyRent: number): AgainstWalkAway {
  const { termMonths } = walkAway;
  const moving = walkAway.alternative.rent * termMonths + walkAway.oneTimeTotal;
  return {
    point: walkAway.point,
    termMonths,
    betterOffThanMoving: Math.round(moving - monthlyRent * termMonths),
    movingCostsLess: monthlyRent > walkAway.point,
  };
}
