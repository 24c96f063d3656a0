import { describe, expect, it } from 'vitest';
import { averageExplanation, averageSteps, estimateBasis, rangeSentence } from './market-copy.ts';
import type { MarketQuery } from './market.schema.ts';
import { atlanta30301 as atlanta, houston77002 as houston } from '#tests/fixtures/market-evidence.ts';
import { analyzeWithEvidence } from './market-model.ts';
import { regionalEstimate } from './regional-estimate.ts';

const query = (over: Partial<MarketQuery>): MarketQuery => ({
  zipcode: '77002',
  currentRent: 1100,
  bedrooms: 2,
  housingType: 'apartment',
  tierLevel: 'average',
  ...over,
});

describe('the range in honest words (ADR 0041)', () => {
  it('says the range is where the typical rent of homes like this most likely lies, and how often our estimates land that close', () => {
    const a = analyzeWithEvidence(query({ zipcode: '30301', bedrooms: 1 }), atlanta);
    expect(rangeSentence(a)).toBe(
      'Our estimate: $1,827. Rents for homes like yours here most likely average between $1,443 and $2,211 (our estimates land this close in 8 of 10 ZIP codes).',
    );
    const county = analyzeWithEvidence(query({ zipcode: '30301', bedrooms: 1 }), { ...atlanta, fmr: { ...atlanta.fmr, level: 'county' } });
    expect(rangeSentence(county)).toBe(
      'Our estimate: $1,827. Rents for homes like yours here most likely average between $1,315 and $2,339 (our estimates land this close in 8 of 10 ZIP codes).',
    );
  });

  it('claims no hit rate for the regional estimate, and never says that 8 in 10 homes rent in the range', () => {
    const regional = regionalEstimate(query({ zipcode: '09012', bedrooms: 1 }), 'no FMR');
    expect(rangeSentence(regional)).toBe(
      `Our rough estimate: $${regional.marketRent.toLocaleString('en-US')}. Rents for homes like yours here may average between $${regional.range.low.toLocaleString('en-US')} and $${regional.range.high.toLocaleString('en-US')}, or outside that: a regional estimate uses no local data.`,
    );
    expect(rangeSentence(regional)).not.toMatch(/8 (in|of) 10/);
  });
});

describe('our average in one line, with the figures (ADR 0041)', () => {
  it('shows why Houston 77002 sits above both HUD and the Census: each is converted before the blend', () => {
    const a = analyzeWithEvidence(query({}), houston);
    expect(a.marketRent).toBe(2448);
    // Every step with its figures and factors: 2360 x 1.16 x 0.90 = 2463.84; 1860 x 1.30 = 2418 (2 bedrooms: no ratio);
    // 2464^0.65 x 2418^0.35 = 2447.8; an average apartment: no adjustment.
    expect(averageSteps(a)).toEqual([
      "HUD's FY2026 fair market rent for a 2-bedroom home in ZIP 77002 alone, $2,360 (the 40th-percentile rent recent movers pay, utilities included), × 1.16 (from the 40th percentile to the average) × 0.90 (leaving out utilities, which we take as a tenth of gross rent) = $2,464.",
      "The Census's 2019-2023 median gross rent in ZIP 77002, $1,860 (all renters and unit sizes, utilities included), × 1.30 (from all renters to a recent mover's asking rent, utilities left out) = $2,418.",
      'Blended 65% HUD and 35% Census as a weighted geometric mean: $2,464^0.65 × $2,418^0.35 = $2,448.',
      'No adjustment for an average-tier apartment: the market average is $2,448.',
    ]);
    expect(averageExplanation(a)).toMatch(/^How \$2,448 is built: \(1\) HUD's FY2026 .* \(4\) No adjustment/);
    expect(estimateBasis(a)).toBe(
      "Ours, built from HUD's and the Census's figures: not an official figure, and not an appraisal of your home.",
    );
  });

  it('names the tier and type, and says when only HUD was used', () => {
    const economicalHouse = analyzeWithEvidence(query({ housingType: 'house', tierLevel: 'economical' }), houston);
    // 2448 x 0.87 x 1.10 = 2342.7
    expect(averageSteps(economicalHouse)?.at(-1)).toBe(
      'Adjusted for an economical 2-bedroom house: $2,448 × 0.87 (economical tier) × 1.10 (a house) = $2,343, the market average.',
    );
    expect(economicalHouse.marketRent).toBe(2343);
    const hudOnly = analyzeWithEvidence(query({ zipcode: '30301', bedrooms: 1 }), atlanta);
    expect(averageSteps(hudOnly)).toEqual([
      "HUD's FY2026 fair market rent for a 1-bedroom home in ZIP 30301 alone, $1,750 (the 40th-percentile rent recent movers pay, utilities included), × 1.16 (from the 40th percentile to the average) × 0.90 (leaving out utilities, which we take as a tenth of gross rent) = $1,827.",
      'No adjustment for an average-tier apartment: the market average is $1,827.',
    ]);
    expect(estimateBasis(hudOnly)).toBe("Ours, built from HUD's figure: not an official figure, and not an appraisal of your home.");
    const topCoded = analyzeWithEvidence(query({}), { ...houston, census: { medianGrossRent: 3500, topCoded: true, years: '2019-2023' } });
    expect(averageSteps(topCoded)?.[1]).toBe('The Census publishes only "$3,500 or more" for ZIP 77002, so the HUD figure stands alone.');
    const regional = regionalEstimate(query({ zipcode: '09012' }), 'no FMR');
    expect(averageSteps(regional)).toBeNull();
    expect(averageExplanation(regional)).toBeNull();
    expect(estimateBasis(regional)).not.toMatch(/HUD|Census|federal|nationwide/i);
  });
});
