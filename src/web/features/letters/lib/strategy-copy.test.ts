import { emptyLetterForm, type LetterForm } from '#domain/letters/letter-form.schema.ts';
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
    expect(copy.letterAsk).toBe('Your letter will ask for $3,325 a month, $175 (5%) less than you pay, on a 12-month lease.');
    expect(copy.askSource).toBe(
      'You left the reduction blank, so this is our suggestion: a 5 to 15% reduction, following the gap to the market average. Type your own amount to change it.',
    );
    expect(copy.position).toBe('You pay $454 less than our market average of $3,954.');
    expect(copy.suggestion).toBe(
      'Our suggestion: ask to keep your rent instead. At or below the average, a renewal at your current rent is the realistic ask.',
    );
    expect(copy.take).toEqual({ label: 'Ask to keep my rent', answers: { stance: 'keep', desiredReduction: '', counterRent: '' } });
    expect(copyFor({ currentRent: '3,200' }, manhattan10001(3200)).askSource).toBe(
      'You left the reduction blank, so this is our suggestion: the low end of the range for similar homes ($3,124). Type your own amount to change it.',
    );
  });

  it('shows no suggestion once the letter follows it: keep below the market', () => {
    const kept = copyFor({ stance: 'keep' }, manhattan10001(3500));
    expect([kept.suggestion, kept.take, kept.askSource]).toEqual([null, null, null]);
    expect(kept.letterAsk).toBe('Your letter will ask to keep your rent at $3,500 a month on a 12-month lease.');
    expect(kept.turnover).toBe(
      'Losing you would cost your landlord about $3,500 to $10,500 (1 to 3 months of rent in vacancy and turnover), less than the $5,448 your rent is below the market average over the 12-month lease, so your letter does not argue it.',
    );
    expect(kept.flexibility).toBe(
      'If your landlord says no, your reply holds to $3,500 on a 12-month lease: you chose no extra flexibility.',
    );
  });

  it('suggests a reduction to an overpaying renter who chose to keep the rent, as a suggestion', () => {
    const kept = copyFor({ zipcode: '30301', currentRent: '2,500', stance: 'keep' }, atlanta30301(2500));
    expect(kept.letterAsk).toBe('Your letter will ask to keep your rent at $2,500 a month on a 12-month lease.');
    expect(kept.suggestion).toBe(
      'Our suggestion: ask for a reduction to $2,125 instead. You pay more than the average, so the figures back a lower rent.',
    );
    expect(kept.take).toEqual({
      label: 'Ask for a reduction instead',
      answers: { stance: 'reduce', desiredReduction: '', counterRent: '' },
    });
  });

  it('puts the cost of the ask over its own term, and sends and asks for a reply on the plan dates', () => {
    const copy = copyFor({ zipcode: '30301', currentRent: '2,500', leaseEndDate: '2027-08-31' }, atlanta30301(2500));
    expect(copy.suggestion).toBeNull();
    expect(copy.position).toBe('You pay $673 more than our market average of $1,827.');
    expect(copy.letterAsk).toBe('Your letter will ask for $2,125 a month, $375 (15%) less than you pay, on a 12-month lease.');
    expect(copy.turnover).toBe(
      'Losing you would cost your landlord about $2,500 to $7,500 (1 to 3 months of rent in vacancy and turnover); your ask costs them $4,500 over the 12-month lease, more than a month of vacancy, so your letter does not argue it.',
    );
    expect(copy.timing).toBe(
      'Send it on June 2, 2027, 90 days before your lease ends, before renewal notices usually go out (60 to 90 days ahead). Your letter asks for a reply by June 16, 2027.',
    );
    const longer = copyFor(
      { zipcode: '30301', currentRent: '2,500', leaseTermMonths: '18', flexibility: 'lease-extension' },
      atlanta30301(2500),
    );
    expect(longer.turnover).toContain('your ask costs them $6,750 over the 18-month lease');
    expect(longer.flexibility).toBe('If your landlord says no, your reply can offer a 24-month lease at $2,125, never a higher rent.');
    const early = copyFor({ zipcode: '30301', currentRent: '2,500', willResignEarly: true }, atlanta30301(2500));
    expect(early.letterAsk).toBe(
      'Your letter will ask for $2,125 a month, $375 (15%) less than you pay, on a 12-month lease. It offers to sign the renewal early; the term stays 12 months.',
    );
    expect(early.timing).toBe(
      'Send it on November 23, 2026, today, or add your lease end date for the best day to send it. Your letter asks for a reply by December 7, 2026.',
    );
  });

  it('answers a proposed increase with the stance the renter chose', () => {
    const counter = copyFor(
      { zipcode: '30301', currentRent: '1,900', landlordProposedRent: '2,050', stance: 'counter' },
      atlanta30301(1900),
    );
    expect(counter.position).toBe('Your landlord proposes $2,050, $150 (8%) more than you pay.');
    expect(counter.suggestion).toBeNull();
    expect(counter.letterAsk).toBe("Your letter will answer your landlord's $2,050 by asking to renew at $1,900 on a 12-month lease.");
    expect(counter.turnover).toContain('your figure is $1,800 less than theirs over the 12-month lease.');
    // New York 10025 (issue 29): Lower my rent with 10% asks for $2,700, and says why it is below the average it cites.
    const ny = copyFor(
      { zipcode: '10025', currentRent: '3,000', landlordProposedRent: '3,300', desiredReduction: '10%' },
      manhattan10001(3000, { zipcode: '10025', marketRent: 2714, range: { low: 2144, high: 3284 } }),
    );
    expect(ny.letterAsk).toBe(
      "Your letter will ask for $2,700 a month, $300 (10%) less than you pay, on a 12-month lease, and answer your landlord's proposed $3,300.",
    );
    expect(ny.askSource).toBeNull();
    expect(ny.warnings).toEqual([
      'Your ask of $2,700 is $14 below the market average of $2,714 your letter cites; the letter says why: how long you have lived there.',
    ]);
    expect(ny.suggestion).toBe(
      "Our suggestion: counter your landlord's $3,300 by asking to renew at $3,000; you already pay the market average or more.",
    );
    expect(ny.take?.answers).toEqual({ stance: 'counter', desiredReduction: '', counterRent: '' });
  });

  it('warns a renter keeping a rent far below the market, with a fallback', () => {
    const houston = copyFor(
      { zipcode: '77002', currentRent: '1,100', bedrooms: '2', stance: 'keep', willResignEarly: true },
      atlanta30301(1100, { zipcode: '77002', bedrooms: 2, marketRent: 2448, range: { low: 1934, high: 2962 } }),
    );
    expect(houston.warnings).toEqual([
      'You pay $1,348 a month less than the market average of $2,448. Keeping this rent asks your landlord to forgo about $16,176 against the market over the 12-month lease, so they may refuse or propose a large increase. A realistic fallback if they will not keep it: offer $1,155 a month ($55, 5% more), still $1,293 below the average.',
    ]);
    expect(houston.letterAsk).toBe(
      'Your letter will ask to keep your rent at $1,100 a month on a 12-month lease. It offers to sign the renewal early; the term stays 12 months.',
    );
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
