import { formatUsd } from '../shared/money.ts';
import type { MarketAnalysis } from './market.schema.ts';

export type Headline =
  | "You're Significantly Overpaying!"
  | 'Good Opportunity to Save Money!'
  | 'Secure Your Below-Market Rate'
  | "You're Getting a Fair Deal";

export type PositionColour = 'red' | 'orange' | 'green';

export interface ResultMessaging {
  headline: Headline;
  /** Where the rent sits against the range shown, in words with the figures (ADR 0064). */
  position: RangePosition;
  positionSentence: string;
  showSavingsBanner: boolean;
  yearlySavings: number;
  belowMarket: boolean;
  positionColour: PositionColour;
  positionLabel: 'Monthly Overpayment' | 'Below Market (Good!)' | 'Market Aligned';
}

/** The rent against the range shown beside the average: below it, inside it (below or above the average), above it. */
export type RangePosition = 'below-range' | 'within-below' | 'at-average' | 'within-above' | 'above-range';

const usd = (amount: number) => formatUsd(Math.round(amount));

/**
 * The results headline and labels, proportionate to where the rent sits (ADR 0064): the spec's four headlines, chosen by
 * position against the range the page shows, not by dollars alone. Above the range: "You're Significantly
 * Overpaying!"; inside it and more than $50 above the average: "Good Opportunity to Save Money!"; below the average:
 * "Secure Your Below-Market Rate"; otherwise "You're Getting a Fair Deal". The savings banner keeps the spec's rule
 * (over $50 a month above the average).
 */
export function resultMessaging(
  a: Pick<MarketAnalysis, 'overpayment' | 'percentOvermarket' | 'currentRent' | 'marketRent' | 'range'>,
): ResultMessaging {
  const belowMarket = a.percentOvermarket < 0;
  const position: RangePosition =
    a.currentRent > a.range.high
      ? 'above-range'
      : a.currentRent < a.range.low
        ? 'below-range'
        : a.overpayment > 50
          ? 'within-above'
          : belowMarket
            ? 'within-below'
            : 'at-average';
  let headline: Headline;
  if (position === 'above-range') headline = "You're Significantly Overpaying!";
  else if (a.overpayment > 50) headline = 'Good Opportunity to Save Money!';
  else if (belowMarket) headline = 'Secure Your Below-Market Rate';
  else headline = "You're Getting a Fair Deal";

  const range = `${usd(a.range.low)} to ${usd(a.range.high)}`;
  const gap = usd(Math.abs(a.currentRent - a.marketRent));
  const positionSentence = {
    'above-range': `Your rent is above the usual range for homes like yours (${range}), ${gap} a month above our average.`,
    'within-above': `Your rent is within the usual range for homes like yours (${range}), ${gap} a month above our average.`,
    'at-average': `Your rent is within the usual range for homes like yours (${range}), close to our average.`,
    'within-below': `Your rent is within the usual range for homes like yours (${range}), ${gap} a month below our average.`,
    'below-range': `Your rent is below the usual range for homes like yours (${range}), ${gap} a month below our average.`,
  }[position];

  const positionColour: PositionColour = a.percentOvermarket > 10 ? 'red' : a.percentOvermarket > 0 ? 'orange' : 'green';
  const positionLabel = a.percentOvermarket > 0 ? 'Monthly Overpayment' : belowMarket ? 'Below Market (Good!)' : 'Market Aligned';
  return {
    headline,
    position,
    positionSentence,
    showSavingsBanner: a.overpayment > 50,
    yearlySavings: a.overpayment * 12,
    belowMarket,
    positionColour,
    positionLabel,
  };
}

/** How far the rent is from the market average each month, in whole dollars (either side): the figure the landing's
 * below-market lead and the letter page's market card both show beside percentOvermarket. */
export function monthlyDifference(a: Pick<MarketAnalysis, 'currentRent' | 'marketRent'>): number {
  return Math.abs(Math.round(a.currentRent - a.marketRent));
}

/** Lease term in months: day difference divided by 30, rounded. */
export function leaseTermMonths(startIso: string, endIso: string): number | null {
  const start = Date.parse(startIso);
  const end = Date.parse(endIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return null;
  return Math.round((end - start) / 86_400_000 / 30);
}

export function pricePerSquareFoot(rent: number, squareFeet: number): string | null {
  if (!(squareFeet > 0)) return null;
  return (rent / squareFeet).toFixed(2);
}
