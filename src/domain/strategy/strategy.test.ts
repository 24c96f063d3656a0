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
  stance: 'reduce',
  counterRent: null,
  termMonths: 12,
  flexibility: 'none',
  hardship: false,
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
  it('follows the gap to the average between 5% and 15%, rounded to $5, and never below the average', () => {
    // $2,100 against $1,827: a 13% gap; 13% of $2,100 off is $1,827, rounded to $5 $1,825, under the $1,827
    // average, so the average rounded up to $5: $1,830.
    expect(buildStrategy(input({ currentRent: 2100, market: atlanta30301(2100) })).ask).toEqual({
      targetRent: 1830,
      source: 'suggested',
      monthlyChange: 270,
      percent: 13,
      yearly: 3240,
      flooredAtRange: false,
      atAverage: true,
    });
    // $2,500: 26.9% is held to 15%: $2,125, well above the average.
    expect(buildStrategy(input({ market: atlanta30301(2500) })).ask).toMatchObject({ targetRent: 2125, atAverage: false });
    // $1,900: the 5% minimum would be $1,805, under the $1,827 average: $1,830.
    expect(buildStrategy(input({ currentRent: 1900, market: atlanta30301(1900) })).ask.targetRent).toBe(1830);
    // Atlanta 30308 (issue 29): $2,400 against $2,281: 5% would be $2,280, below the average and saving $1,440 a
    // year, more than the whole $1,428 gap; the ask is $2,285, saving $1,380.
    const atlanta = atlanta30301(2400, { marketRent: 2281, range: { low: 1802, high: 2760 } });
    expect(buildStrategy(input({ currentRent: 2400, market: atlanta })).ask).toMatchObject({ targetRent: 2285, yearly: 1380 });
  });

  it('above the range high end with a small gap, still not below the average', () => {
    // $2,160 against a $2,050 average is a 5.1% gap: 5% would be $2,050, exactly the average.
    const market = atlanta30301(2160, { marketRent: 2050, range: { low: 1800, high: 2150 } });
    expect(buildStrategy(input({ currentRent: 2160, market })).ask).toMatchObject({ targetRent: 2050, percent: 5 });
  });

  it('never suggests less than the range low end', () => {
    // $3,200 is below the $3,954 average; 5% would be $3,040, under the $3,124 low end.
    const s = buildStrategy(input({ currentRent: 3200, market: manhattan10001(3200) }));
    expect(s.stance).toBe('reduce');
    expect(s.recommended).toBe('keep');
    expect(s.ask).toEqual({
      targetRent: 3124,
      source: 'suggested',
      monthlyChange: 76,
      percent: 2,
      yearly: 912,
      flooredAtRange: true,
      atAverage: false,
    });
  });

  it("uses the renter's own dollar or percent ask as typed, with a warning and our suggestion when it is below the average", () => {
    expect(buildStrategy(input({ desiredReduction: { amount: 200, percent: false } })).ask).toMatchObject({
      targetRent: 2300,
      source: 'renter',
    });
    expect(buildStrategy(input({ desiredReduction: { amount: 10, percent: true } })).ask.targetRent).toBe(2250);
    // $2,500 against $1,827, 30% off: $1,750, under the average (above the $1,443 low end).
    const low = buildStrategy(input({ market: atlanta30301(2500), desiredReduction: { amount: 30, percent: true } }));
    expect(low.ask.targetRent).toBe(1750);
    expect(low.warnings).toEqual([{ kind: 'below-average', average: 1827, because: ['tenure'] }]);
    expect(low.suggestion).toMatchObject({ stance: 'reduce', targetRent: 2125, because: 'below-average' });
    const lower = buildStrategy(input({ market: atlanta30301(2500), desiredReduction: { amount: 1100, percent: false } }));
    expect(lower.ask.targetRent).toBe(1400);
    expect(lower.warnings.map((w) => w.kind)).toEqual(['below-average', 'below-range']);
    expect(lower.suggestion).toMatchObject({ targetRent: 2125, because: 'below-range' });
  });

  it("counters an increase with the renter's figure, or our suggestion: the current rent above the average, half the increase below it", () => {
    const above = buildStrategy(input({ stance: 'counter', currentRent: 1900, proposedRent: 2050, market: atlanta30301(1900) }));
    expect([above.stance, above.ask.targetRent, above.ask.source, above.proposal]).toEqual([
      'counter',
      1900,
      'suggested',
      { proposedRent: 2050, increase: 150, percent: 8, yearlyDifference: 1800 },
    ]);
    const below = buildStrategy(input({ stance: 'counter', currentRent: 3500, proposedRent: 3800, market: manhattan10001(3500) }));
    expect([below.ask.targetRent, below.ask.monthlyChange, below.ask.percent, below.market?.trendHelps]).toEqual([3650, -150, 4, true]);
    const own = buildStrategy(input({ stance: 'counter', currentRent: 3500, proposedRent: 3800, counterRent: 3600 }));
    expect([own.ask.targetRent, own.ask.source, own.turnover.askOverTerm]).toEqual([3600, 'renter', 2400]);
  });

  it('keeps the stance the renter chose when the landlord proposes an increase: Lower my rent asks for their figure', () => {
    // New York 10025 (issue 29): $3,000, proposed $3,300, Lower my rent, 10%: $2,700, and the proposal answered.
    const market = manhattan10001(3000, { marketRent: 2714, range: { low: 2144, high: 3284 } });
    const s = buildStrategy(input({ currentRent: 3000, proposedRent: 3300, market, desiredReduction: { amount: 10, percent: true } }));
    expect([s.stance, s.ask.targetRent, s.ask.source, s.proposal?.proposedRent, s.recommended]).toEqual([
      'reduce',
      2700,
      'renter',
      3300,
      'counter',
    ]);
    expect(s.suggestion).toMatchObject({ stance: 'counter', targetRent: 3000, because: 'stance' });
    // Keep with a proposal asks for the current rent.
    const keep = buildStrategy(input({ stance: 'keep', currentRent: 3000, proposedRent: 3300, market }));
    expect([keep.stance, keep.ask.targetRent, keep.turnover.askOverTerm]).toEqual(['keep', 3000, 3600]);
    // A proposed rent at or below the current one is not an increase to answer.
    expect(buildStrategy(input({ proposedRent: 2500 })).proposal).toBeNull();
  });

  it('puts the cost of losing the tenant, 1 to 3 months of rent, against the cost of the ask over its term', () => {
    expect(buildStrategy(input({ market: atlanta30301(2500) })).turnover).toEqual({
      low: 2500,
      high: 7500,
      askOverTerm: 4500,
      belowMarketOverTerm: 0,
    });
    expect(buildStrategy(input({ market: atlanta30301(2500), termMonths: 18 })).turnover.askOverTerm).toBe(6750);
    expect(buildStrategy(input({ stance: 'keep' })).turnover.askOverTerm).toBe(0);
  });

  it("asks for the renter's own term; signing early is an offer of timing and changes no term", () => {
    expect(buildStrategy(input({ willResignEarly: true })).termMonths).toBe(12);
    expect(buildStrategy(input({ willResignEarly: true })).signEarly).toBe(true);
    expect(buildStrategy(input({ termMonths: 24 })).termMonths).toBe(24);
    expect(buildStrategy(input({ termMonths: 24, flexibility: 'lease-extension' })).longerTermMonths).toBe(36);
    expect(buildStrategy(input({})).longerTermMonths).toBe(18);
  });

  it('warns a renter keeping a rent far below the market, with a realistic fallback, and argues no vacancy cost', () => {
    // Houston 77002 (issue 29): $1,100 against $2,448, keep, signing early.
    const market = atlanta30301(1100, { marketRent: 2448, range: { low: 1934, high: 2962 } });
    const s = buildStrategy(input({ stance: 'keep', currentRent: 1100, market, willResignEarly: true }));
    expect([s.termMonths, s.vacancyHelps, s.turnover.belowMarketOverTerm]).toEqual([12, false, 16176]);
    expect(s.warnings).toEqual([{ kind: 'far-below-market', average: 2448, gap: 1348, forgoneOverTerm: 16176, fallbackRent: 1155 }]);
    // Paying a little under the average is not far below it.
    expect(buildStrategy(input({ stance: 'keep', currentRent: 3500, market: manhattan10001(3500) })).warnings).toEqual([]);
  });

  it('warns about the hardship line, and a counter above the cap', () => {
    expect(buildStrategy(input({ hardship: true })).warnings).toEqual([{ kind: 'hardship' }]);
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
