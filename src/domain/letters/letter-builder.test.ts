import { describe, expect, it } from 'vitest';
import { buildLetter, type LetterMarket, renewalPhrase, STRENGTH_PHRASES, tenurePhrase } from './letter-builder.ts';
import { emptyLetterForm, type LetterForm, TENANT_STRENGTHS } from './letter-form.schema.ts';
import { LETTER_PHRASES } from './letter-phrases.ts';
import { LETTER_TONES, type LetterTone } from './tones.ts';

const today = new Date(2026, 10, 21);
const base: LetterForm = {
  ...emptyLetterForm(),
  landlordName: 'Maple Property Management',
  propertyAddress: '12 Oak Street, Apt 4',
  zipcode: '30301',
  currentRent: '1,850',
  tenureLengthYears: '2',
  reasonForReduction: 'other',
};
const market: LetterMarket = {
  currentRent: 1850,
  marketRent: 1600,
  overpayment: 250,
  percentOvermarket: 15.6,
  dataSource: 'HUD FY2026 Small Area Fair Market Rents (ZIP 30301)',
};
const letter = (form: Partial<LetterForm>, tones: LetterTone[] = ['conversational'], m: LetterMarket | null = null) =>
  buildLetter({ ...base, ...form }, m, { tones, today, format: 'letter' }).text;

const PAIRS = LETTER_TONES.flatMap((a, i) => LETTER_TONES.slice(i + 1).map((b) => [a, b] as const));

describe('tones', () => {
  const full: Partial<LetterForm> = { desiredReduction: '150', tenantQuality: ['on_time_rent'], willResignEarly: true, maintenanceIssues: 'leaky tap' };

  it('gives each of the four tones its own text', () => {
    const texts = LETTER_TONES.map((tone) => letter(full, [tone], market));
    expect(new Set(texts).size).toBe(4);
  });

  it.each(PAIRS)('blends %s + %s into a text unlike either tone alone', (a, b) => {
    const blend = letter(full, [a, b], market);
    expect(blend).not.toBe(letter(full, [a], market));
    expect(blend).not.toBe(letter(full, [b], market));
    expect(blend).not.toBe(letter(full, [b, a], market));
  });

  it('gives all 6 blends and 4 single tones distinct texts, in either order', () => {
    const all = [...LETTER_TONES.map((t) => [t]), ...PAIRS.flatMap(([a, b]) => [[a, b], [b, a]])];
    expect(new Set(all.map((tones) => letter(full, tones, market))).size).toBe(4 + 12);
  });

  it('takes greeting, opening and closing from the first tone and transitions and the ask from the second', () => {
    const text = letter(full, ['professional', 'friendly'], market);
    expect(text).toContain('Dear Maple Property Management,');
    expect(text).toContain('I am writing regarding my lease at 12 Oak Street, Apt 4');
    expect(text).toContain(LETTER_PHRASES.professional.closing);
    expect(text).toContain('Would you be open to lowering my rent by $150 a month');
    expect(text).toContain(LETTER_PHRASES.friendly.resignEarly);
    expect(text).toContain("I've always tried to be a tenant you don't have to worry about");
    expect(text).not.toContain(LETTER_PHRASES.friendly.closing);
  });

  it('defaults to conversational', () => {
    const form = { ...base };
    expect(buildLetter(form, null, { tones: [], today, format: 'email' }).text).toBe(
      buildLetter(form, null, { tones: ['conversational'], today, format: 'email' }).text,
    );
  });
});

describe('optional fields appear when given and only then', () => {
  const cases: [string, Partial<LetterForm>, RegExp][] = [
    ['additionalNotes', { additionalNotes: 'I work from home and keep an eye on the building' }, /I work from home and keep an eye on the building\./],
    ['willResignEarly', { willResignEarly: true }, /\bearly\b/],
    ['propertyImprovements', { propertyImprovements: 'repainted the hallway' }, /improvements to the property.*repainted the hallway\./],
    ['maintenanceIssues', { maintenanceIssues: 'the bathroom fan is broken' }, /maintenance issues.*the bathroom fan is broken\./],
    ['rentIncreaseHistory', { rentIncreaseHistory: 'up $100 in 2025' }, /past rent increases: up \$100 in 2025\./],
    ['renewalTimeframe', { renewalTimeframe: '60 days' }, /(renewal|up)( approaches| coming up| for renewal)? in 60 days/],
    ['includeCompetitiveOffers', { includeCompetitiveOffers: true }, /other rentals in the area/],
    [
      'competitiveOffersDetails',
      { includeCompetitiveOffers: true, competitiveOffersDetails: 'a similar unit nearby lists at $1,650' },
      /other rentals in the area: a similar unit nearby lists at \$1,650\./,
    ],
    ['desiredReduction', { desiredReduction: '150' }, /\$150 a month/],
    ['tenantQuality', { tenantQuality: ['minor_repairs'] }, /handled minor repairs myself/],
    ['tenureLengthMonths', { tenureLengthMonths: '5' }, /2 years and 5 months/],
    ['reasonForReduction', { reasonForReduction: 'financial_hardship' }, /financial circumstances have changed/],
  ];

  it.each(cases)('%s', (_field, given, expected) => {
    for (const tone of LETTER_TONES) {
      expect(letter({}, [tone])).not.toMatch(expected);
      expect(letter(given, [tone])).toMatch(expected);
    }
  });

  it('ignores competitive-offer details unless the renter said yes', () => {
    const text = letter({ includeCompetitiveOffers: false, competitiveOffersDetails: 'a unit at $1,650' });
    expect(text).not.toContain('$1,650');
    expect(text).not.toMatch(/other rentals/);
  });

  it('writes each strength as a natural sentence', () => {
    const text = letter({ tenantQuality: TENANT_STRENGTHS.map((s) => s.id) }, ['professional']);
    expect(text).toContain(
      `Throughout my tenancy, I have ${Object.values(STRENGTH_PHRASES).slice(0, -1).join(', ')}, and ${STRENGTH_PHRASES.landscaping}.`,
    );
    expect(letter({ tenantQuality: ['on_time_rent', 'quiet_hours'] }, ['friendly'])).toContain(
      "I've never missed or been late on a rent payment and respected quiet hours and the building rules.",
    );
  });

  it('says nothing about tenure when it is zero', () => {
    const text = letter({ tenureLengthYears: '0', tenureLengthMonths: '' }, ['direct']);
    expect(text).toContain('I am writing about the rent for 12 Oak Street, Apt 4. I would like');
  });
});

describe('the ask', () => {
  it('asks to keep the rent unchanged, without any reduction, in every tone', () => {
    for (const tone of LETTER_TONES) {
      const built = buildLetter({ ...base, negotiateToKeepSame: true, desiredReduction: '150' }, market, { tones: [tone], today, format: 'letter' });
      expect(built.text).toMatch(/\$1,850 (a|per) month/);
      expect(built.text).toMatch(/keep my rent the same|stay unchanged|remain unchanged|keep the rent where it is/);
      expect(built.text).not.toMatch(/reduction|\$150|lowering/i);
      expect(built.subject).toBe('Request to keep my current rent at 12 Oak Street, Apt 4');
    }
  });

  it('works out the new rent from a dollar or percent reduction', () => {
    expect(letter({ desiredReduction: '$150' }, ['direct'])).toContain(
      'I am requesting a rent reduction of $150 a month, bringing my rent to $1,700 a month, starting with the renewal term.',
    );
    expect(letter({ desiredReduction: '10%' }, ['professional'])).toContain(
      'I would respectfully request a reduction of 10%, which would bring the monthly rent to $1,665, effective at the start of the renewal term.',
    );
  });

  it('asks in general terms, with no figure, when no amount is given', () => {
    expect(letter({}, ['direct'])).toContain('I am requesting a lower rent for the renewal term.');
    expect(letter({}, ['direct'], market)).toContain('I am requesting that my rent be brought in line with the market rate');
  });
});

describe('market figures', () => {
  it('quotes current rent, market average, and the monthly and yearly (×12) difference', () => {
    const text = letter({}, ['professional'], market);
    expect(text).toContain(
      'According to federal HUD fair-market-rent data, comparable one-bedroom apartments in the 30301 area rent for about $1,600 a month. ' +
        'I currently pay $1,850, which is $250 a month above that average, or $3,000 over a year.',
    );
  });

  it('formats thousands and rounds to whole dollars', () => {
    const text = letter({ bedrooms: '2', housingType: 'house' }, ['direct'], {
      ...market,
      currentRent: 4_600,
      marketRent: 3_412.6,
      overpayment: 1_187.4,
      dataSource: 'Regional estimates (API unavailable)',
    });
    expect(text).toContain('Based on regional rent estimates, comparable two-bedroom houses in the 30301 area rent for about $3,413 a month.');
    expect(text).toContain('I currently pay $4,600, which is $1,187 a month above that average, or $14,244 over a year.');
  });

  it('leaves the market out entirely when there is no analysis', () => {
    const text = letter({ reasonForReduction: 'market_analysis' }, ['professional'], null);
    expect(text).not.toMatch(/\$1,600|average|over a year|HUD/);
    expect(text).toContain('My request is based on current rents for similar homes in the area.');
  });

  it('leaves the market out when the rent is not above it', () => {
    const text = letter({}, ['professional'], { ...market, marketRent: 1900, overpayment: 0, percentOvermarket: -2.6 });
    expect(text).not.toMatch(/\$1,900|average/);
  });

  it('never quotes a dollar figure the renter or the analysis did not give', () => {
    const text = letter({ desiredReduction: '150', tenantQuality: ['on_time_rent'], willResignEarly: true }, ['friendly', 'direct'], market);
    const figures = new Set(text.match(/\$\d{1,3}(,\d{3})*/g));
    expect([...figures].sort()).toEqual(['$1,600', '$1,700', '$1,850', '$150', '$250', '$3,000'].sort());
  });
});

describe('formats', () => {
  it('dates the letter and addresses it before the greeting', () => {
    const built = buildLetter(base, null, { tones: ['professional'], today, format: 'letter' });
    expect(built.text.startsWith(
      'November 21, 2026\n\n12 Oak Street, Apt 4\n\nMaple Property Management\n\nRe: Request for a rent reduction at 12 Oak Street, Apt 4\n\nDear Maple Property Management,\n\n',
    )).toBe(true);
    expect(built.text.endsWith(built.body)).toBe(true);
  });

  it('starts an email with its subject line', () => {
    const built = buildLetter(base, null, { tones: ['friendly'], today, format: 'email' });
    expect(built.text).toBe(`Subject: ${built.subject}\n\n${built.body}`);
    expect(built.body.startsWith('Hi Maple Property Management,')).toBe(true);
  });

  it('ends with placeholders for name, phone and email in every tone and format', () => {
    for (const tone of LETTER_TONES) {
      for (const format of ['letter', 'email'] as const) {
        const { text } = buildLetter({ ...base, additionalNotes: 'Note' }, market, { tones: [tone], today, format });
        expect(text.endsWith('\n[Your Name]\n[Your Phone Number]\n[Your Email]')).toBe(true);
      }
    }
  });
});

describe('phrases', () => {
  it('writes tenure in years and months, carrying months past 11', () => {
    expect(tenurePhrase({ tenureLengthYears: '1', tenureLengthMonths: '0' })).toBe('1 year');
    expect(tenurePhrase({ tenureLengthYears: '', tenureLengthMonths: '11' })).toBe('11 months');
    expect(tenurePhrase({ tenureLengthYears: '1', tenureLengthMonths: '14' })).toBe('2 years and 2 months');
    expect(tenurePhrase({ tenureLengthYears: '1.5', tenureLengthMonths: '' })).toBe('1 year and 6 months');
    expect(tenurePhrase({ tenureLengthYears: '0', tenureLengthMonths: '0' })).toBeNull();
  });

  it('fits the renewal timeframe after "coming up"', () => {
    expect(renewalPhrase('60 days')).toBe('in 60 days');
    expect(renewalPhrase('Next month')).toBe('next month');
    expect(renewalPhrase('March 2027')).toBe('in March 2027');
    expect(renewalPhrase('about six weeks')).toBe('in about six weeks');
    expect(renewalPhrase('within 30 days')).toBe('within 30 days');
    expect(renewalPhrase('  ')).toBeNull();
  });
});
