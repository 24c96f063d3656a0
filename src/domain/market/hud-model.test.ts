import { describe, expect, it } from 'vitest';
import { type FmrRecord, fmrForBedrooms, hudAnalysis, hudDataSource, marketRentFromFmr } from './hud-model.ts';
import type { MarketQuery } from './market.schema.ts';

const nyc: FmrRecord = {
  zip: '10001',
  fiscalYear: 2026,
  rents: [3800, 3990, 4370, 5470, 5950],
  areaCode: 'METRO35620M35620',
  areaName: 'New York, NY HUD Metro FMR Area',
  smallArea: true,
};
const query = (over: Partial<MarketQuery> = {}): MarketQuery => ({
  zipcode: '10001',
  currentRent: 4500,
  bedrooms: 1,
  housingType: 'apartment',
  tierLevel: 'average',
  ...over,
});

describe('HUD model (ADR 0002)', () => {
  it('uses the published FMR for 0-4 bedrooms and adds 15% of the 4-bedroom FMR per extra bedroom', () => {
    expect(fmrForBedrooms(nyc.rents, 0)).toBe(3800);
    expect(fmrForBedrooms(nyc.rents, 4)).toBe(5950);
    expect(fmrForBedrooms(nyc.rents, 5)).toBe(6843); // 5950 x 1.15 = 6842.5
    expect(fmrForBedrooms(nyc.rents, 6)).toBe(7735); // 5950 x 1.30
  });

  it('turns the 40th-percentile gross rent into an average asking rent (x1.16 x0.90)', () => {
    expect(marketRentFromFmr(3990, 'apartment', 'average')).toBe(4166);
    expect(marketRentFromFmr(3990, 'house', 'average')).toBe(4582);
    expect(marketRentFromFmr(3990, 'apartment', 'economical')).toBe(3624);
    expect(marketRentFromFmr(3990, 'apartment', 'luxury')).toBe(5540);
    expect(marketRentFromFmr(3990, 'apartment', 'exclusive')).toBe(5832);
  });

  it('answers with high confidence, a range and a source naming HUD, the year and the area for ZIP-level data', () => {
    const a = hudAnalysis(query(), nyc);
    expect(a).toMatchObject({
      marketRent: 4166,
      overpayment: 334,
      percentOvermarket: 8,
      confidence: 'high',
      hudUnavailable: false,
      hudError: null,
      aiUsed: false,
      range: { low: 3666, high: 4666 },
      area: { name: 'New York, NY HUD Metro FMR Area', fiscalYear: 2026 },
    });
    expect(a.dataSource).toBe('HUD FY2026 Small Area Fair Market Rents (ZIP 10001, New York, NY HUD Metro FMR Area)');
  });

  it('gives medium confidence and a wider range for area-level FMRs', () => {
    const a = hudAnalysis(query(), { ...nyc, smallArea: false, areaName: 'Abilene, TX MSA' });
    expect(a.confidence).toBe('medium');
    expect(a.range).toEqual({ low: 3416, high: 4916 });
    expect(a.dataSource).toBe('HUD FY2026 Fair Market Rents (Abilene, TX MSA)');
  });

  it('names the ZIP when the area is unknown', () => {
    expect(hudDataSource({ ...nyc, areaName: null })).toBe('HUD FY2026 Small Area Fair Market Rents (ZIP 10001)');
  });
});
