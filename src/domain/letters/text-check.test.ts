import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
import { SHIPPED_RENT_RULES } from '#tests/fixtures/rent-rules.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import type { Stance } from '../strategy/strategy.ts';
import { checkRentIncrease } from '../rent-rules/check.ts';
import { buildLetter } from './letter-builder.ts';
import { LEASE_TERMS, TENANT_STRENGTHS, type TenantStrengthId } from './letter-form.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { buildReply, planReply } from './reply-builder.ts';
import { emptyReplyForm, type LetterPoints } from './reply-form.ts';
import { type ReplyForm, type ReplyFormInput, replyFormSchema } from './reply-form.schema.ts';
import { checkText, letterTextPlan, replyTextPlan } from './text-check.ts';
import { LETTER_TONES, type LetterTone, REPLY_TONES, type ReplyTone } from './tones.ts';

// The checker (ADR 0066) over the whole input space: every letter and every reply our templates write passes it, and
// it catches the faults issue 29 measured when they are put into a text.

const today = new Date(2026, 10, 28);
const CASES = 2000;

/** New York 10025, 1 bedroom: our average $2,714 (HUD's ZIP figure $2,790, the Census median $2,009). */
const newYork10025 = (rent: number) =>
  manhattan10001(rent, {
    zipcode: '10025',
    marketRent: 2714,
    range: { low: 2144, high: 3284 },
    sources: {
      hud: { fmr: 2790, bedrooms: 1, fiscalYear: 2026, level: 'zip', areaName: 'New York, NY HUD Metro FMR Area' },
      census: { medianGrossRent: 2009, topCoded: false, years: '2019-2023' },
      hudEstimate: 2913,
      censusEstimate: 2381,
      blendedEstimate: 2714,
      twoBedroomFmr: 3060,
    },
  });
/** Houston 77002, 2 bedrooms: our average $2,448. */
const houston77002 = (rent: number) =>
  atlanta30301(rent, { zipcode: '77002', bedrooms: 2, marketRent: 2448, range: { low: 1934, high: 2962 }, trend: null });

const MARKETS = ['none', 'atlanta', 'manhattan', 'new-york-10025', 'houston', 'regional'] as const;
function marketFor(kind: (typeof MARKETS)[number], rent: number): MarketAnalysis | null {
  if (kind === 'atlanta') return atlanta30301(rent);
  if (kind === 'manhattan') return manhattan10001(rent);
  if (kind === 'new-york-10025') return newYork10025(rent);
  if (kind === 'houston') return houston77002(rent);
  if (kind === 'regional') return regional(rent, '59001', 1600);
  return null;
}
const LETTER_TONE_SETS = LETTER_TONES.flatMap((a) => [[a], ...LETTER_TONES.filter((b) => b !== a).map((b) => [a, b])]);
const REPLY_TONE_SETS = REPLY_TONES.flatMap((a) => [[a], ...REPLY_TONES.filter((b) => b !== a).map((b) => [a, b])]);

const letterArb = fc
  .record({
    rent: fc.integer({ min: 600, max: 6000 }),
    market: fc.constantFrom(...MARKETS),
    stance: fc.constantFrom<Stance>('reduce', 'keep', 'counter'),
    proposedDelta: fc.option(fc.integer({ min: -50, max: 700 }), { nil: null }),
    desired: fc.constantFrom('', '150', '$200', '10%', '7 percent', '$35'),
    counterAt: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    term: fc.constantFrom(...LEASE_TERMS),
    signEarly: fc.boolean(),
    flexibility: fc.constantFrom('none' as const, 'lease-extension' as const, 'improvements' as const),
    tones: fc.constantFrom(...LETTER_TONE_SETS),
    format: fc.constantFrom('letter' as const, 'email' as const),
    /** The rent rules outcome: no check, or Oregon's 10% ceiling (above it or within it, notice short or not). */
    rules: fc.constantFrom('none', 'oregon-short-notice', 'oregon'),
    leaseEnd: fc.constantFrom(undefined, '2026-12-31', '2027-02-28', '2027-08-31', '2026-10-01'),
    strengths: fc.subarray(TENANT_STRENGTHS.map((s) => s.id)),
    maintenanceIssues: fc.constantFrom('', 'The dishwasher is broken'),
    rentIncreaseHistory: fc.constantFrom('', 'Up $100 in 2024 and $125 in 2025', 'It went up every year'),
    listing: fc.option(fc.integer({ min: 70, max: 110 }), { nil: null }),
    hardship: fc.boolean(),
    years: fc.integer({ min: 0, max: 9 }),
    /** The sender's details given: none (the spec's placeholders stand), a name only, or name, phone, email and address. */
    sender: fc.constantFrom('none', 'name', 'all'),
  })
  .map((r) => (r.stance === 'counter' && (r.proposedDelta === null || r.proposedDelta < 2) ? { ...r, proposedDelta: 180 } : r));
type LetterDraw = typeof letterArb extends fc.Arbitrary<infer T> ? T : never;

function letterOf(r: LetterDraw) {
  const market = marketFor(r.market, r.rent);
  const proposed = r.proposedDelta === null ? null : r.rent + r.proposedDelta;
  const form: LetterForm = {
    ...emptyLetterForm(),
    landlordName: 'Maple Property Management',
    propertyAddress: '12 Oak Street, Apt 4',
    zipcode: market?.zipcode ?? '97201',
    currentRent: r.rent.toLocaleString('en-US'),
    tenureLengthYears: String(r.years),
    tenureLengthMonths: r.years === 0 ? '8' : '',
    stance: r.stance,
    landlordProposedRent: proposed === null ? '' : String(proposed),
    desiredReduction: r.stance === 'reduce' ? r.desired : '',
    counterRent:
      r.stance === 'counter' && r.counterAt !== null && r.proposedDelta !== null
        ? String(r.rent + Math.min(r.proposedDelta - 1, Math.max(1, Math.round((r.proposedDelta * r.counterAt) / 100))))
        : '',
    leaseTermMonths: r.term,
    willResignEarly: r.signEarly,
    flexibility: r.flexibility,
    leaseEndDate: r.leaseEnd,
    tenantQuality: r.strengths as TenantStrengthId[],
    maintenanceIssues: r.maintenanceIssues,
    rentIncreaseHistory: r.rentIncreaseHistory,
    comparables:
      r.listing === null
        ? []
        : [
            {
              where: '410 Main St',
              rent: String(Math.round((r.rent * r.listing) / 100)),
              bedrooms: '1',
              freeMonths: '1',
              termMonths: '12',
            },
          ],
    reasonForReduction: r.hardship ? 'financial_hardship' : 'market_analysis',
    senderName: r.sender === 'none' ? '' : 'Dana Rivera',
    senderPhone: r.sender === 'all' ? '(503) 555-0142' : '',
    senderEmail: r.sender === 'all' ? 'dana@example.com' : '',
    senderAddress: r.sender === 'all' ? '88 Pine Street\nPortland, OR 97209' : '',
  };
  const rentCheck =
    r.rules !== 'none' && proposed !== null && proposed > r.rent
      ? checkRentIncrease(SHIPPED_RENT_RULES, {
          state: 'OR',
          city: 'Portland',
          zip: '97201',
          currentRent: r.rent,
          proposedRent: proposed,
          effectiveDate: '2027-01-01',
          noticeDate: r.rules === 'oregon-short-notice' ? '2026-11-15' : '2026-09-01',
        })
      : null;
  const letter = buildLetter(form, market, { tones: r.tones as LetterTone[], today, format: r.format, rentCheck });
  return { form, letter };
}

describe('every letter passes the checker (property)', () => {
  it(`${CASES} letters over stance x proposal x reduction x term x sign-early x tone and blend x flexibility x rules`, () => {
    fc.assert(
      fc.property(letterArb, (r) => {
        const { form, letter } = letterOf(r);
        expect(checkText(letter.text, letterTextPlan(form, letter.strategy))).toEqual([]);
        // The renter's term, always: signing early never makes it another.
        expect(letter.strategy.termMonths).toBe(Number(r.term));
        if (r.stance === 'reduce' && r.proposedDelta !== null && r.proposedDelta > 0)
          expect(letter.strategy.ask.targetRent).toBeLessThan(r.rent);
      }),
      { numRuns: CASES },
    );
  });
});

const ANSWERS = {
  decline: 'We are unable to reduce the rent at this time. Your rent will remain the same.',
  declineTerm: "We can't lower the rent, but we could keep it at the current rate if you sign for 18 months.",
  increaseTaxes: 'Due to higher property taxes, your rent will go up to {up}.',
  increaseMarket: 'Rents in the area have gone up. The new rent will be {up} per month.',
  upgrades: 'With the new roof and windows, we need to raise it by $150 a month.',
  counter: 'We can do {counter} if you sign a 12-month lease.',
  counterLonger: 'We could do {counter} on a 24-month lease.',
  accept: 'We can do {ask}.',
  acceptLonger: 'We can do {ask} if you sign for 18 months.',
  partial: 'Let me think about it and get back to you.',
  unclear: 'Please call the office.',
} as const;

const replyArb = fc.record({
  current: fc.integer({ min: 900, max: 5000 }),
  asked: fc.constantFrom('keep', '$150', '10%', 'rent-5%'),
  answer: fc.constantFrom(...(Object.keys(ANSWERS) as (keyof typeof ANSWERS)[])),
  responseType: fc.constantFrom('counter' as const, 'partial' as const, 'decline' as const),
  askedTerm: fc.constantFrom(...LEASE_TERMS),
  flexibility: fc.constantFrom('none' as const, 'lease-extension' as const, 'improvements' as const),
  tones: fc.constantFrom(...REPLY_TONE_SETS),
  market: fc.option(fc.integer({ min: 80, max: 120 }), { nil: null }),
  points: fc.boolean(),
  cap: fc.boolean(),
  trend: fc.boolean(),
  landlordName: fc.constantFrom('', 'Ms. Patel'),
  timeline: fc.constantFrom('urgent' as const, 'normal' as const),
  /** The walk-away point's similar home, as a percentage of the current rent, and the one-time costs (ADR 0077). */
  walkAway: fc.option(fc.record({ alternative: fc.integer({ min: 70, max: 120 }), costs: fc.integer({ min: 0, max: 8000 }) }), {
    nil: null,
  }),
});
type ReplyDraw = typeof replyArb extends fc.Arbitrary<infer T> ? T : never;

function replyFormOf(r: ReplyDraw): ReplyForm {
  const ask = r.asked === 'keep' ? r.current : r.asked === 'rent-5%' ? Math.round(r.current * 0.95) : null;
  const fill = (text: string) =>
    text
      .replace('{up}', `$${(r.current + 150).toLocaleString('en-US')}`)
      .replace('{counter}', `$${(r.current - 40).toLocaleString('en-US')}`)
      .replace('{ask}', `$${Math.round(r.current * 0.9).toLocaleString('en-US')}`);
  const points: LetterPoints = {
    comparable: { where: '410 Main St', effectiveRent: r.current - 120 },
    repairs: 'The heating failed twice',
    pastIncreases: 225,
  };
  const input: ReplyFormInput = {
    ...emptyReplyForm(),
    landlordName: r.landlordName,
    landlordResponse: fill(ANSWERS[r.answer]),
    responseType: r.responseType,
    currentRent: String(r.current),
    requestedReduction: ask === null ? r.asked : `$${ask.toLocaleString('en-US')}`,
    askedTerm: r.askedTerm,
    flexibility: r.flexibility,
    marketRent: r.market === null ? '' : String(Math.round((r.current * r.market) / 100)),
    hudTrend: r.trend
      ? { areaName: 'Harris County, TX', bedrooms: 2, fromYear: 2024, toYear: 2026, fromFmr: 1990, toFmr: 2060, percentChange: 4 }
      : null,
    rentCap: r.cap
      ? {
          law: 'ORS 90.323',
          place: 'Oregon',
          limit: '10%',
          period: 'in any 12 months',
          unless: [],
          currentRent: r.current,
          allowedRent: Math.floor(r.current * 1.1),
        }
      : null,
    letterPoints: r.points ? points : null,
    timeline: r.timeline,
    walkAway: r.walkAway
      ? { alternativeRent: Math.round((r.current * r.walkAway.alternative) / 100), oneTimeTotal: r.walkAway.costs, source: 'renter' }
      : null,
    selectedTones: r.tones as ReplyTone[],
    acceptDisclaimer: true,
  };
  return replyFormSchema.parse(input);
}

describe('every reply passes the checker (property)', () => {
  it(`${CASES} replies over the landlord's answer x flexibility x the renter's ask and term x tone and blend x carried points`, () => {
    fc.assert(
      fc.property(replyArb, (r) => {
        const form = replyFormOf(r);
        const text = buildReply(form, { today });
        const plan = planReply(form);
        expect(checkText(text, replyTextPlan(form, plan))).toEqual([]);
        // Never a rent other than the renter's ask (or their figure when it meets it), never a term they did not choose.
        if (plan.proposal.rent !== null && plan.asked !== null) expect(plan.proposal.rent).toBeLessThanOrEqual(plan.asked);
        if (r.flexibility !== 'lease-extension') expect(plan.alternative).toBeNull();
        // Never a rent above the walk-away point for the term proposed (ADR 0077).
        if (plan.walkAway) {
          const point = Math.floor(form.walkAway!.alternativeRent + form.walkAway!.oneTimeTotal / plan.proposal.term);
          if (plan.proposal.rent !== null) expect(plan.proposal.rent).toBeLessThanOrEqual(point);
          if (plan.alternative) expect(plan.alternative.rent).toBeLessThanOrEqual(point);
        }
        expect(text).not.toMatch(/I would accept an increase|as far as I can go|improvement to the unit|agreed improvement/);
      }),
      { numRuns: CASES },
    );
  });
});

describe('the checker catches what issue 29 measured', () => {
  const letterFor = (form: Partial<LetterForm>, market: MarketAnalysis | null, tones: LetterTone[] = ['professional']) => {
    const full = { ...emptyLetterForm(), landlordName: 'Jane Smith', propertyAddress: '1 Main St', tenureLengthYears: '2', ...form };
    const letter = buildLetter(full, market, { tones, today, format: 'letter' });
    return { letter, plan: letterTextPlan(full, letter.strategy) };
  };

  it('New York 10025, $3,000, proposed $3,300, Lower my rent 10%: asks for $2,700; the old renew-at-$3,000 ask fails', () => {
    const { letter, plan } = letterFor(
      { zipcode: '10025', currentRent: '3,000', landlordProposedRent: '3,300', desiredReduction: '10%' },
      newYork10025(3000),
    );
    expect(letter.text).toContain(
      'I would therefore like to request a rent of $2,700 a month, a reduction of $300 (10%) from my current rent, on a 12-month renewal, rather than the $3,300 you proposed.',
    );
    expect(checkText(letter.text, plan)).toEqual([]);
    const old = letter.text.replace(
      'I would therefore like to request a rent of $2,700 a month, a reduction of $300 (10%) from my current rent',
      'I would like to propose renewing at the current rent of $3,000 a month instead of $3,300',
    );
    expect(checkText(old, plan).map((f) => f.rule)).toContain('ask');
  });

  it("keeps the renter's term with sign-early (Houston keep), and fails a letter that turns it into 18 months", () => {
    const { letter, plan } = letterFor(
      { zipcode: '77002', bedrooms: '2', currentRent: '1,100', stance: 'keep', willResignEarly: true },
      houston77002(1100),
    );
    expect(letter.text).toContain('I would therefore like to request that the rent stay at $1,100 a month for a 12-month renewal.');
    expect(letter.text).toContain('I am also prepared to sign the renewal early');
    expect(checkText(letter.text, plan)).toEqual([]);
    expect(checkText(letter.text.replace('a 12-month renewal', 'an 18-month renewal'), plan)).toEqual([
      { rule: 'term', found: '18-month', message: '18-month: the renter chose no such term' },
      { rule: 'term', found: '', message: 'The 12-month term the renter chose is not stated' },
    ]);
  });

  const replyFor = (fields: Partial<ReplyFormInput>, tones: ReplyTone[] = ['professional']) => {
    const form = replyFormSchema.parse({
      ...emptyReplyForm(),
      landlordName: 'Ms. Patel',
      currentRent: '2400',
      requestedReduction: '$2,280',
      responseType: 'counter',
      acceptDisclaimer: true,
      ...fields,
    });
    return { text: buildReply(form, { today, tones }), plan: replyTextPlan(form, planReply(form)) };
  };

  it('no pre-agreement to a tax pass-through, and no ask beyond the renter\'s ("Sign a longer lease")', () => {
    const { text, plan } = replyFor(
      { landlordResponse: 'Your rent will go up to $2,550 because of property taxes.', flexibility: 'lease-extension' },
      ['strategic'],
    );
    expect(checkText(text, plan)).toEqual([]);
    const measured = `${text} I would accept an increase that covers that share, once I have seen the figures. If the rent has to rise, $2,475 a month on a 24-month lease is as far as I can go.`;
    const found = checkText(measured, plan);
    expect(new Set(found.map((f) => f.rule))).toEqual(new Set(['figure', 'term', 'ask', 'pre-agreement', 'contradicting-asks']));
    expect(found.some((f) => f.rule === 'pre-agreement' && f.found.includes('I would accept an increase that covers that share'))).toBe(
      true,
    );
    expect(found.find((f) => f.rule === 'ask')?.found).toBe('$2,475');
  });

  it('no longer lease with "No extra flexibility" against "$2,325 if you sign for 12 months"', () => {
    const { text, plan } = replyFor({ landlordResponse: '$2,325 if you sign for 12 months.', flexibility: 'none' });
    expect(text).toContain('at $2,280 a month');
    expect(text).not.toContain('18-month');
    expect(checkText(text, plan)).toEqual([]);
    expect(checkText(`${text} I would also sign an 18-month lease at $2,280 a month.`, plan).map((f) => f.rule)).toEqual(['term']);
  });

  it('a letter signed with the details the renter gave has no placeholder; putting one back for a given detail fails', () => {
    const { letter, plan } = letterFor(
      {
        zipcode: '10025',
        currentRent: '3,000',
        desiredReduction: '5%',
        senderName: 'Dana Rivera',
        senderPhone: '(212) 555-0199',
        senderEmail: 'dana@example.com',
      },
      newYork10025(3000),
    );
    expect(letter.text).toContain('Dana Rivera');
    expect(letter.text).not.toMatch(/\[Your /);
    expect(checkText(letter.text, plan)).toEqual([]);
    const unsigned = letter.text.replace('Dana Rivera', '[Your Name]').replace('(212) 555-0199', '[Your Phone Number]');
    expect(checkText(unsigned, plan).map((f) => f.found)).toEqual(['[Your Name]', '[Your Phone Number]']);
  });

  it('flags a placeholder for a detail the renter gave, and a bracket that stands for nothing', () => {
    const { text, plan } = replyFor({ landlordResponse: 'No.', responseType: 'decline' });
    expect(checkText(text.replace('Dear Ms. Patel,', "Dear [Landlord's Name],"), plan).map((f) => f.found)).toEqual(["[Landlord's Name]"]);
    expect(checkText(`${text}\n[Date]`, plan).map((f) => f.rule)).toEqual(['placeholder']);
    // The sign-off placeholders stand while the renter has given no name, phone or email.
    expect(text).toContain('[Your Name]');
  });
});
