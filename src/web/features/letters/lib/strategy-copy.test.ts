import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.ts';
import { strategyForLetter } from '#domain/letters/letter-strategy.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { atlanta30301, manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import { checkRentIncrease } from '#domain/rent-rules/check.ts';
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
  return strategyCopy(s);
};

describe('strategyCopy', () => {
  it('leads with what the letter asks, and shows a suggestion the renter has not taken only as a suggestion', () => {
    const copy = copyFor({}, manhattan10001(3500));
    expect(copy.letterAsk).toBe('Your letter will ask for $3,325 a month, $175 (5%) less, for 12 months.');
    expect(copy.position).toBe('You pay $454 less than our market average of $3,954.');
    expect(copy.suggestion).toBe(
      'Our suggestion: ask to keep your rent instead. At or below the average, a renewal at your current rent is the realistic ask.',
    );
    expect(copy.switchTo).toEqual({ label: 'Ask to keep my rent', keepSame: true });
    expect(copyFor({ currentRent: '3,200' }, manhattan10001(3200)).letterAsk).toBe(
      'Your letter will ask for $3,124 a month, $76 (2%) less, for 12 months. That is the low end of the range for similar homes ($3,124).',
    );
  });

  it('shows no suggestion once the letter follows it: keep below the market', () => {
    const kept = copyFor({ negotiateToKeepSame: true }, manhattan10001(3500));
    expect([kept.suggestion, kept.switchTo]).toEqual([null, null]);
    expect(kept.letterAsk).toBe('Your letter will ask to keep your rent at $3,500 for a 12-month renewal.');
    expect(kept.turnover).toBe(
      'Losing you would cost your landlord about $3,500 to $10,500 (1 to 3 months of rent in vacancy and turnover); renewing at your current rent costs them nothing.',
    );
  });

  it('suggests a reduction to an overpaying renter who chose to keep the rent, as a suggestion', () => {
    const kept = copyFor({ zipcode: '30301', currentRent: '2,500', negotiateToKeepSame: true }, atlanta30301(2500));
    expect(kept.letterAsk).toBe('Your letter will ask to keep your rent at $2,500 for a 12-month renewal.');
    expect(kept.suggestion).toBe(
      'Our suggestion: ask for a reduction instead. You pay more than the average, so the figures back a lower rent.',
    );
    expect(kept.switchTo).toEqual({ label: 'Ask for a reduction instead', keepSame: false });
  });

  it('puts the cost of the ask over its own term, and sends and asks for a reply on the plan dates', () => {
    const copy = copyFor({ zipcode: '30301', currentRent: '2,500', leaseEndDate: '2027-08-31' }, atlanta30301(2500));
    expect(copy.suggestion).toBeNull();
    expect(copy.position).toBe('You pay $673 more than our market average of $1,827.');
    expect(copy.letterAsk).toBe('Your letter will ask for $2,125 a month, $375 (15%) less, for 12 months.');
    expect(copy.turnover).toBe(
      'Losing you would cost your landlord about $2,500 to $7,500 (1 to 3 months of rent in vacancy and turnover); your ask costs them $4,500 over the 12-month lease.',
    );
    expect(copy.timing).toBe(
      'Send it on June 2, 2027, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). Your letter asks for a reply by June 16, 2027.',
    );
    const early = copyFor({ zipcode: '30301', currentRent: '2,500', willResignEarly: true }, atlanta30301(2500));
    expect(early.turnover).toContain('your ask costs them $6,750 over the 18-month lease.');
    expect(early.timing).toBe(
      'Send it on November 23, 2026, today, or add your lease end date for the best day to send it. Your letter asks for a reply by December 7, 2026.',
    );
  });

  it('answers a proposed increase', () => {
    const copy = copyFor({ zipcode: '30301', currentRent: '1,900', landlordProposedRent: '2,050' }, atlanta30301(1900));
    expect(copy.position).toBe('Your landlord proposes $2,050, $150 (8%) more than you pay.');
    expect(copy.suggestion).toBeNull();
    expect(copy.letterAsk).toBe('Your letter will ask to renew at $1,900 instead of $2,050, for 12 months.');
    expect(copy.turnover).toContain('your figure is $1,800 less than theirs over the 12-month lease.');
  });

  it('names the cap correction first when the increase is above a cap (ADR 0046), and nothing otherwise', () => {
    const form = {
      ...emptyLetterForm(),
      landlordName: 'X',
      propertyAddress: 'Y',
      zipcode: '98101',
      currentRent: '1,800',
      landlordProposedRent: '2,016',
      tenureLengthYears: '2',
    };
    const check = checkRentIncrease(SHIPPED_RENT_RULES, {
      state: 'WA',
      city: 'Seattle',
      zip: '98101',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2026-03-01',
    });
    expect(strategyCopy(strategyForLetter(form, null, today, check)!).capCorrection).toBe(
      'First, your letter asks your landlord to correct the increase to $1,974, the 9.683% Washington allows for 2026 under RCW 59.18.700 (EHB 1217, 2025).',
    );
    expect(copyFor({}, manhattan10001(3500)).capCorrection).toBeNull();
  });
});
