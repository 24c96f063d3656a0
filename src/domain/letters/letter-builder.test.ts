import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { type Stance, strategyFigures } from '../strategy/strategy.ts';
import { formatUsd } from '../shared/money.ts';
import { addressee, buildLetter, renewalPhrase, tenurePhrase } from './letter-builder.ts';
import { longDate } from '../shared/dates.ts';
import { LEASE_TERMS, TENANT_STRENGTHS, type TenantStrengthId } from './letter-form.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { LETTER_PHRASES } from './letter-phrases.ts';
import { LETTER_TONES, type LetterTone } from './tones.ts';

const today = new Date(2026, 10, 23);
const base: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Peachtree Residential LLC',
  propertyAddress: '123 Peachtree St NE, Apt 5B',
  zipcode: '30301',
  currentRent: '2,500',
  tenureLengthYears: '3',
};
const build = (
  form: Partial<LetterForm>,
  market: MarketAnalysis | null,
  tones: LetterTone[] = ['professional'],
  format: 'letter' | 'email' = 'letter',
) => buildLetter({ ...base, ...form }, market, { tones, today, format });

interface Scenario {
  name: string;
  form: Partial<LetterForm>;
  market: MarketAnalysis | null;
  tones?: LetterTone[];
  stance: Stance;
  recommended: Stance;
  target: number;
  change: number;
  percent: number;
  contains: string[];
  excludes?: string[];
}

const SCENARIOS: Scenario[] = [
  {
    name: 'overpaying: ZIP 30301, $2,500, 1 bedroom, 3 years',
    form: {},
    market: atlanta30301(2500),
    stance: 'reduce',
    recommended: 'reduce',
    target: 2125,
    change: 375,
    percent: 15,
    contains: [
      'I have been your tenant for 3 years and currently pay $2,500 a month.',
      'I have reviewed the published rent figures for this area.',
      "HUD's fair market rent for a one-bedroom home in ZIP 30301 alone is $1,750 for FY2026; HUD sets it at the 40th percentile of rents paid by recent movers, utilities included.",
      "RentCheck's estimate built on HUD figures puts the average for a similar one-bedroom apartment here at about $1,827 a month.",
      'At $2,500, I pay $673 a month more than that, or $8,076 over a year.',
      'I would therefore like to request a rent of $2,125 a month, a reduction of $375 (15%) from my current rent, on a 12-month renewal.',
      'I would be grateful for your reply by December 7, 2026',
    ],
    // A $4,500 ask over 12 months costs more than a month's vacancy: the vacancy argument would not help.
    excludes: ['Census', 'my own estimate', '8 in 10', '$1,443', '$2,211', 'range', 'rose', 'vacancy'],
  },
  {
    name: 'fair rent: keeps the rent, the market backs it',
    form: { currentRent: '1,850', stance: 'keep' },
    market: atlanta30301(1850),
    stance: 'keep',
    recommended: 'keep',
    target: 1850,
    change: 0,
    percent: 0,
    contains: [
      'My current rent of $1,850 is already in line with that.',
      'I would therefore like to request that the rent stay at $1,850 a month for a 12-month renewal.',
      'or $1,850 to $5,550 at the current rent. Renewing at the current rent avoids that cost entirely.',
    ],
    excludes: ['reduction', 'lower'],
  },
  {
    name: 'overpaying but choosing to keep the rent: the market line says so, not "in line"',
    form: { stance: 'keep' },
    market: atlanta30301(2500),
    stance: 'keep',
    recommended: 'reduce',
    target: 2500,
    change: 0,
    percent: 0,
    contains: ['At $2,500, I already pay $673 a month more than that, so an increase would not reflect the market.'],
    excludes: ['in line with'],
  },
  {
    name: 'below market: ZIP 10001, $3,500, keeps the rent and never quotes the higher average',
    form: { zipcode: '10001', currentRent: '3,500', tenureLengthYears: '2', stance: 'keep' },
    market: manhattan10001(3500),
    stance: 'keep',
    recommended: 'keep',
    target: 3500,
    change: 0,
    percent: 0,
    contains: ['I would therefore like to request that the rent stay at $3,500 a month for a 12-month renewal.'],
    excludes: ['$3,954', '$3,990', 'HUD', 'Census', 'reduction', 'lower'],
  },
  {
    name: 'landlord proposes $2,050 on $1,900 above the average: counter chosen, our counter is the current rent',
    form: { currentRent: '1,900', landlordProposedRent: '2,050', stance: 'counter' },
    market: atlanta30301(1900),
    stance: 'counter',
    recommended: 'counter',
    target: 1900,
    change: 0,
    percent: 0,
    contains: [
      'I am writing in response to your renewal offer of $2,050 a month.',
      'At $1,900, I already pay $73 a month more than that, and $2,050 would put the rent $223 a month above it.',
      "Over two years, HUD's area-wide one-bedroom fair market rent for Fulton County, GA rose 1%, from $1,643 in FY2024 to $1,660 in FY2026, which is less than the 8% increase proposed for one year.",
      'or $1,900 to $5,700 at the current rent, more than the $1,800 between your figure and mine over the 12-month lease.',
      'I would therefore like to request that the rent stay at $1,900 a month for a 12-month renewal, rather than the $2,050 you proposed.',
    ],
    excludes: ['reduction'],
  },
  {
    name: 'landlord proposes $3,800 on $3,500 below the average: counter chosen, a smaller increase, and the trend',
    form: { zipcode: '10001', currentRent: '3,500', landlordProposedRent: '3800', stance: 'counter' },
    market: manhattan10001(3500),
    tones: ['direct'],
    stance: 'counter',
    recommended: 'counter',
    target: 3650,
    change: -150,
    percent: 4,
    contains: [
      'I have received your proposed rent of $3,800 a month.',
      "Here are the public figures. HUD's area-wide one-bedroom fair market rent for New York County, NY rose 8% in two years (from $2,451 in FY2024 to $2,655 in FY2026); you propose 9% in one.",
      'I am proposing $3,650 a month, an increase of $150 (4%) instead of $300 (9%), on a 12-month lease.',
    ],
    // Re-letting at the $3,954 average would bring the landlord $304 a month more than the counter, $3,648 over the
    // term, more than a month of vacancy: the letter argues no vacancy cost.
    excludes: ['$3,954', 'Thank you for your', 'vacancy'],
  },
  {
    name: 'a counter with past increases: the HUD change is set against them once, not repeated in the market paragraph',
    form: {
      currentRent: '1,900',
      landlordProposedRent: '2,050',
      stance: 'counter',
      rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025',
    },
    market: atlanta30301(1900),
    tones: ['friendly'],
    stance: 'counter',
    recommended: 'counter',
    target: 1900,
    change: 0,
    percent: 0,
    contains: [
      "My rent has gone up twice while I've lived here, by $100 in 2024 and $125 in 2025, so $225 a month in all (13% more than when I moved in). For comparison, HUD's area-wide one-bedroom fair market rent for Fulton County, GA rose 1% from FY2024 to FY2026, so I've already seen my rent rise faster than rents around here.",
    ],
    excludes: ['over two years', 'Thanks for sending'],
  },
  {
    name: 'falling HUD rents: keep quotes the fall once, against the past increases',
    form: { stance: 'keep', rentIncreaseHistory: 'It went up $150 in 2025' },
    market: atlanta30301(2500, {
      trend: { areaName: 'Fulton County, GA', bedrooms: 1, fromYear: 2024, toYear: 2026, fromFmr: 1700, toFmr: 1660, percentChange: -2 },
    }),
    tones: ['direct'],
    stance: 'keep',
    recommended: 'reduce',
    target: 2500,
    change: 0,
    percent: 0,
    contains: [
      "My rent has already gone up $150 in 2025, 6% since I moved in. HUD's area-wide one-bedroom fair market rent for Fulton County, GA fell 2% from FY2024 to FY2026: my rent has outpaced the area.",
    ],
    excludes: ['in two years'],
  },
  {
    name: 'long tenure with strengths',
    form: { currentRent: '2,200', tenureLengthYears: '6', tenantQuality: ['on_time_rent', 'excellent_condition', 'minor_repairs'] },
    market: atlanta30301(2200),
    stance: 'reduce',
    recommended: 'reduce',
    target: 1870,
    change: 330,
    percent: 15,
    contains: [
      'I have been your tenant for 6 years and currently pay $2,200 a month.',
      'Throughout my tenancy, I have kept the property in excellent condition, handled minor repairs myself, and never missed or been late on a rent payment.',
      'a reduction of $330 (15%)',
    ],
  },
  {
    name: 'repairs become an ask: what, by when, and the rent until then',
    form: { currentRent: '2,000', maintenanceIssues: 'the dishwasher has been broken since August and the bathroom fan does not work' },
    market: atlanta30301(2000),
    tones: ['conversational'],
    stance: 'reduce',
    recommended: 'reduce',
    target: 1830,
    change: 170,
    percent: 9,
    contains: [
      "Some things still need fixing. The dishwasher has been broken since August and the bathroom fan does not work. Could we get that fixed by December 23, 2026? Until then, $2,000 feels like a lot for the place as it is, and that's part of why I'm asking for less.",
      "What I'd like to propose is $1,830 a month, $170 (9%) below what I pay now, on a 12-month lease.",
    ],
    excludes: ['I think the rent should reflect'],
  },
  {
    name: 'repairs in a counter that accepts an increase: it starts once they are done',
    form: {
      zipcode: '10001',
      currentRent: '3,500',
      landlordProposedRent: '3,800',
      stance: 'counter',
      maintenanceIssues: 'The heating failed twice last winter',
    },
    market: manhattan10001(3500),
    stance: 'counter',
    recommended: 'counter',
    target: 3650,
    change: -150,
    percent: 4,
    contains: [
      'Some repairs are still outstanding. The heating failed twice last winter. I ask that this work be completed by December 23, 2026. I also ask that any increase take effect only once the work is done, with the rent remaining at $3,500 until then.',
    ],
  },
  {
    name: 'two comparables with a concession: each by where, rent, concession and effective rent; a dearer one left out',
    form: {
      comparables: [
        { where: '410 Main St', rent: '2,300', bedrooms: '1', freeMonths: '1', termMonths: '12' },
        { where: '22 Spring St', rent: '2,400', bedrooms: '', freeMonths: '0', termMonths: '12' },
        { where: '9 High St', rent: '2,700', bedrooms: '1', freeMonths: '0', termMonths: '12' },
      ],
    },
    market: atlanta30301(2500),
    stance: 'reduce',
    recommended: 'reduce',
    target: 2125,
    change: 375,
    percent: 15,
    contains: [
      'I have also found comparable homes listed nearby. 410 Main St (one-bedroom) is listed at $2,300 a month with 1 month free on 12, an effective rent of $2,108 a month. 22 Spring St is listed at $2,400 a month. The lowest of these, 410 Main St, comes to $392 a month less than what I pay.',
    ],
    excludes: ['9 High St', '$2,700'],
  },
  {
    name: "past increases: the total over the tenancy against HUD's two-year change",
    form: { rentIncreaseHistory: 'Up $100 in 2024 and $125 in 2025' },
    market: atlanta30301(2500),
    stance: 'reduce',
    recommended: 'reduce',
    target: 2125,
    change: 375,
    percent: 15,
    contains: [
      "My rent has already risen twice during my tenancy, by $100 in 2024 and $125 in 2025: $225 a month in all, or 10% more than when I moved in. From FY2024 to FY2026, HUD's area-wide one-bedroom fair market rent for Fulton County, GA rose 1%, so my rent has already risen faster than rents in the area.",
    ],
  },
  {
    name: 'missing optional data and no analysis: a 5% ask and no market claims',
    form: { zipcode: '10001', currentRent: '3500', tenureLengthYears: '', tenureLengthMonths: '8' },
    market: null,
    stance: 'reduce',
    recommended: 'reduce',
    target: 3325,
    change: 175,
    percent: 5,
    contains: [
      'I have been your tenant for 8 months and currently pay $3,500 a month.',
      'I would therefore like to request a rent of $3,325 a month, a reduction of $175 (5%) from my current rent, on a 12-month renewal.',
    ],
    excludes: ['HUD', 'Census', 'average', 'RentCheck', 'estimate'],
  },
  {
    name: 'regional estimate: no source to cite, so no market paragraph at all',
    form: { zipcode: '59001', currentRent: '2,000' },
    market: regional(2000, '59001', 1600),
    stance: 'reduce',
    recommended: 'reduce',
    target: 1700,
    change: 300,
    percent: 15,
    contains: [
      'I would therefore like to request a rent of $1,700 a month, a reduction of $300 (15%) from my current rent, on a 12-month renewal.',
    ],
    excludes: ['HUD', 'Census', 'federal', 'nationwide', 'FY2026', '$1,600', 'estimate', 'average', 'regional'],
  },
  {
    name: "Census and HUD each attributed; the average is called by its one name, RentCheck's estimate built on their figures",
    form: { zipcode: '10001', currentRent: '4,600' },
    market: manhattan10001(4600),
    stance: 'reduce',
    recommended: 'reduce',
    target: 3955,
    change: 645,
    percent: 14,
    contains: [
      "HUD's fair market rent for a one-bedroom home in ZIP 10001 alone is $3,990 for FY2026",
      "The Census Bureau's American Community Survey for 2019-2023 puts the median gross rent (rent plus utilities) in ZIP 10001, across all unit sizes, at $3,024.",
      "RentCheck's estimate built on HUD and Census figures puts the average for a similar one-bedroom apartment here at about $3,954 a month.",
    ],
    excludes: ['my own', '$3,124', '$4,784'],
  },
  {
    name: "the renter's own $200 ask, on an 18-month lease signed early: no vacancy argument ($3,600 over 18 months)",
    form: { desiredReduction: '$200', willResignEarly: true, leaseTermMonths: '18' },
    market: atlanta30301(2500),
    tones: ['friendly'],
    stance: 'reduce',
    recommended: 'reduce',
    target: 2300,
    change: 200,
    percent: 8,
    contains: [
      "Would you be open to renewing at $2,300 a month? That's $200 (8%) less than I pay now, on an 18-month lease.",
      "I'm happy to sign early, too, so you don't have to worry about a vacancy.",
    ],
    excludes: ['turnover', '$2,400 over a year', '$3,600'],
  },
  {
    name: 'a $100 ask on an 18-month lease: the vacancy cost against the same 18 months',
    form: { desiredReduction: '100', leaseTermMonths: '18' },
    market: atlanta30301(2500),
    tones: ['professional'],
    stance: 'reduce',
    recommended: 'reduce',
    target: 2400,
    change: 100,
    percent: 4,
    contains: [
      'a vacancy and turnover typically cost a landlord 1 to 3 months of rent, or $2,500 to $7,500 at the current rent, more than the $1,800 that the reduction I am requesting comes to over the 18-month lease.',
      'on an 18-month renewal',
    ],
    excludes: ['$1,200', 'over the 12-month'],
  },
  {
    name: 'a single direct tone is direct from greeting to sign-off',
    form: {},
    market: atlanta30301(2500),
    tones: ['direct'],
    stance: 'reduce',
    recommended: 'reduce',
    target: 2125,
    change: 375,
    percent: 15,
    contains: [
      'Dear Peachtree Residential team,',
      'I am asking for a rent of $2,125 a month, $375 (15%) less than now, on a 12-month renewal.',
      'Please reply by December 7, 2026.',
      '\nRegards,\n',
    ],
    excludes: ['Hi ', 'Hello', 'hope you', 'Warm regards', '!'],
  },
  {
    name: 'a friendly + professional blend: friendly frame and evidence, professional case and ask',
    form: { landlordName: 'Jane Smith', leaseEndDate: '2026-12-31', tenantQuality: ['on_time_rent'] },
    market: atlanta30301(2500),
    tones: ['friendly', 'professional'],
    stance: 'reduce',
    recommended: 'reduce',
    target: 2125,
    change: 375,
    percent: 15,
    contains: [
      'Hi Jane,',
      'With my lease ending on December 31, 2026',
      'Throughout my tenancy, I have never missed',
      'I looked into local rents to make sure what I ask is fair.',
      'I would therefore like to request a rent of $2,125 a month',
      'I would be grateful for your reply by December 1, 2026',
      LETTER_PHRASES.friendly.closing,
      '\nWarm regards,\n',
    ],
  },
];

describe('letters from the negotiation strategy: scenario table', () => {
  it('has at least 15 scenarios', () => expect(SCENARIOS.length).toBeGreaterThanOrEqual(15));

  it.each(SCENARIOS)('$name', (sc) => {
    const letter = build(sc.form, sc.market, sc.tones);
    const s = letter.strategy;
    expect(s.stance).toBe(sc.stance);
    expect(s.recommended).toBe(sc.recommended);
    expect(s.ask.targetRent).toBe(sc.target);
    expect(s.ask.monthlyChange).toBe(sc.change);
    expect(s.ask.percent).toBe(sc.percent);
    expect(letter.text).toContain(formatUsd(s.currentRent));
    for (const text of sc.contains) expect(letter.text).toContain(text);
    for (const text of sc.excludes ?? []) expect(letter.body).not.toContain(text);
  });
});

describe('letter layout', () => {
  it('lays a letter out as a business letter: sender block, date, landlord, Re line; an email names the address in its subject', () => {
    const letter = build({}, atlanta30301(2500)).text;
    // The return address (the renter's home, with the city from the market data) and the Re line; never the body.
    expect(letter.split('123 Peachtree St NE, Apt 5B').length - 1).toBe(2);
    expect(
      letter.startsWith(
        '[Your Name]\n123 Peachtree St NE, Apt 5B\nAtlanta, GA 30301\n\nNovember 23, 2026\n\nPeachtree Residential LLC\n\nRe: Request to lower the rent at 123 Peachtree St NE, Apt 5B\n\nDear Peachtree Residential team,',
      ),
    ).toBe(true);
    const email = build({ stance: 'keep', currentRent: '1,850' }, atlanta30301(1850), ['professional'], 'email').text;
    expect(email.startsWith('Subject: Renewing at the current rent, 123 Peachtree St NE, Apt 5B\n\nDear Peachtree Residential team,')).toBe(
      true,
    );
    expect(email.split('123 Peachtree St NE').length - 1).toBe(1);
  });

  it('quotes a comparable entered twice once', () => {
    const listing = { where: '410 Main St', rent: '2,300', bedrooms: '1', freeMonths: '1', termMonths: '12' };
    const letter = build({ comparables: [listing, { ...listing, where: '410 main st' }] }, atlanta30301(2500));
    expect(letter.body.split('is listed at $2,300').length - 1).toBe(1);
    expect(letter.body).toContain('I have also found a comparable home listed nearby.');
  });

  it('ends with placeholders for name, phone and email in every tone', () => {
    for (const tone of LETTER_TONES)
      expect(build({}, null, [tone]).text.endsWith('\n[Your Name]\n[Your Phone Number]\n[Your Email]')).toBe(true);
  });

  it('gives each tone and each blend its own text', () => {
    const pairs = LETTER_TONES.flatMap((a) => LETTER_TONES.filter((b) => b !== a).map((b) => [a, b] as LetterTone[]));
    const all = [...LETTER_TONES.map((t) => [t]), ...pairs];
    expect(new Set(all.map((tones) => build({ tenantQuality: ['on_time_rent'] }, atlanta30301(2500), tones).text)).size).toBe(4 + 12);
  });

  it('greets a company as a team and a person by name, first name in the warmer tones', () => {
    expect(addressee('Peachtree Residential LLC')).toEqual({
      name: 'Peachtree Residential',
      company: true,
      first: 'Peachtree Residential',
    });
    expect(addressee('Jane Smith')).toEqual({ name: 'Jane Smith', company: false, first: 'Jane' });
    expect(addressee('Ms. Smith').first).toBe('Ms. Smith');
    expect(build({ landlordName: 'Jane Smith' }, null, ['conversational']).body.startsWith('Hello Jane,')).toBe(true);
    expect(build({ landlordName: 'Jane Smith' }, null, ['professional']).body.startsWith('Dear Jane Smith,')).toBe(true);
  });

  it('ignores an analysis of another rent, so a settling page never mixes figures', () => {
    const s = build({ currentRent: '2,500' }, atlanta30301(2400)).strategy;
    expect(s.market).toBeNull();
    expect(s.ask.targetRent).toBe(2375);
  });

  it('writes tenure and renewal timeframe naturally', () => {
    expect(tenurePhrase({ tenureLengthYears: '1', tenureLengthMonths: '14' })).toBe('2 years and 2 months');
    expect(tenurePhrase({ tenureLengthYears: '0', tenureLengthMonths: '' })).toBeNull();
    expect(renewalPhrase('60 days')).toBe('in 60 days');
    expect(renewalPhrase('March')).toBe('in March');
    expect(renewalPhrase('Next month')).toBe('next month');
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties over random forms in every tone and tone pair.

const TEXTS = {
  maintenanceIssues: ['', 'the dishwasher has not worked since August', 'The heating failed twice last winter and took 9 days to fix'],
  propertyImprovements: ['', 'I repainted the living room and replaced the blinds', 'planted the garden beds out front'],
  rentIncreaseHistory: ['', 'Up $100 in 2024 and $125 in 2025', 'It went up $80 in 2025', 'It has gone up every year'],
  additionalNotes: ['', 'i work from home and value the quiet here', 'I would like to stay for several more years'],
};
const STRENGTH_IDS = TENANT_STRENGTHS.map((s) => s.id);
const MARKETS = ['none', 'atlanta', 'manhattan', 'regional'] as const;
const TONE_CHOICES = LETTER_TONES.flatMap((a) => [[a], ...LETTER_TONES.filter((b) => b !== a).map((b) => [a, b])]);

const comparableArb = fc.record({
  where: fc.constantFrom('410 Main St', '22 Spring St, #3B', 'the building next door', ''),
  rentFactor: fc.integer({ min: 70, max: 120 }),
  bedrooms: fc.constantFrom('', '0', '1', '2'),
  freeMonths: fc.constantFrom('0', '0.5', '1', '2'),
  termMonths: fc.constantFrom('12', '13', '18'),
});

const formArb = fc
  .record({
    rent: fc.integer({ min: 600, max: 9000 }),
    market: fc.constantFrom(...MARKETS),
    stance: fc.constantFrom<Stance>('reduce', 'keep', 'counter'),
    proposedDelta: fc.option(fc.integer({ min: -100, max: 600 }), { nil: null }),
    /** Where the renter's own counter sits between the current and the proposed rent, in percent; null: ours. */
    counterAt: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
    desired: fc.constantFrom('', '150', '$200', '10%', '7 percent'),
    term: fc.constantFrom(...LEASE_TERMS),
    flexibility: fc.constantFrom('none' as const, 'lease-extension' as const, 'improvements' as const),
    years: fc.integer({ min: 0, max: 12 }),
    months: fc.integer({ min: 0, max: 11 }),
    strengths: fc.subarray(STRENGTH_IDS),
    maintenanceIssues: fc.constantFrom(...TEXTS.maintenanceIssues),
    propertyImprovements: fc.constantFrom(...TEXTS.propertyImprovements),
    rentIncreaseHistory: fc.constantFrom(...TEXTS.rentIncreaseHistory),
    comparables: fc.array(comparableArb, { maxLength: 3 }),
    additionalNotes: fc.constantFrom(...TEXTS.additionalNotes),
    willResignEarly: fc.boolean(),
    leaseEnd: fc.constantFrom(undefined, '2026-12-31', '2027-02-28', '2027-08-31', '2026-10-01'),
    renewalTimeframe: fc.constantFrom('', '60 days', 'March'),
    hardship: fc.boolean(),
    landlord: fc.constantFrom('Peachtree Residential LLC', 'Jane Smith', 'Mr. Lee', 'Oak Street Properties'),
    tones: fc.constantFrom(...TONE_CHOICES),
    format: fc.constantFrom('letter' as const, 'email' as const),
  })
  // A counter answers a proposed increase (the form refuses one without it).
  .map((r) => (r.stance === 'counter' && (r.proposedDelta === null || r.proposedDelta < 2) ? { ...r, proposedDelta: 150 } : r));
type FormDraw = typeof formArb extends fc.Arbitrary<infer T> ? T : never;

function marketFor(kind: (typeof MARKETS)[number], rent: number): MarketAnalysis | null {
  if (kind === 'atlanta') return atlanta30301(rent);
  if (kind === 'manhattan') return manhattan10001(rent);
  if (kind === 'regional') return regional(rent, '59001', 1600);
  return null;
}

function formOf(r: FormDraw, market: MarketAnalysis | null): LetterForm {
  return {
    ...base,
    zipcode: market?.zipcode ?? '30301',
    landlordName: r.landlord,
    currentRent: r.rent.toLocaleString('en-US'),
    stance: r.stance,
    landlordProposedRent: r.proposedDelta === null ? '' : String(r.rent + r.proposedDelta),
    desiredReduction: r.stance === 'reduce' ? r.desired : '',
    counterRent:
      r.stance === 'counter' && r.counterAt !== null && r.proposedDelta !== null && r.proposedDelta >= 2
        ? String(r.rent + Math.min(r.proposedDelta - 1, Math.max(1, Math.round((r.proposedDelta * r.counterAt) / 100))))
        : '',
    leaseTermMonths: r.term,
    flexibility: r.flexibility,
    tenureLengthYears: String(r.years),
    tenureLengthMonths: String(r.months),
    tenantQuality: r.strengths as TenantStrengthId[],
    maintenanceIssues: r.maintenanceIssues,
    propertyImprovements: r.propertyImprovements,
    rentIncreaseHistory: r.rentIncreaseHistory,
    comparables: r.comparables.map((c) => ({
      where: c.where,
      rent: String(Math.round((r.rent * c.rentFactor) / 100)),
      bedrooms: c.bedrooms,
      freeMonths: c.freeMonths,
      termMonths: c.termMonths,
    })),
    additionalNotes: r.additionalNotes,
    willResignEarly: r.willResignEarly,
    leaseEndDate: r.leaseEnd,
    renewalTimeframe: r.renewalTimeframe,
    reasonForReduction: r.hardship ? 'financial_hardship' : 'market_analysis',
  };
}

const numbersOf = (text: string) => [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, '')));
const sentencesOf = (body: string) =>
  body
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .map((x) => x.trim())
    .filter(Boolean);

describe('every generated letter (property)', () => {
  it('states the current rent, names no number it did not compute, starts no sentence lower-case and repeats none', () => {
    fc.assert(
      fc.property(formArb, (r) => {
        const market = marketFor(r.market, r.rent);
        const form = formOf(r, market);
        const letter = buildLetter(form, market, { tones: r.tones as LetterTone[], today, format: r.format });
        const s = letter.strategy;
        expect(letter.body).toContain(formatUsd(r.rent));

        const figures = strategyFigures(s);
        const against = s.proposal ? s.proposal.proposedRent : s.currentRent;
        const allowed = new Set<number>([
          ...figures.dollars,
          ...figures.percents,
          ...numbersOf(
            Object.values(form)
              .filter((v) => typeof v === 'string')
              .join(' '),
          ),
          ...numbersOf(form.comparables.map((c) => Object.values(c).join(' ')).join(' ')),
          ...s.comparables.flatMap((c) => [c.effectiveRent, against - c.effectiveRent]),
          s.turnover.askOverTerm,
          s.pastIncreases?.percentOfStart ?? 0,
          1,
          3,
          40,
          s.termMonths,
          2026,
          2024,
          2019,
          2023,
        ]);
        for (const day of [s.timing.sendOn, s.timing.replyBy, s.timing.leaseEnd, s.repairs?.fixBy]) {
          if (day === null || day === undefined) continue;
          const d = new Date(day * 86_400_000);
          allowed.add(d.getUTCDate());
          allowed.add(d.getUTCFullYear());
        }
        const unknown = numbersOf(letter.text).filter((n) => !allowed.has(n));
        expect(unknown).toEqual([]);

        const sentences = sentencesOf(letter.body);
        for (const sentence of sentences) expect(sentence).not.toMatch(/^[a-z]/);
        expect(sentences.length).toBe(new Set(sentences).size);
      }),
      { numRuns: 300 },
    );
  });

  it("says nothing false for its stance, thanks the landlord once, quotes no range and names the estimate only as RentCheck's estimate built on the figures", () => {
    fc.assert(
      fc.property(formArb, (r) => {
        const market = marketFor(r.market, r.rent);
        const letter = buildLetter(formOf(r, market), market, { tones: r.tones as LetterTone[], today, format: 'letter' });
        const s = letter.strategy;
        expect(letter.text).not.toMatch(/8 in 10|renting between|rent between|range|my own estimate|I estimate/);
        // The average has one name wherever it appears (ADR 0064), never HUD's or the Census's.
        for (const named of letter.text.match(/RentCheck[^.]*/g) ?? [])
          expect(named).toMatch(/^RentCheck's estimate built on HUD( and Census)? figures/);
        const marketText = letter.paragraphs.find((p) => p.part === 'market')?.text ?? '';
        for (const end of s.market ? [s.market.range.low, s.market.range.high] : []) {
          // (unless the same amount is another figure the paragraph states)
          const gap = Math.abs(s.market?.gap ?? 0);
          const proposed = s.proposal?.proposedRent ?? 0;
          const otherFigures = [s.currentRent, gap, gap * 12, proposed, proposed - (s.market?.average ?? 0)];
          if (!otherFigures.includes(end)) expect(marketText).not.toContain(formatUsd(end));
        }
        // No contradiction: a below-market keep never argues from an average above the rent.
        // (HUD's two-year change may still be set against the renter's own past increases.)
        if (s.stance === 'keep' && s.market && s.market.gap < 0) {
          expect(letter.body).not.toMatch(/average|estimate|Census|fair market rent for a/);
          expect(letter.paragraphs.find((p) => p.part === 'market')?.text ?? '').not.toContain(formatUsd(s.market.average));
        }
        if (s.stance !== 'reduce') expect(letter.text).not.toMatch(/reduction|lower the rent|lower rent|asking for less|come down/);
        if (!s.proposal) expect(letter.body).not.toMatch(/offer|proposed/i);
        if (s.stance === 'keep') expect(letter.subject).toMatch(/^Renewing at the current rent/);
        expect(letter.body.match(/\bthank/gi)?.length ?? 0).toBe(1);
        if (/I (already )?pay \$[\d,]+ a month more/.test(letter.body)) expect(s.market?.gap ?? 0).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it("is dated the plan's send day and asks for a reply by the plan's reply-by day", () => {
    fc.assert(
      fc.property(formArb, (r) => {
        const market = marketFor(r.market, r.rent);
        const letter = buildLetter(formOf(r, market), market, { tones: r.tones as LetterTone[], today, format: 'letter' });
        const { timing } = letter.strategy;
        // The date follows the sender block.
        expect(letter.text.split('\n\n')[1]).toBe(longDate(timing.sendOn));
        const ask = letter.paragraphs.find((p) => p.part === 'ask')?.text ?? '';
        expect(ask).toContain(longDate(timing.replyBy));
      }),
      { numRuns: 200 },
    );
  });

  it('argues the vacancy cost only when it helps, over the same term as the ask', () => {
    fc.assert(
      fc.property(formArb, (r) => {
        const market = marketFor(r.market, r.rent);
        const letter = buildLetter(formOf(r, market), market, { tones: r.tones as LetterTone[], today, format: 'letter' });
        const s = letter.strategy;
        const vacancy = letter.paragraphs.find((p) => p.part === 'vacancy');
        expect(vacancy !== undefined).toBe(s.vacancyHelps);
        if (vacancy && s.turnover.askOverTerm > 0) {
          expect(vacancy.text).toContain(formatUsd(s.turnover.askOverTerm));
          expect(vacancy.text).toContain(`${s.termMonths}`);
          expect(s.turnover.low).toBeGreaterThanOrEqual(s.turnover.askOverTerm);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("asks for repairs by the plan's fix-by day in every tone", () => {
    for (const tone of LETTER_TONES) {
      for (const form of [{}, { stance: 'keep' as const }, { landlordProposedRent: '2,700' }]) {
        const letter = build({ ...form, maintenanceIssues: 'The heating failed twice' }, atlanta30301(2500), [tone]);
        const repairs = letter.paragraphs.find((p) => p.part === 'repairs')?.text ?? '';
        const fixBy = letter.strategy.repairs?.fixBy;
        expect(fixBy).toBe(letter.strategy.timing.sendOn + 30);
        expect(repairs).toContain('The heating failed twice.');
        expect(repairs).toContain(longDate(fixBy ?? 0));
      }
    }
  });

  it('writes every paragraph differently in each of the four tones, for the same plan', () => {
    fc.assert(
      fc.property(formArb, (r) => {
        const market = marketFor(r.market, r.rent);
        const form = formOf(r, market);
        const letters = LETTER_TONES.map((tone) => buildLetter(form, market, { tones: [tone], today, format: r.format }));
        const parts = letters.map((l) => l.paragraphs.map((p) => p.part));
        for (const p of parts) expect(p).toEqual(parts[0]);
        (parts[0] ?? []).forEach((part, i) => {
          const texts = letters.map((l) => l.paragraphs[i]?.text);
          expect(new Set(texts).size, `${part}: ${texts.join(' | ')}`).toBe(LETTER_TONES.length);
        });
        expect(new Set(letters.map((l) => l.text.split('\n').at(-4))).size).toBe(LETTER_TONES.length);
        // Direct is the short one.
        const direct = letters[LETTER_TONES.indexOf('direct')]?.body.length ?? 0;
        for (const l of letters) expect(direct).toBeLessThanOrEqual(l.body.length);
      }),
      { numRuns: 300 },
    );
  });

  it('blends two tones paragraph by paragraph: the first writes the frame and evidence, the second the case and ask', () => {
    const form = {
      tenantQuality: ['on_time_rent'] as TenantStrengthId[],
      maintenanceIssues: 'The heating failed twice',
      stance: 'keep' as const,
    };
    for (const [a, b] of TONE_CHOICES.filter((t) => t.length === 2)) {
      const blend = build(form, atlanta30301(2500), [a as LetterTone, b as LetterTone]);
      const first = build(form, atlanta30301(2500), [a as LetterTone]);
      const second = build(form, atlanta30301(2500), [b as LetterTone]);
      blend.paragraphs.forEach((p, i) => {
        const from = ['opening', 'market', 'vacancy', 'closing'].includes(p.part) ? first : second;
        expect(p.text).toBe(from.paragraphs[i]?.text);
      });
      expect(blend.body.startsWith(first.body.split('\n')[0] ?? '-')).toBe(true);
    }
  });
});
