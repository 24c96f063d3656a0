import { describe, expect, it } from 'vitest';
import { atlanta30301 } from '#tests/fixtures/market-analysis.ts';
import { checkPortlandIncrease } from '#tests/fixtures/rent-rules.ts';
import { buildLetter } from './letter-builder.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { buildScenarios, type Scenario, scenarioForm } from './scenarios.ts';
import { scenarioFromQuery, scenarioQuery } from './scenarios-query.ts';

// "Your Negotiation Plan" (ADR 0048): each row is a renter's answers on November 25, 2026 and the scenarios the
// plan must show, figure by figure.
const TODAY = new Date(2026, 10, 25);

const form = (over: Partial<LetterForm>): LetterForm => ({
  ...emptyLetterForm(),
  landlordName: 'Jane Smith',
  propertyAddress: '12 Peachtree St, Apt 4',
  zipcode: '30301',
  currentRent: '2000',
  tenureLengthYears: '2',
  ...over,
});

/** The figures a renter compares, without the fixed parts (title, answers, dates) checked separately. */
const figures = (s: Scenario) => ({
  key: s.key,
  stance: s.stance,
  monthlyRent: s.monthlyRent,
  termMonths: s.termMonths,
  comparedWith: s.comparedWith,
  savingOverTerm: s.savingOverTerm,
  vacancyCost: s.vacancyCost,
  vacancyHelps: s.vacancyHelps,
  recommended: s.recommended,
});

describe('the scenarios without a proposed increase', () => {
  // $2,000 in Atlanta 30301, our average $1,827: the plan suggests the gap, rounded up to $5: $1,830.
  const scenarios = buildScenarios(form({}), atlanta30301(2000), TODAY);

  it('asks for the reduction on 12 months, half of it on 18 months, or the same rent signing early on 12 months', () => {
    expect(scenarios.map(figures)).toEqual([
      {
        key: 'reduce',
        stance: 'reduce',
        monthlyRent: 1830,
        termMonths: 12,
        comparedWith: { kind: 'current', rent: 2000 },
        savingOverTerm: 2040,
        vacancyCost: { low: 2000, high: 6000 },
        vacancyHelps: false,
        recommended: true,
      },
      {
        key: 'reduce-longer',
        stance: 'reduce',
        monthlyRent: 1915,
        termMonths: 18,
        comparedWith: { kind: 'current', rent: 2000 },
        savingOverTerm: 1530,
        vacancyCost: { low: 2000, high: 6000 },
        vacancyHelps: true,
        recommended: false,
      },
      {
        key: 'keep-early',
        stance: 'keep',
        monthlyRent: 2000,
        termMonths: 12,
        comparedWith: { kind: 'current', rent: 2000 },
        savingOverTerm: 0,
        vacancyCost: { low: 2000, high: 6000 },
        vacancyHelps: true,
        recommended: false,
      },
    ]);
    expect(scenarios.map((s) => s.title)).toEqual([
      'Ask for the reduction',
      'A smaller reduction on a longer lease',
      'Keep the rent, sign early',
    ]);
  });

  it("sends each on the plan's date: with the lease end unknown, today, asking for an answer in two weeks", () => {
    expect(scenarios.map((s) => [s.sendOn, s.replyBy, s.advice])).toEqual(Array(3).fill(['2026-11-25', '2026-12-09', 'unknown']));
    const later = buildScenarios(form({ leaseEndDate: '2027-06-30' }), atlanta30301(2000), TODAY);
    // 90 days before June 30, 2027.
    expect(later.map((s) => [s.sendOn, s.replyBy, s.advice])).toEqual(Array(3).fill(['2027-04-01', '2027-04-15', 'wait']));
  });

  it('the letter written from a scenario asks for its rent on its term (the same rules, one implementation)', () => {
    const longer = scenarios[1]!;
    const letter = buildLetter(scenarioForm(form({}), 'reduce-longer', atlanta30301(2000), TODAY)!, atlanta30301(2000), {
      tones: ['professional'],
      today: TODAY,
      format: 'letter',
    });
    expect(letter.strategy.ask.targetRent).toBe(longer.monthlyRent);
    expect(letter.strategy.termMonths).toBe(18);
    expect(letter.text).toContain(
      'I would therefore like to request a rent of $1,915 a month, a reduction of $85 (4%) from my current rent, on an 18-month renewal.',
    );
  });

  it("ignores the renter's own reduction and early-signing answers: each scenario sets its own", () => {
    const own = buildScenarios(
      form({ desiredReduction: '500', willResignEarly: true, stance: 'keep', leaseTermMonths: '24', counterRent: '2,100' }),
      atlanta30301(2000),
      TODAY,
    );
    expect(own.map(figures)).toEqual(scenarios.map(figures));
  });

  it('without market figures, asks for 5% off ($1,900) and half of it ($1,950) on the longer term', () => {
    expect(buildScenarios(form({}), null, TODAY).map((s) => [s.key, s.monthlyRent, s.termMonths, s.savingOverTerm])).toEqual([
      ['reduce', 1900, 12, 1200],
      ['reduce-longer', 1950, 18, 900],
      ['keep-early', 2000, 12, 0],
    ]);
  });

  it('has none when the rent is not a number', () => {
    expect(buildScenarios(form({ currentRent: '' }), null, TODAY)).toEqual([]);
    expect(scenarioForm(form({ currentRent: '' }), 'reduce', null, TODAY)).toBeNull();
  });
});

describe("the scenarios countering the landlord's proposed increase", () => {
  // $2,000 proposed up to $2,200 in Houston 77002, our average $2,448: the plan counters with half, $2,100.
  const houston = atlanta30301(2000, { zipcode: '77002', marketRent: 2448, range: { low: 1934, high: 2962 }, trend: null });

  it('counters on 12 and 18 months, or keeps the rent signing early on 12; savings are against the proposed rent', () => {
    const scenarios = buildScenarios(form({ landlordProposedRent: '2,200' }), houston, TODAY);
    expect(scenarios.map((s) => [s.key, s.stance, s.monthlyRent, s.termMonths, s.comparedWith, s.savingOverTerm, s.recommended])).toEqual([
      ['counter', 'counter', 2100, 12, { kind: 'proposal', rent: 2200 }, 1200, true],
      ['counter-longer', 'counter', 2100, 18, { kind: 'proposal', rent: 2200 }, 1800, false],
      ['keep-early', 'keep', 2000, 12, { kind: 'proposal', rent: 2200 }, 2400, false],
    ]);
    expect(scenarios.map((s) => s.title)).toEqual([
      "Counter the landlord's increase",
      'Counter on a longer lease',
      'Keep the rent, sign early',
    ]);
  });

  it('shows one scenario once: when the counter is the current rent, the counter on 12 months is keeping the rent', () => {
    // $2,000 is above Atlanta's average, so the plan's counter is to renew at $2,000.
    const scenarios = buildScenarios(form({ landlordProposedRent: '2200' }), atlanta30301(2000), TODAY);
    expect(scenarios.map((s) => [s.key, s.monthlyRent, s.termMonths, s.savingOverTerm])).toEqual([
      ['counter-longer', 2000, 18, 3600],
      ['keep-early', 2000, 12, 2400],
    ]);
  });

  it('asks for the correction to a rent cap first when the increase is above it (Oregon, 10%)', () => {
    const check = checkPortlandIncrease();
    const portland = form({ zipcode: '97201', currentRent: '1,800', landlordProposedRent: '2,016' });
    const scenarios = buildScenarios(portland, null, TODAY, check);
    expect(scenarios.map((s) => [s.key, s.monthlyRent, s.termMonths, s.savingOverTerm, s.capCorrection?.allowedRent])).toEqual([
      ['counter', 1910, 12, 1272, 1980],
      ['counter-longer', 1910, 18, 1908, 1980],
      ['keep-early', 1800, 12, 2592, 1980],
    ]);
    const letter = buildLetter(scenarioForm(portland, 'counter', null, TODAY, check)!, null, {
      tones: ['professional'],
      today: TODAY,
      format: 'letter',
      rentCheck: check,
    });
    expect(letter.paragraphs[1]!.part).toBe('rules');
    expect(letter.text).toContain('correct it to no more than $1,980');
  });

  it('has no reduction scenarios, and a counter scenario is refused without a proposed increase', () => {
    expect(scenarioForm(form({ landlordProposedRent: '2200' }), 'reduce', houston, TODAY)).toBeNull();
    expect(scenarioForm(form({}), 'counter', houston, TODAY)).toBeNull();
  });
});

describe('the scenario in the letter page address', () => {
  it('round-trips each scenario: the key, and the amount for the smaller reduction', () => {
    const scenarios = buildScenarios(form({}), atlanta30301(2000), TODAY);
    expect(scenarios.map((s) => scenarioQuery(s.key, s.answers))).toEqual([
      '?scenario=reduce',
      '?scenario=reduce-longer&reduction=85',
      '?scenario=keep-early',
    ]);
    for (const s of scenarios) {
      expect(scenarioFromQuery(new URLSearchParams(scenarioQuery(s.key, s.answers)))).toEqual({
        key: s.key,
        title: s.title,
        answers: s.answers,
      });
    }
  });

  it('ignores an unknown key, a missing or stray amount, and a malformed one', () => {
    for (const query of [
      '',
      '?scenario=lower',
      '?scenario=reduce-longer',
      '?scenario=reduce&reduction=90',
      '?scenario=reduce-longer&reduction=-5',
      '?scenario=reduce-longer&reduction=9x',
    ]) {
      expect(scenarioFromQuery(new URLSearchParams(query))).toBeNull();
    }
  });
});
