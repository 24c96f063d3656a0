import { describe, expect, it } from 'vitest';
import { averageExplanation, estimateBasis, rangeSentence } from './market-copy.ts';
import type { MarketQuery } from './market.schema.ts';
import { analyzeWithEvidence, type MarketEvidence } from './market-model.ts';
import { regionalEstimate } from './regional-estimate.ts';

// Shipped data (data/): HUD FY2026 SAFMRs of ZIP 77002 (Houston) and 30301 (Atlanta); ACS 2019-2023 median gross
// rent of ZCTA 77002 $1,860 and, for 30301, none.
const houston: MarketEvidence = {
  fmr: {
    rents: [1920, 1980, 2360, 3170, 3960],
    fiscalYear: 2026,
    level: 'zip',
    areaName: 'Houston-The Woodlands-Sugar Land, TX HUD Metro FMR Area',
    label: 'ZIP 77002',
  },
  census: { medianGrossRent: 1860, topCoded: false, years: '2019-2023' },
  trend: null,
  place: { city: 'Houston', state: 'TX' },
};
const atlanta: MarketEvidence = {
  fmr: { rents: [1670, 1750, 1920, 2300, 2750], fiscalYear: 2026, level: 'zip', areaName: null, label: 'ZIP 30301' },
  census: null,
  trend: null,
  place: { city: 'Atlanta', state: 'GA' },
};
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
    expect(averageExplanation(a)).toBe(
      "Our $2,448 blends HUD's $2,360 (the 40th-percentile rent recent movers pay, utilities included), which is $2,464 as the average asking rent of a 2-bedroom apartment, with the Census's $1,860 (the median of all renters and unit sizes), which is $2,418 for a recent mover's 2-bedroom apartment, weighted 65% HUD and 35% Census.",
    );
    expect(estimateBasis(a)).toBe(
      "Ours, built from HUD's and the Census's figures: not an official figure, and not an appraisal of your home.",
    );
  });

  it('names the tier and type, and says when only HUD was used', () => {
    const economicalHouse = analyzeWithEvidence(query({ housingType: 'house', tierLevel: 'economical' }), houston);
    expect(averageExplanation(economicalHouse)).toContain('which is $2,358 as the average asking rent of an economical 2-bedroom house');
    const hudOnly = analyzeWithEvidence(query({ zipcode: '30301', bedrooms: 1 }), atlanta);
    expect(averageExplanation(hudOnly)).toBe(
      "Our $1,827 converts HUD's $1,750 (the 40th-percentile rent recent movers pay, utilities included) into the average asking rent of a 1-bedroom apartment.",
    );
    expect(estimateBasis(hudOnly)).toBe("Ours, built from HUD's figure: not an official figure, and not an appraisal of your home.");
    const topCoded = analyzeWithEvidence(query({}), { ...houston, census: { medianGrossRent: 3500, topCoded: true, years: '2019-2023' } });
    expect(averageExplanation(topCoded)).toBe(
      `Our $2,464 converts HUD's $2,360 (the 40th-percentile rent recent movers pay, utilities included) into the average asking rent of a 2-bedroom apartment. The Census publishes only "$3,500 or more" for this ZIP code, so it is not used.`,
    );
    const regional = regionalEstimate(query({ zipcode: '09012' }), 'no FMR');
    expect(averageExplanation(regional)).toBeNull();
    expect(estimateBasis(regional)).not.toMatch(/HUD|Census|federal|nationwide/i);
  });
});
