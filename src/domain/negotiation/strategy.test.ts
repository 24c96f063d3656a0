import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { parsePastIncreases } from './parse.ts';
import { buildStrategy, recommendStance, type StrategyInput, strategyFigures } from './strategy.ts';

const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
const TODAY = day('2026-11-23');
const input = (over: Partial<StrategyInput>): StrategyInput => ({
  market: null,
  currentRent: 2500,
  proposedRent: null,
  tenureMonths: 36,
  rentIncreaseHistory: '',
  maintenanceIssues: '',
  comparables: [],
  willResignEarly: false,
  leaseEndDate: undefined,
  today: TODAY,
  desiredReduction: null,
  keepSame: false,
  ...over,
});

describe('recommendStance', () => {
  it('counters a proposed increase, reduces above $50 over the average, keeps otherwise', () => {
    expect(recommendStance(2500, atlanta30301(2500), 2600)).toBe('counter');
    expect(recommendStance(2500, atlanta30301(2500), null)).toBe('reduce');
    expect(recommendStance(1877, atlanta30301(1877), null)).toBe('keep');
    expect(recommendStance(1878, atlanta30301(1878), null)).toBe('reduce');
    expect(recommendStance(3500, manhattan10001(3500), null)).toBe('keep');
    expect(recommendStance(3500, null, null)).toBe('reduce');
  });
});

describe('the ask', () => {
  it('follows the gap to the average between 5% and 15%, rounded to $5', () => {
    // $2,000 against $1,827: 8.65% rounds to 9%; $1,820.
    expect(buildStrategy(input({ currentRent: 2000, market: atlanta30301(2000) })).ask).toEqual({
      targetRent: 1820,
      monthlyChange: 180,
      percent: 9,
      yearly: 2160,
      flooredAtRange: false,
    });
    // $1,900: 3.8% is raised to the 5% minimum: $1,805.
    expect(buildStrategy(input({ currentRent: 1900, market: atlanta30301(1900) })).ask.targetRent).toBe(1805);
    // $2,500: 26.9% is held to 15%: $2,125.
    expect(buildStrategy(input({ market: atlanta30301(2500) })).ask.targetRent).toBe(2125);
  });

  it('asks at least 10% above the range high end', () => {
    // $2,160 against a $2,050 average is a 5.1% gap, but it is above the $2,150 high end: 10%.
    const market = atlanta30301(2160, { marketRent: 2050, range: { low: 1800, high: 2150 } });
    expect(buildStrategy(input({ currentRent: 2160, market })).ask.percent).toBe(10);
  });

  it('never asks below the range low end', () => {
    // $3,200 is below the $3,954 average; 5% would be $3,040, under the $3,124 low end.
    const s = buildStrategy(input({ currentRent: 3200, market: manhattan10001(3200) }));
    expect(s.stance).toBe('reduce');
    expect(s.recommended).toBe('keep');
    expect(s.ask).toEqual({ targetRent: 3124, monthlyChange: 76, percent: 2, yearly: 912, flooredAtRange: true });
  });

  it("uses the renter's own dollar or percent ask", () => {
    expect(buildStrategy(input({ desiredReduction: { amount: 200, percent: false } })).ask.targetRent).toBe(2300);
    expect(buildStrategy(input({ desiredReduction: { amount: 10, percent: true } })).ask.targetRent).toBe(2250);
  });

  it('counters an increase with the current rent above the average and half the increase below it', () => {
    const above = buildStrategy(input({ currentRent: 1900, proposedRent: 2050, market: atlanta30301(1900) }));
    expect([above.stance, above.ask.targetRent, above.proposal]).toEqual([
      'counter',
      1900,
      { proposedRent: 2050, increase: 150, percent: 8, yearlyDifference: 1800 },
    ]);
    const below = buildStrategy(input({ currentRent: 3500, proposedRent: 3800, market: manhattan10001(3500) }));
    expect([below.ask.targetRent, below.ask.monthlyChange, below.ask.percent, below.market?.trendHelps]).toEqual([3650, -150, 4, true]);
    // A proposed rent at or below the current one is not an increase to counter.
    expect(buildStrategy(input({ proposedRent: 2500 })).stance).toBe('reduce');
  });

  it('puts the cost of losing the tenant, 1 to 3 months of rent, against the cost of the ask over its term', () => {
    expect(buildStrategy(input({ market: atlanta30301(2500) })).turnover).toEqual({ low: 2500, high: 7500, askOverTerm: 4500 });
    expect(buildStrategy(input({ market: atlanta30301(2500), willResignEarly: true })).turnover.askOverTerm).toBe(6750);
    expect(buildStrategy(input({ keepSame: true })).turnover.askOverTerm).toBe(0);
  });

  it('offers 18 months when the renter will sign early, else 12', () => {
    expect(buildStrategy(input({ willResignEarly: true })).termMonths).toBe(18);
    expect(buildStrategy(input({})).termMonths).toBe(12);
  });
});

describe('timing', () => {
  it('sends 90 days before the lease end, now inside 60-90 days, urgently under 60', () => {
    const wait = buildStrategy(input({ leaseEndDate: '2027-08-31' })).timing;
    expect([wait.advice, wait.sendOn - day('2027-08-31'), wait.replyBy - wait.sendOn, wait.weeksLeft]).toEqual(['wait', -90, 14, 40]);
    expect(buildStrategy(input({ leaseEndDate: '2027-02-15' })).timing.advice).toBe('send-now');
    const urgent = buildStrategy(input({ leaseEndDate: '2026-12-31' })).timing;
    expect([urgent.advice, urgent.sendOn, urgent.replyBy]).toEqual(['urgent', TODAY, day('2026-12-01')]);
    expect(buildStrategy(input({ leaseEndDate: '2026-10-01' })).timing.advice).toBe('expired');
    expect(buildStrategy(input({})).timing).toEqual({
      advice: 'unknown',
      sendOn: TODAY,
      replyBy: TODAY + 14,
      leaseEnd: null,
      daysLeft: null,
      weeksLeft: null,
    });
  });
});

describe('figures', () => {
  it('lists every dollar amount and percentage the strategy computed', () => {
    const s = buildStrategy(
      input({ market: manhattan10001(4600), currentRent: 4600, rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025' }),
    );
    const f = strategyFigures(s);
    for (const d of [4600, 3955, 645, 7740, 13800, 3954, 646, 7752, 3124, 4784, 3990, 3024, 2451, 2655, 225, 100, 125])
      expect(f.dollars).toContain(d);
    for (const p of [14, 16, 80, 40, 8]) expect(f.percents).toContain(p);
  });

  it('leaves HUD and Census figures out of a regional answer', () => {
    const market = atlanta30301(2500, { level: 'regional' });
    expect(strategyFigures(buildStrategy(input({ market }))).dollars).not.toContain(1750);
  });
});

describe("parsing the renter's answers", () => {
  it('reads past increases with their years', () => {
    expect(parsePastIncreases('Up $100 in 2024 and $125 in 2025')).toEqual([
      { amount: 100, year: 2024 },
      { amount: 125, year: 2025 },
    ]);
    expect(parsePastIncreases('It went up $80 last year')).toEqual([{ amount: 80, year: null }]);
    expect(parsePastIncreases('It has gone up every year; now $2,400')).toEqual([]);
  });
});
