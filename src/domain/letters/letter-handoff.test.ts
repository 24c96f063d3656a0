import { describe, expect, it } from 'vitest';
import { atlanta30301 } from '#tests/fixtures/market-analysis.ts';
import { buildLetter } from './letter-builder.ts';
import { emptyLetterForm } from './letter-form.schema.ts';
import { LETTER_HANDOFF_KEY, letterHandoffOf, replyPrefillOf } from './letter-handoff.ts';
import { parseLetterHandoff } from './letter-handoff.schema.ts';

const today = new Date(2026, 10, 25);

describe('the letter handoff to the reply page', () => {
  const form = {
    ...emptyLetterForm(),
    landlordName: 'Oakwood Property Management',
    propertyAddress: '88 Edgewood Ave SE, Unit 3, Atlanta, GA 30301',
    zipcode: '30301',
    currentRent: '1,900',
    landlordProposedRent: '2,050',
    tenureLengthYears: '4',
    leaseEndDate: '2027-01-31',
    leaseTermMonths: '18' as const,
    flexibility: 'lease-extension' as const,
    rentIncreaseHistory: 'Up $100 in 2025',
  };
  const market = atlanta30301(1900);
  const { strategy } = buildLetter(form, market, { tones: ['professional'], today, format: 'letter' });
  const handoff = letterHandoffOf(form, strategy);

  it('carries the name, the rent, the ask, their proposed rent, the average, the reply-by date and HUD’s change', () => {
    expect(handoff).toEqual({
      landlordName: 'Oakwood Property Management',
      currentRent: 1900,
      askedRent: strategy.ask.targetRent,
      proposedRent: 2050,
      marketAverage: Math.round(market.marketRent),
      replyBy: expect.stringMatching(/^2026-12-\d\d$/),
      hudTrend: market.trend,
      // Georgia has no cap: nothing for the reply to say about one (ADR 0046).
      rentCap: null,
      // The renter's intent and the letter's arguments (ADR 0061, 0062).
      termMonths: 18,
      flexibility: 'lease-extension',
      points: { comparable: null, repairs: null, pastIncreases: 100 },
    });
  });

  it('reads back only what this version wrote', () => {
    expect(LETTER_HANDOFF_KEY).toMatch(/\.v1$/);
    expect(parseLetterHandoff(JSON.stringify(handoff))).toEqual(handoff);
    expect(parseLetterHandoff(null)).toBeNull();
    expect(parseLetterHandoff('not json')).toBeNull();
    expect(parseLetterHandoff(JSON.stringify({ ...handoff, currentRent: '1900' }))).toBeNull();
    expect(parseLetterHandoff(JSON.stringify({ ...handoff, replyBy: 'soon' }))).toBeNull();
  });

  it('fills the reply form fields, each as the renter could type it', () => {
    expect(replyPrefillOf(handoff)).toEqual({
      landlordName: 'Oakwood Property Management',
      currentRent: '1900',
      requestedReduction: `$${strategy.ask.targetRent.toLocaleString('en-US')}`,
      proposedRent: '2050',
      marketRent: String(Math.round(market.marketRent)),
      replyBy: handoff.replyBy,
      hudTrend: market.trend,
      rentCap: null,
      askedTerm: '18',
      flexibility: 'lease-extension',
      letterPoints: { comparable: null, repairs: null, pastIncreases: 100 },
    });
  });

  it('reads back a handoff written before the cap and the intent were carried: a 12-month ask without flexibility', () => {
    const { rentCap: _, termMonths: _t, flexibility: _f, points: _p, ...older } = handoff;
    expect(parseLetterHandoff(JSON.stringify(older))).toEqual({
      ...handoff,
      rentCap: null,
      termMonths: 12,
      flexibility: 'none',
      points: null,
    });
  });
});
