import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.ts';
import { strategyForLetter } from '#domain/letters/letter-strategy.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { atlanta30301, manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { describe, expect, it } from 'vitest';
import { strategyCopy } from './strategy-copy.ts';

const today = new Date(2026, 10, 23);
const copyFor = (form: Partial<LetterForm>, market: MarketAnalysis | null) => {
  const full = {
    ...emptyLetterForm(),
    landlordName: 'X',
    propertyAddress: 'Y',
    zipcode: '10001',
    currentRent: '3,500',
    tenureLengthYears: '2',
    ...form,
  };
  const s = strategyForLetter(full, market, today);
  if (!s) throw new Error('no strategy');
  return strategyCopy(s, full);
};

describe('strategyCopy', () => {
  it('tells a below-market renter to keep the rent, with one click to switch', () => {
    const copy = copyFor({}, manhattan10001(3500));
    expect(copy.suggestion).toBe('You pay $454 below the market average: we suggest asking to keep your rent.');
    expect(copy.switchTo).toEqual({ label: 'Ask to keep my rent', keepSame: true });
    expect(copy.letterAsk).toBe('Your letter will ask for $3,325 a month, $175 (5%) less, for 12 months.');
    expect(copyFor({ currentRent: '3,200' }, manhattan10001(3200)).letterAsk).toBe(
      'Your letter will ask for $3,124 a month, $76 (2%) less, for 12 months. That is the low end of the range for similar homes ($3,124).',
    );
    const kept = copyFor({ negotiateToKeepSame: true }, manhattan10001(3500));
    expect(kept.switchTo).toBeNull();
    expect(kept.letterAsk).toBe('Your letter will ask to keep your rent at $3,500 for a 12-month renewal.');
    expect(kept.turnover).toBe(
      'Losing you would cost your landlord about $3,500 to $10,500 (1 to 3 months of rent in vacancy and turnover); renewing at your current rent costs them nothing.',
    );
  });

  it('tells an overpaying renter the reduction, its yearly cost and when to send', () => {
    const copy = copyFor({ zipcode: '30301', currentRent: '2,500', leaseEndDate: '2027-08-31' }, atlanta30301(2500));
    expect(copy.suggestion).toBe('You pay $673 above the market average: we suggest asking for a reduction.');
    expect(copy.letterAsk).toBe('Your letter will ask for $2,125 a month, $375 (15%) less, for 12 months.');
    expect(copy.turnover).toBe(
      'Losing you would cost your landlord about $2,500 to $7,500 (1 to 3 months of rent in vacancy and turnover); your ask costs them $4,500 a year.',
    );
    expect(copy.timing).toBe(
      'Send it on June 2, 2027, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). Your letter asks for a reply by December 7, 2026.',
    );
  });

  it('suggests a counter to a proposed increase', () => {
    const copy = copyFor({ zipcode: '30301', currentRent: '1,900', landlordProposedRent: '2,050' }, atlanta30301(1900));
    expect(copy.suggestion).toBe('Your landlord proposes $2,050, $150 (8%) more: we suggest countering with $1,900.');
    expect(copy.letterAsk).toBe('Your letter will ask to renew at $1,900 instead of $2,050, for 12 months.');
  });
});
