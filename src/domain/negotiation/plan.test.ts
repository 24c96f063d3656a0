import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { isoDay, longDate, parseIsoDay } from '../shared/dates.ts';
import { emptyLetterForm, type LetterForm } from '../letters/letter-form.schema.ts';
import { strategyForLetter } from '../letters/letter-strategy.ts';
import { negotiationTiming, TIMING_ACTIONS } from '../letters/timing.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { type ComparableInput, emptyComparable } from '../strategy/comparable.ts';
import type { Stance } from '../strategy/strategy.ts';

/**
 * The negotiation plan table (ADR 0038): one plan per letter form, read by the strategy card, the timing card and
 * the letter. Each row is a renter's answers on November 25, 2026 and what the plan must say.
 */
const TODAY = new Date(2026, 10, 25);

/** Houston 77002, 2 bedrooms: our average $2,448 (issue 20). */
const houston77002 = (rent: number): MarketAnalysis =>
  atlanta30301(rent, {
    zipcode: '77002',
    bedrooms: 2,
    marketRent: 2448,
    range: { low: 1934, high: 2962 },
    overpayment: 0,
    percentOvermarket: Math.round(((rent - 2448) / 2448) * 1000) / 10,
    trend: null,
  });

const listing = (over: Partial<ComparableInput>): ComparableInput => ({ ...emptyComparable(), ...over });

interface Row {
  name: string;
  rent: number;
  market: MarketAnalysis | null;
  form?: Partial<LetterForm>;
  stance: Stance;
  recommended: Stance;
  ask: number;
  term: number;
  sendOn: string;
  replyBy: string;
  askOverTerm: number;
  vacancyHelps: boolean;
}

const ROWS: Row[] = [
  {
    name: 'above market: the 9% gap would ask $1,820, under the $1,827 average, so the ask is the average rounded up',
    rent: 2000,
    market: atlanta30301(2000),
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
  {
    name: 'far above market, signing early: an offer of timing, the term stays 12 months',
    rent: 2500,
    market: atlanta30301(2500),
    form: { willResignEarly: true },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 2125,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 4500,
    vacancyHelps: false,
  },
  {
    name: 'far above market, an 18-month lease chosen: the cost is over 18 months',
    rent: 2500,
    market: atlanta30301(2500),
    form: { leaseTermMonths: '18' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 2125,
    term: 18,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 6750,
    vacancyHelps: false,
  },
  {
    name: "the renter's own $100 ask: vacancy costs the landlord more than saying yes",
    rent: 2500,
    market: atlanta30301(2500),
    form: { desiredReduction: '$100' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 2400,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 1200,
    vacancyHelps: true,
  },
  {
    name: 'at market, reduce chosen while keep is recommended: the letter asks for 5% less',
    rent: 1827,
    market: atlanta30301(1827),
    stance: 'reduce',
    recommended: 'keep',
    ask: 1735,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 1104,
    vacancyHelps: true,
  },
  {
    name: 'at market, keep chosen',
    rent: 1827,
    market: atlanta30301(1827),
    form: { stance: 'keep' },
    stance: 'keep',
    recommended: 'keep',
    ask: 1827,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 0,
    vacancyHelps: true,
  },
  {
    name: 'Houston 77002, $1,100 against $2,448, keep chosen signing early: 12 months, no vacancy argument',
    rent: 1100,
    market: houston77002(1100),
    form: { stance: 'keep', zipcode: '77002', bedrooms: '2', willResignEarly: true },
    stance: 'keep',
    recommended: 'keep',
    ask: 1100,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 0,
    vacancyHelps: false,
  },
  {
    name: 'far above market, keep chosen while reduce is recommended',
    rent: 2500,
    market: atlanta30301(2500),
    form: { stance: 'keep' },
    stance: 'keep',
    recommended: 'reduce',
    ask: 2500,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 0,
    vacancyHelps: true,
  },
  {
    name: 'increase proposed, counter chosen, rent above the average: renew at the current rent',
    rent: 1900,
    market: atlanta30301(1900),
    form: { landlordProposedRent: '2,050', stance: 'counter' },
    stance: 'counter',
    recommended: 'counter',
    ask: 1900,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 1800,
    vacancyHelps: true,
  },
  {
    name: 'increase proposed, counter chosen, rent below the average: meet it halfway, cost over 18 months; re-letting at the average would pay more than a vacancy costs, so no vacancy argument',
    rent: 3500,
    market: manhattan10001(3500),
    form: { landlordProposedRent: '3800', stance: 'counter', leaseTermMonths: '18' },
    stance: 'counter',
    recommended: 'counter',
    ask: 3650,
    term: 18,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 2700,
    vacancyHelps: false,
  },
  {
    name: "increase proposed, Lower my rent chosen: the renter's 10% off the current rent, the proposal answered",
    rent: 3000,
    market: manhattan10001(3000, { marketRent: 2714, range: { low: 2144, high: 3284 } }),
    form: { landlordProposedRent: '3,300', desiredReduction: '10%' },
    stance: 'reduce',
    recommended: 'counter',
    ask: 2700,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 7200,
    vacancyHelps: false,
  },
  {
    name: 'increase proposed, keep chosen: the current rent, the proposal answered',
    rent: 1900,
    market: atlanta30301(1900),
    form: { landlordProposedRent: '2,050', stance: 'keep' },
    stance: 'keep',
    recommended: 'counter',
    ask: 1900,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 1800,
    vacancyHelps: true,
  },
  {
    name: 'no market figures: 5% less',
    rent: 2500,
    market: null,
    stance: 'reduce',
    recommended: 'reduce',
    ask: 2375,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 1500,
    vacancyHelps: true,
  },
  {
    name: 'lease end far (Aug 31, 2027): send 90 days before, reply two weeks later',
    rent: 2000,
    market: atlanta30301(2000),
    form: { leaseEndDate: '2027-08-31' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2027-06-02',
    replyBy: '2027-06-16',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
  {
    name: 'lease end 91 days away: send tomorrow',
    rent: 2000,
    market: atlanta30301(2000),
    form: { leaseEndDate: '2027-02-24' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2026-11-26',
    replyBy: '2026-12-10',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
  {
    name: 'lease end in 75 days: send today',
    rent: 2000,
    market: atlanta30301(2000),
    form: { leaseEndDate: '2027-02-08', stance: 'keep' },
    stance: 'keep',
    recommended: 'reduce',
    ask: 2000,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 0,
    vacancyHelps: true,
  },
  {
    name: 'lease end near (40 days): the reply is pulled in to 30 days before the end',
    rent: 2000,
    market: atlanta30301(2000),
    form: { leaseEndDate: '2027-01-04' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-05',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
  {
    name: 'lease end in 5 days: at least a week to answer',
    rent: 1900,
    market: atlanta30301(1900),
    form: { leaseEndDate: '2026-11-30', landlordProposedRent: '2,050', stance: 'counter' },
    stance: 'counter',
    recommended: 'counter',
    ask: 1900,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-02',
    askOverTerm: 1800,
    vacancyHelps: true,
  },
  {
    name: 'lease end passed: send today, two weeks to answer',
    rent: 2000,
    market: atlanta30301(2000),
    form: { leaseEndDate: '2026-10-01' },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
  {
    name: 'repairs, past increases and comparables with concessions do not move the ask or the dates',
    rent: 2000,
    market: atlanta30301(2000),
    form: {
      maintenanceIssues: 'Leaking kitchen faucet;  broken dishwasher ',
      rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025',
      comparables: [listing({ where: '410 Main St', rent: '2,300', freeMonths: '1' }), listing({ where: 'Elm Ct', rent: '1950' })],
    },
    stance: 'reduce',
    recommended: 'reduce',
    ask: 1830,
    term: 12,
    sendOn: '2026-11-25',
    replyBy: '2026-12-09',
    askOverTerm: 2040,
    vacancyHelps: false,
  },
];

function formOf(row: Row): LetterForm {
  return {
    ...emptyLetterForm(),
    landlordName: 'Maple Property Management',
    propertyAddress: '100 Peachtree St, Apt 4B',
    zipcode: '30301',
    currentRent: String(row.rent),
    tenureLengthYears: '2',
    ...row.form,
  };
}

describe('the negotiation plan', () => {
  it.each(ROWS)('$name', (row) => {
    const form = formOf(row);
    const plan = strategyForLetter(form, row.market, TODAY);
    expect(plan).not.toBeNull();
    if (!plan) return;
    expect({
      stance: plan.stance,
      recommended: plan.recommended,
      ask: plan.ask.targetRent,
      term: plan.termMonths,
      sendOn: isoDay(plan.timing.sendOn),
      replyBy: isoDay(plan.timing.replyBy),
      askOverTerm: plan.turnover.askOverTerm,
      vacancyHelps: plan.vacancyHelps,
    }).toEqual({
      stance: row.stance,
      recommended: row.recommended,
      ask: row.ask,
      term: row.term,
      sendOn: row.sendOn,
      replyBy: row.replyBy,
      askOverTerm: row.askOverTerm,
      vacancyHelps: row.vacancyHelps,
    });
    expect(plan.turnover.low).toBe(row.rent);
    expect(plan.turnover.high).toBe(row.rent * 3);

    // The timing card: the same two dates, the "send" step in the week of sendOn, naming the reply-by date.
    const timing = negotiationTiming(form.leaseEndDate, TODAY);
    if (form.leaseEndDate === undefined) {
      expect(timing).toBeNull();
      return;
    }
    expect([timing?.sendOn, timing?.replyBy]).toEqual([row.sendOn, row.replyBy]);
    const sendOn = parseIsoDay(row.sendOn) as number;
    const sendStep = timing?.steps.find((s) => s.action.includes(TIMING_ACTIONS.send));
    const weekStart = parseIsoDay(sendStep?.weekStart) as number;
    expect(sendOn - weekStart).toBeGreaterThanOrEqual(0);
    expect(sendOn - weekStart).toBeLessThan(7);
    expect(sendStep?.action).toContain(`It asks for a reply by ${longDate(plan.timing.replyBy)}.`);
  });

  it('reads repairs with a fix-by date 30 days after sending, and past increases against the starting rent', () => {
    const plan = strategyForLetter(formOf(ROWS.at(-1) as Row), atlanta30301(2000), TODAY);
    expect(plan?.repairs).toEqual({ items: 'Leaking kitchen faucet; broken dishwasher', fixBy: parseIsoDay('2026-12-25') as number });
    // $225 a month in all on a starting rent of $1,775: 13%.
    expect(plan?.pastIncreases).toEqual({
      items: [
        { amount: 100, year: 2024 },
        { amount: 125, year: 2025 },
      ],
      total: 225,
      percentOfStart: 13,
    });
    const farRepairs = strategyForLetter(
      { ...formOf(ROWS[0] as Row), maintenanceIssues: 'Broken heater', leaseEndDate: '2027-08-31' },
      atlanta30301(2000),
      TODAY,
    );
    expect(farRepairs?.repairs?.fixBy).toBe((parseIsoDay('2027-06-02') as number) + 30);
    expect(strategyForLetter(formOf(ROWS[0] as Row), atlanta30301(2000), TODAY)?.repairs).toBeNull();
  });

  it('takes the comparables as entered, and the cheapest effective rent below the current rent (a counter: the proposed rent) as the best', () => {
    const plan = strategyForLetter(formOf(ROWS.at(-1) as Row), atlanta30301(2000), TODAY);
    expect(plan?.comparables).toEqual([
      { where: '410 Main St', rent: 2300, bedrooms: null, freeMonths: 1, termMonths: 12, effectiveRent: 2108 },
      { where: 'Elm Ct', rent: 1950, bedrooms: null, freeMonths: 0, termMonths: 12, effectiveRent: 1950 },
    ]);
    expect(plan?.bestComparable?.where).toBe('Elm Ct');
    const concession = strategyForLetter(
      {
        ...formOf(ROWS[0] as Row),
        comparables: [listing({ where: 'Oak Ave', rent: '2,100', bedrooms: '1', freeMonths: '2', termMonths: '13' })],
      },
      atlanta30301(2000),
      TODAY,
    );
    // $2,100 with 2 months free on 13: $1,777 a month.
    expect(concession?.bestComparable).toEqual({
      where: 'Oak Ave',
      rent: 2100,
      bedrooms: 1,
      freeMonths: 2,
      termMonths: 13,
      effectiveRent: 1777,
    });
    const dearer = strategyForLetter(
      { ...formOf(ROWS[0] as Row), comparables: [listing({ where: 'Pine St', rent: '2,400' })] },
      atlanta30301(2000),
      TODAY,
    );
    expect([dearer?.comparables.length, dearer?.bestComparable]).toEqual([1, null]);
    // A counter to $2,500: a listing at $2,400 is below the proposed rent, the one the letter names.
    const counter = strategyForLetter(
      {
        ...formOf(ROWS[0] as Row),
        landlordProposedRent: '2,500',
        stance: 'counter',
        comparables: [listing({ where: 'Pine St', rent: '2,400' })],
      },
      atlanta30301(2000),
      TODAY,
    );
    expect([counter?.stance, counter?.bestComparable?.effectiveRent]).toEqual(['counter', 2400]);
  });

  it('leaves past increases without a starting rent when they are the whole rent', () => {
    const plan = strategyForLetter(
      { ...formOf(ROWS.find((r) => r.market === null) as Row), currentRent: '500', rentIncreaseHistory: 'Up $500 in 2025' },
      null,
      TODAY,
    );
    expect(plan?.pastIncreases?.percentOfStart).toBeNull();
  });
});
