import { describe, expect, it } from 'vitest';
import { trendSentence } from './market-copy.ts';
import { fmrForBedrooms, hudEstimateFromFmr } from './hud-model.ts';
import type { MarketQuery } from './market.schema.ts';
import { newYork10001 as nyc } from '#tests/fixtures/market-evidence.ts';
import { analyzeWithEvidence, marketEstimates } from './market-model.ts';

const query = (over: Partial<MarketQuery> = {}): MarketQuery => ({
  zipcode: '10001',
  currentRent: 3500,
  bedrooms: 1,
  housingType: 'apartment',
  tierLevel: 'average',
  ...over,
});

describe('HUD-based estimate (ADR 0002)', () => {
  it('uses the published FMR for 0-4 bedrooms and adds 15% of the 4-bedroom FMR per extra bedroom', () => {
    expect(fmrForBedrooms(nyc.fmr.rents, 0)).toBe(3800);
    expect(fmrForBedrooms(nyc.fmr.rents, 4)).toBe(5950);
    expect(fmrForBedrooms(nyc.fmr.rents, 5)).toBe(6843); // 5950 x 1.15 = 6842.5
    expect(fmrForBedrooms(nyc.fmr.rents, 6)).toBe(7735); // 5950 x 1.30
  });

  it('turns the 40th-percentile gross rent into an average asking rent (x1.16 x0.90), then type and tier', () => {
    expect(Math.round(hudEstimateFromFmr(3990, 'apartment', 'average'))).toBe(4166);
    expect(Math.round(hudEstimateFromFmr(3990, 'house', 'average'))).toBe(4582);
    expect(Math.round(hudEstimateFromFmr(3990, 'apartment', 'economical'))).toBe(3624);
    expect(Math.round(hudEstimateFromFmr(3990, 'apartment', 'luxury'))).toBe(5540);
    expect(Math.round(hudEstimateFromFmr(3990, 'apartment', 'exclusive'))).toBe(5832);
  });
});

describe('market average: HUD and Census blended in log space (ADR 0007)', () => {
  it('blends 65% HUD-based and 35% Census-based estimates, each step from the rounded figure before it', () => {
    // HUD: 3990 x 1.16 x 0.90 = 4165.56 -> 4166. Census: 3024 x 1.30 x 3990 / 4370 = 3589.36 -> 3589.
    // exp(0.65 ln 4166 + 0.35 ln 3589) = 3954.1 -> 3954; an average apartment: no adjustment.
    expect(marketEstimates(query(), nyc.fmr.rents, nyc.census)).toEqual({
      hudEstimate: 4166,
      censusEstimate: 3589,
      blendedEstimate: 3954,
      twoBedroomFmr: 4370,
      marketRent: 3954,
    });
  });

  it('Atlanta 30308, 1 bedroom: $2,281 from $2,349 and $2,160 (issue 29)', () => {
    // HUD 2250 x 1.16 x 0.90 = 2349.0; Census 1824 x 1.30 x 2250 / 2470 = 2159.96 -> 2160; 2349^0.65 x 2160^0.35 = 2281.4.
    expect(
      marketEstimates(query({ zipcode: '30308' }), [2150, 2250, 2470, 2960, 3540], {
        medianGrossRent: 1824,
        topCoded: false,
        years: '2019-2023',
      }),
    ).toEqual({
      hudEstimate: 2349,
      censusEstimate: 2160,
      blendedEstimate: 2281,
      twoBedroomFmr: 2470,
      marketRent: 2281,
    });
  });

  it('applies housing type and tier as a step of its own, after the blend', () => {
    // 2 bedrooms: HUD 4370 x 1.044 = 4562.28 -> 4562; Census 3024 x 1.3 x 4370 / 4370 = 3931.2 -> 3931;
    // blend 4330.39 -> 4330; house and luxury: 4330 x 1.10 x 1.33 = 6334.79 -> 6335.
    const e = marketEstimates(query({ bedrooms: 2, housingType: 'house', tierLevel: 'luxury' }), nyc.fmr.rents, nyc.census);
    expect(e).toEqual({ hudEstimate: 4562, censusEstimate: 3931, blendedEstimate: 4330, twoBedroomFmr: 4370, marketRent: 6335 });
  });

  it("scales the Census median to 5+ bedrooms with HUD's 5-bedroom rule", () => {
    // FMR 5BR = 6843; HUD 6843 x 1.044 = 7144.09 -> 7144; Census 3024 x 1.3 x 6843 / 4370 = 6155.88 -> 6156 -> 6781
    expect(marketEstimates(query({ bedrooms: 5 }), nyc.fmr.rents, nyc.census).marketRent).toBe(6781);
  });

  it('uses the HUD figure alone when the Census median is missing or top-coded', () => {
    const hudOnly = { hudEstimate: 4166, censusEstimate: null, blendedEstimate: 4166, twoBedroomFmr: null, marketRent: 4166 };
    expect(marketEstimates(query(), nyc.fmr.rents, null)).toEqual(hudOnly);
    const topCoded = { medianGrossRent: 3501, topCoded: true, years: '2019-2023' };
    expect(marketEstimates(query(), nyc.fmr.rents, topCoded)).toEqual(hudOnly);
  });
});

describe('analysis from HUD and Census evidence', () => {
  it('answers ZIP-level data with high confidence, a ±21% range, both sources, the place and the trend', () => {
    const a = analyzeWithEvidence(query(), nyc);
    expect(a).toEqual({
      currentRent: 3500,
      marketRent: 3954,
      overpayment: 0,
      percentOvermarket: -11.5, // (3500 - 3954) / 3954
      zipcode: '10001',
      bedrooms: 1,
      housingType: 'apartment',
      tierLevel: 'average',
      confidence: 'high',
      level: 'zip',
      dataSource: 'HUD FY2026 Small Area Fair Market Rent (ZIP 10001) and Census ACS 2019-2023 median gross rent',
      hudUnavailable: false,
      hudError: null,
      aiUsed: false,
      range: { low: 3124, high: 4784 }, // 3954 x 0.79, 3954 x 1.21
      area: { name: 'New York, NY HUD Metro FMR Area', fiscalYear: 2026, place: 'ZIP 10001 · New York, NY', city: 'New York', state: 'NY' },
      sources: {
        hud: { fmr: 3990, bedrooms: 1, fiscalYear: 2026, level: 'zip', areaName: 'New York, NY HUD Metro FMR Area' },
        census: { medianGrossRent: 3024, topCoded: false, years: '2019-2023' },
        hudEstimate: 4166,
        censusEstimate: 3589,
        blendedEstimate: 3954,
        twoBedroomFmr: 4370,
      },
      trend: { areaName: 'New York County, NY', bedrooms: 1, fromYear: 2024, toYear: 2026, fromFmr: 2451, toFmr: 2655, percentChange: 8 },
    });
  });

  it('gives county-level data medium confidence, a ±28% range and names the county', () => {
    // ZIP 00501 (Holtsville, NY, a PO-box ZIP): Suffolk County's FY2026 1-bedroom FMR 2379 -> 2483.64
    const a = analyzeWithEvidence(query({ zipcode: '00501' }), {
      fmr: {
        rents: [1992, 2379, 2747, 3563, 3768],
        fiscalYear: 2026,
        level: 'county',
        areaName: 'Nassau-Suffolk, NY HUD Metro FMR Area',
        label: 'Suffolk County, NY',
      },
      census: null,
      trend: null,
      place: { city: 'Holtsville', state: 'NY' },
    });
    expect(a).toMatchObject({ marketRent: 2484, confidence: 'medium', level: 'county', range: { low: 1788, high: 3180 }, trend: null });
    expect(a.dataSource).toBe('HUD FY2026 Fair Market Rent (Suffolk County, NY)');
  });
});

describe('trend words', () => {
  it("describes the two-year FMR change of HUD's area figure as area-wide (ADR 0064)", () => {
    const base = { areaName: 'Fulton County, GA', bedrooms: 2, fromYear: 2024, toYear: 2026, fromFmr: 1844, toFmr: 1820 };
    expect(trendSentence({ ...base, percentChange: 9 })).toBe(
      "HUD's area-wide 2-bedroom fair market rent for Fulton County, GA rose 9% since FY2024.",
    );
    expect(trendSentence({ ...base, percentChange: -1 })).toBe(
      "HUD's area-wide 2-bedroom fair market rent for Fulton County, GA fell 1% since FY2024.",
    );
    expect(trendSentence({ ...base, bedrooms: 0, percentChange: 0 })).toBe(
      "HUD's area-wide studio fair market rent for Fulton County, GA is unchanged since FY2024.",
    );
  });
});
