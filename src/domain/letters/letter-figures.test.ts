import { describe, expect, it } from 'vitest';
import { newYork10025, portland97201 } from '#tests/fixtures/market-evidence.ts';
import { analyzeWithEvidence } from '../market/market-model.ts';
import type { MarketQuery } from '../market/market.schema.ts';
import { buildLetter } from './letter-builder.ts';
import { emptyLetterForm, type LetterForm } from './letter-form.schema.ts';
import { letterSourcesLine } from './market-report.ts';
import { LETTER_TONES } from './tones.ts';

const query = (zipcode: string, currentRent: number, bedrooms: number): MarketQuery => ({
  zipcode,
  currentRent,
  bedrooms,
  housingType: 'apartment',
  tierLevel: 'average',
});
const form = (over: Partial<LetterForm>): LetterForm => ({
  ...emptyLetterForm(),
  landlordName: 'Sam Lee',
  propertyAddress: '1 Main St, Apt 2',
  tenureLengthYears: '2',
  ...over,
});
const today = new Date(2026, 10, 28);

describe('figures a landlord can check, in the letter (issue 29)', () => {
  it("New York 10025: HUD's ZIP figure ($2,790) and the county's ($2,655) are named apart, and the average by its one name", () => {
    const market = analyzeWithEvidence(query('10025', 3000, 1), newYork10025);
    expect(market.marketRent).toBe(2714);
    const letter = buildLetter(form({ zipcode: '10025', currentRent: '3,000', landlordProposedRent: '3,300' }), market, {
      tones: ['professional'],
      today,
      format: 'letter',
    });
    const paragraph = letter.paragraphs.find((p) => p.part === 'market')?.text ?? '';
    expect(paragraph).toContain(
      "HUD's fair market rent for a one-bedroom home in ZIP 10025 alone is $2,790 for FY2026; HUD sets it at the 40th percentile of rents paid by recent movers, utilities included.",
    );
    expect(paragraph).toContain(
      "The Census Bureau's American Community Survey for 2019-2023 puts the median gross rent (rent plus utilities) in ZIP 10025, across all unit sizes, at $2,009.",
    );
    expect(paragraph).toContain(
      "RentCheck's estimate built on HUD and Census figures puts the average for a similar one-bedroom apartment here at about $2,714 a month.",
    );
    expect(paragraph).toContain(
      "Over two years, HUD's area-wide one-bedroom fair market rent for New York County, NY rose 8%, from $2,451 in FY2024 to $2,655 in FY2026, which is less than the 10% increase proposed for one year.",
    );
    // The PDF's sources line cites exactly those: the ZIP's figure, the county's two years, the Census, our average.
    expect(letterSourcesLine(market, letter.text)).toBe(
      "Sources: HUD Small Area Fair Market Rent FY2026 for ZIP 10025; HUD Fair Market Rent FY2024 and FY2026, area-wide for New York County, NY; U.S. Census Bureau ACS 5-year 2019-2023 median gross rent for ZIP 10025. The market average of $2,714 is RentCheck's estimate built on HUD and Census figures, not an official figure.",
    );
  });

  it('Portland 97201: a fall is worded as a fall in every tone ("fell 5%, from $2,024 to $1,922"), never "did not rise"', () => {
    // Multnomah County's 2-bedroom FMR: $2,024 (FY2024) to $1,922 (FY2026), -5%.
    const market = analyzeWithEvidence(query('97201', 2100, 2), portland97201);
    expect(market.trend?.percentChange).toBe(-5);
    for (const tone of LETTER_TONES) {
      const letter = buildLetter(form({ zipcode: '97201', currentRent: '2,100', bedrooms: '2', landlordProposedRent: '2,268' }), market, {
        tones: [tone],
        today,
        format: 'letter',
      });
      expect(letter.text).not.toMatch(/did not rise|hasn't risen|hasn't gone up|didn't rise/);
      expect(letter.text).toMatch(/(fell|went down) 5%/);
      expect(letter.text).toContain('from $2,024 in FY2024 to $1,922 in FY2026');
    }
  });
});

describe('utilities (ADR 0065)', () => {
  const market = analyzeWithEvidence(query('10025', 3000, 1), newYork10025);
  const letterWith = (rentIncludesUtilities: LetterForm['rentIncludesUtilities']) =>
    buildLetter(form({ zipcode: '10025', currentRent: '3,000', rentIncludesUtilities }), market, {
      tones: ['professional'],
      today,
      format: 'letter',
    });
  const marketOf = (letter: ReturnType<typeof letterWith>) => letter.paragraphs.find((p) => p.part === 'market')?.text ?? '';

  it('says what the rent includes beside figures that include utilities, and guesses no utility amount', () => {
    expect(marketOf(letterWith('excluded'))).toMatch(
      /My rent of \$3,000 does not include utilities, and RentCheck's estimate built on HUD and Census figures leaves them out too\.$/,
    );
    expect(marketOf(letterWith('included'))).toMatch(
      /My rent of \$3,000 includes utilities, which RentCheck's estimate built on HUD and Census figures leaves out\.$/,
    );
    const unsure = marketOf(letterWith('unsure'));
    expect(unsure).not.toMatch(/My rent of \$3,000 (does not )?includes?/);
    expect(unsure).toContain('utilities included');
    // The only figures: none invented for utilities.
    for (const answer of ['excluded', 'included', 'unsure'] as const) {
      const dollars = marketOf(letterWith(answer)).match(/\$\d{1,3}(?:,\d{3})*/g) ?? [];
      expect(dollars.every((d) => ['$2,790', '$2,009', '$2,714', '$3,000', '$286', '$3,432', '$2,451', '$2,655'].includes(d))).toBe(true);
    }
  });
});
