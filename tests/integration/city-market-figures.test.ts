import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CITY_PAGES } from '#web/content/cities.ts';
import { CITY_MARKET_FIGURES } from '#web/content/city-market-figures.generated.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { bodyAt, typedClient } from '#tests/support/auth-helpers.ts';

// The city pages' figures (written by scripts/city-market-figures.ts, npm run data:cities, ADR 0041) are what the analysis
// API answers for each main ZIP code from the shipped data: our estimates, their ranges, HUD's FMRs, the Census median.
describe('city page figures and the analysis API', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  const analyze = async (zipcode: string, bedrooms: number) => {
    const res = await typedClient(app).api.functions['analyze-market-data'].$post({
      json: { zipcode, currentRent: 1500, bedrooms, housingType: 'apartment', tierLevel: 'average' },
    });
    return (await bodyAt(res, 200)).analysis;
  };

  it.each(CITY_PAGES.map((city) => [city.slug, city.mainZips.map((entry) => entry.zip)] as const))('%s', async (slug, zips) => {
    const figures = CITY_MARKET_FIGURES[slug]!;
    expect(figures.map((row) => row.zip)).toEqual(zips);
    const hudRows = (await bodyAt(await typedClient(app).api.market.fmr.$get({ query: { zips: zips.join(',') } }), 200)).rows;
    for (const row of figures) {
      const [one, two] = [await analyze(row.zip, 1), await analyze(row.zip, 2)];
      expect(row.oneBedroom, row.zip).toEqual({ marketRent: one.marketRent, range: one.range });
      expect(row.twoBedroom, row.zip).toEqual({ marketRent: two.marketRent, range: two.range });
      expect(row.level, row.zip).toBe(two.level);
      expect(row.census, row.zip).toEqual(two.sources.census);
      const hud = hudRows.find((r) => r.zip === row.zip);
      expect(row.hud, row.zip).toEqual(
        hud ? { fiscalYear: hud.fiscalYear, level: hud.smallArea ? 'zip' : 'county', areaName: hud.areaName, rents: hud.rents } : null,
      );
      expect(row.hud?.rents[2], row.zip).toBe(two.sources.hud?.fmr);
    }
  });
});
