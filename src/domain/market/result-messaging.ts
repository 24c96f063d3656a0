import type { MarketAnalysis } from './market.schema.ts';

export type Headline =
  | "You're Significantly Overpaying!"
  | 'Good Opportunity to Save Money!'
  | 'Secure Your Below-Market Rate'
  | "You're Getting a Fair Deal";

export type PositionColour = 'red' | 'orange' | 'green';

export interface ResultMessaging {
  headline: Headline;
  showSavingsBanner: boolean;
  yearlySavings: number;
  belowMarket: boolean;
  positionColour: PositionColour;
  positionLabel: 'Monthly Overpayment' | 'Below Market (Good!)' | 'Market Aligned';
}

/** The results headline and labels: the first rule that holds wins (over $100 a month, over $50, below market). */
export function resultMessaging(a: Pick<MarketAnalysis, 'overpayment' | 'percentOvermarket'>): ResultMessaging {
  const belowMarket = a.percentOvermarket < 0;
  let headline: Headline;
  if (a.overpayment > 100) headline = "You're Significantly Overpaying!";
  else if (a.overpayment > 50) headline = 'Good Opportunity to Save Money!';
  else if (belowMarket) headline = 'Secure Your Below-Market Rate';
  else headline = "You're Getting a Fair Deal";

  const positionColour: PositionColour = a.percentOvermarket > 10 ? 'red' : a.percentOvermarket > 0 ? 'orange' : 'green';
  const positionLabel = a.percentOvermarket > 0 ? 'Monthly Overpayment' : belowMarket ? 'Below Market (Good!)' : 'Market Aligned';
  return {
    headline,
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
