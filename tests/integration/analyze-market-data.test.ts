import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHudRecords } from '#server/services/market/hud-import.ts';
import { startFakeHudApi, type FakeHudApi } from '#tests/fakes/hud-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';

const PATH = '/api/functions/analyze-market-data';

// Figures come from the shipped files in data/: HUD FY2026 SAFMRs, HUD FY2026 and FY2024 county/town FMRs, the Census
// ZCTA-county file, ACS 2019-2023 median gross rent and the USPS ZIP list.
describe.each(testDatabaseKinds())('POST analyze-market-data on %s (shipped data)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  it('answers a ZIP with a Small Area FMR from HUD and the Census, with the range, sources, place and trend', async () => {
    const res = await app.postJson(PATH, {
      zipcode: '10001',
      currentRent: 5000,
      bedrooms: 1,
      housingType: 'apartment',
      tierLevel: 'average',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      error: null,
      analysis: {
        currentRent: 5000,
        // HUD 3,990 x 1.044 = 4,165.56; Census 3,024 x 1.30 x 3,990/4,370 = 3,589.36; exp(0.65 ln + 0.35 ln) = 3,954
        marketRent: 3954,
        overpayment: 1046,
        percentOvermarket: 26.5,
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
        range: { low: 3124, high: 4784 },
        area: {
          name: 'New York, NY HUD Metro FMR Area',
          fiscalYear: 2026,
          place: 'ZIP 10001 · New York, NY',
          city: 'New York',
          state: 'NY',
        },
        sources: {
          hud: { fmr: 3990, bedrooms: 1, fiscalYear: 2026, level: 'zip', areaName: 'New York, NY HUD Metro FMR Area' },
          census: { medianGrossRent: 3024, topCoded: false, years: '2019-2023' },
          hudEstimate: 4166,
          censusEstimate: 3589,
          blendedEstimate: 3954,
          twoBedroomFmr: 4370,
        },
        // New York County's 1-bedroom FMR: FY2024 2,451 -> FY2026 2,655
        trend: { areaName: 'New York County, NY', bedrooms: 1, fromYear: 2024, toYear: 2026, fromFmr: 2451, toFmr: 2655, percentChange: 8 },
      },
    });
  });

  it('uses HUD alone where the Census has no median, accepts rent with commas and 5+ bedrooms', async () => {
    const res = await app.postJson(PATH, { zipcode: '30301', currentRent: '1,500', bedrooms: '5' });
    expect(res.status).toBe(200);
    const { analysis } = await res.json();
    // 5+ bedrooms: 2,750 x 1.15 = 3,162.5 -> 3,163; x 1.044 -> 3,302.
    expect(analysis).toMatchObject({
      currentRent: 1500,
      marketRent: 3302,
      overpayment: 0,
      housingType: 'apartment',
      tierLevel: 'average',
      dataSource: 'HUD FY2026 Small Area Fair Market Rent (ZIP 30301)',
      sources: { hud: { fmr: 3163, bedrooms: 5 }, census: null, hudEstimate: 3302, censusEstimate: null },
      area: { place: 'ZIP 30301 · Atlanta, GA', name: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area' },
      // Fulton County 5+ bedrooms: FY2024 2,707 x 1.15 = 3,113; FY2026 2,605 x 1.15 = 2,996; -3.8%
      trend: { areaName: 'Fulton County, GA', fromFmr: 3113, toFmr: 2996, percentChange: -4 },
    });
  });

  it("answers a ZIP without a Small Area FMR from its county's FMR, medium confidence and a wider range", async () => {
    // 00501 (Holtsville, NY) is a PO-box ZIP, no ZCTA: the county of Holtsville's ZCTAs, Suffolk County.
    const { analysis } = await (await app.postJson(PATH, { zipcode: '00501', currentRent: 2600, bedrooms: 1 })).json();
    expect(analysis).toMatchObject({
      marketRent: 2484, // 2,379 x 1.044
      confidence: 'medium',
      level: 'county',
      hudUnavailable: false,
      range: { low: 1788, high: 3180 }, // +-28%
      dataSource: 'HUD FY2026 Fair Market Rent (Suffolk County, NY)',
      area: { name: 'Nassau-Suffolk, NY HUD Metro FMR Area', place: 'ZIP 00501 · Holtsville, NY' },
      sources: { hud: { fmr: 2379, level: 'county' }, census: null },
      trend: { areaName: 'Suffolk County, NY', fromFmr: 2144, toFmr: 2379, percentChange: 11 },
    });
  });

  it("finds a Connecticut town's FY2026 planning-region FMR and its FY2024 county FMR for the trend", async () => {
    // 06006 (Windsor, CT): 2020 county 09003 (Hartford County) -> Windsor town, now in the Capitol Planning Region.
    const { analysis } = await (await app.postJson(PATH, { zipcode: '06006', currentRent: 1600, bedrooms: 1 })).json();
    expect(analysis).toMatchObject({
      marketRent: 1542, // 1,477 x 1.044
      level: 'county',
      dataSource: 'HUD FY2026 Fair Market Rent (Windsor, CT)',
      area: { name: 'Hartford-West Hartford-East Hartford, CT MSA' },
      trend: { areaName: 'Windsor, CT', fromYear: 2024, toYear: 2026, fromFmr: 1319, toFmr: 1477, percentChange: 12 },
    });
  });

  it('uses the regional estimate for a known ZIP no HUD area covers, naming no federal source', async () => {
    const res = await app.postJson(PATH, { zipcode: '09012', currentRent: 2000, bedrooms: 1, housingType: 'house', tierLevel: 'luxury' });
    expect(res.status).toBe(200);
    const { analysis } = await res.json();
    expect(analysis).toMatchObject({
      marketRent: 1309, // 1,400 x 0.85 (default factor) x 1.1 x 1.0
      overpayment: 691,
      percentOvermarket: 52.8,
      confidence: 'low',
      level: 'regional',
      range: { low: 851, high: 1767 }, // +-35%
      dataSource: 'Regional estimates (API unavailable)',
      hudUnavailable: true,
      hudError: 'HUD publishes no Fair Market Rent for ZIP 09012 (Apo, AE)',
      sources: { hud: null, census: null, hudEstimate: null, censusEstimate: null },
      trend: null,
      area: { place: 'ZIP 09012 · Apo, AE' },
    });
  });

  it('tells the renter plainly when no source and no list knows the ZIP', async () => {
    const res = await app.postJson(PATH, { zipcode: '99999', currentRent: 2000, bedrooms: 1 });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      success: false,
      analysis: null,
      error: { message: "We don't have rent data for ZIP 99999. Check the ZIP code.", code: 'unknown_zip' },
    });
  });

  it.each([
    [{ zipcode: '1234', currentRent: 2000, bedrooms: 1 }, 'Zip code must be 5 digits'],
    [{ zipcode: 'abcde', currentRent: 2000, bedrooms: 1 }, 'Zip code must be 5 digits'],
    [{ currentRent: 2000, bedrooms: 1 }, 'Zip code is required'],
    [{ zipcode: '10001', currentRent: -5, bedrooms: 1 }, 'Current rent must be at least $300 per month'],
    [{ zipcode: '10001', currentRent: 'lots', bedrooms: 1 }, 'Current rent must be a number'],
    [{ zipcode: '10001', currentRent: 299, bedrooms: 1 }, 'Current rent must be at least $300 per month'],
    [{ zipcode: '10001', currentRent: 5_000_000, bedrooms: 1 }, 'Current rent must be at most $100,000 per month'],
    [{ zipcode: '10001', bedrooms: 1 }, 'Current rent is required'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 9 }, 'Bedrooms must be between 0 and 5 (use 5 for 5+)'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
    [{ zipcode: '10001', currentRent: 2000 }, 'Bedrooms is required'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 1, housingType: 'castle' }, 'Housing type must be apartment or house'],
    [
      { zipcode: '10001', currentRent: 2000, bedrooms: 1, tierLevel: 'gold' },
      'Property tier must be economical, average, luxury or exclusive',
    ],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    const res = await app.postJson(PATH, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message, code: 'invalid_input' } });
  });

  it('rejects broken JSON, non-objects and the wrong content type with a 4xx', async () => {
    const broken = await app.postJson(PATH, '{"zipcode": ');
    expect(broken.status).toBe(400);
    expect((await broken.json()).error.message).toBe('Request body must be valid JSON');
    const array = await app.postJson(PATH, '[1,2]');
    expect(array.status).toBe(400);
    const form = await app.request(PATH, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'zipcode=10001' });
    expect(form.status).toBe(415);
    const huge = await app.postJson(PATH, JSON.stringify({ pad: 'x'.repeat(70_000) }));
    expect(huge.status).toBe(413);
  });

  it('never answers 5xx to random bodies (property test)', async () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    const body = fc.oneof(
      fc.record(
        {
          zipcode: fc.oneof(fc.stringMatching(/^\d{5}$/), anyValue),
          currentRent: fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.stringMatching(/^[\d,]{1,9}$/), anyValue),
          bedrooms: fc.oneof(fc.integer({ min: -2, max: 8 }), anyValue),
          housingType: fc.oneof(fc.constantFrom('apartment', 'house'), anyValue),
          tierLevel: fc.oneof(fc.constantFrom('economical', 'average', 'luxury', 'exclusive'), anyValue),
        },
        { requiredKeys: [] },
      ),
      fc.json(),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const res = await app.postJson(PATH, typeof value === 'string' ? value : JSON.stringify(value));
        expect(res.status).toBeLessThan(500);
        const json = await res.json();
        if (res.status === 200) {
          expect(json.analysis.overpayment).toBeGreaterThanOrEqual(0);
          expect(Number.isFinite(json.analysis.marketRent)).toBe(true);
        } else {
          expect(typeof json.error.message).toBe('string');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('lets an imported HUD release (npm run data:hud) win over the shipped year', async () => {
    await importHudRecords(
      app.deps.database.db,
      {
        fiscalYear: 2027,
        skipped: 0,
        records: [
          { zip: '10001', fiscalYear: 2027, rents: [4000, 4200, 4600, 5700, 6200], areaCode: null, areaName: null, smallArea: true },
        ],
      },
      'fy2027-test.json',
    );
    await app.deps.hudStore.load();
    const { analysis } = await (await app.postJson(PATH, { zipcode: '10001', currentRent: 4000, bedrooms: 1 })).json();
    // HUD 4,200 x 1.044 = 4,384.8; Census 3,024 x 1.30 x 4,200/4,600 = 3,589.36 -> 4,088.12
    expect(analysis).toMatchObject({
      marketRent: 4088,
      dataSource: 'HUD FY2027 Small Area Fair Market Rent (ZIP 10001) and Census ACS 2019-2023 median gross rent',
      sources: { hud: { fmr: 4200, fiscalYear: 2027, areaName: 'New York, NY HUD Metro FMR Area' } },
      area: { fiscalYear: 2027 },
    });
  });
});

describe.each(testDatabaseKinds())("HUD's live API for ZIP codes the shipped data lacks (%s)", (kind) => {
  const token = 'test-hud-token';
  let hud: FakeHudApi;
  let app: TestApp;
  beforeAll(async () => {
    hud = await startFakeHudApi(token);
    app = await createTestApp(kind, { HUD_API_TOKEN: token, HUD_API_URL: hud.url });
  });
  afterAll(async () => {
    await app.close();
    await hud.close();
  });

  it('answers a ZIP newer than the shipped lists from the ZIP-level row of its county, with the bearer token', async () => {
    hud.state.crosswalk['99999'] = [
      { geoid: '02020', res_ratio: 0.9 },
      { geoid: '02170', res_ratio: 0.1 },
    ];
    hud.state.fmr['0202099999'] = {
      data: {
        county_name: 'Anchorage Municipality',
        area_name: 'Anchorage, AK HUD Metro FMR Area',
        year: '2026',
        smallarea_status: '1',
        basicdata: [
          { zip_code: '99999', Efficiency: 1900, 'One-Bedroom': 2050, 'Two-Bedroom': 2470, 'Three-Bedroom': 3150, 'Four-Bedroom': 3700 },
          { zip_code: '99501', Efficiency: 1500, 'One-Bedroom': 1600, 'Two-Bedroom': 1900, 'Three-Bedroom': 2400, 'Four-Bedroom': 2900 },
        ],
      },
    };
    const res = await app.postJson(PATH, { zipcode: '99999', currentRent: 2300, bedrooms: 1 });
    expect(res.status).toBe(200);
    const { analysis } = await res.json();
    expect(analysis).toMatchObject({
      marketRent: 2140, // 2,050 x 1.044
      confidence: 'high',
      level: 'zip',
      hudUnavailable: false,
      dataSource: 'HUD FY2026 Small Area Fair Market Rent (ZIP 99999)',
      sources: { hud: { fmr: 2050, level: 'zip', areaName: 'Anchorage, AK HUD Metro FMR Area' }, census: null },
      area: { place: 'ZIP 99999' },
      trend: null,
    });
    expect(hud.requests.map((r) => r.path)).toEqual(['/usps?type=2&query=99999', '/fmr/data/0202099999']);
    expect(hud.requests.every((r) => r.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('answers a known ZIP without a HUD area from the area FMR, medium confidence, and caches the answer', async () => {
    hud.requests.length = 0;
    hud.state.crosswalk['09013'] = [{ geoid: '30063', res_ratio: 1 }];
    hud.state.fmr['3006399999'] = {
      data: {
        county_name: 'Missoula County',
        area_name: 'Missoula, MT MSA',
        year: 2026,
        smallarea_status: '0',
        basicdata: { Efficiency: 1010, 'One-Bedroom': 1100, 'Two-Bedroom': 1420, 'Three-Bedroom': 1980, 'Four-Bedroom': 2300 },
      },
    };
    for (let i = 0; i < 2; i++) {
      const { analysis } = await (await app.postJson(PATH, { zipcode: '09013', currentRent: 1300, bedrooms: 2 })).json();
      expect(analysis).toMatchObject({
        marketRent: 1482, // 1,420 x 1.044
        confidence: 'medium',
        level: 'county',
        range: { low: 1067, high: 1897 },
        dataSource: 'HUD FY2026 Fair Market Rent (Missoula, MT MSA)',
        area: { place: 'ZIP 09013 · Apo, AE' },
      });
    }
    expect(hud.requests).toHaveLength(2);
  });

  it('does not call HUD for ZIPs the shipped data answers', async () => {
    hud.requests.length = 0;
    await app.postJson(PATH, { zipcode: '10001', currentRent: 4000, bedrooms: 1 });
    await app.postJson(PATH, { zipcode: '00501', currentRent: 4000, bedrooms: 1 });
    expect(hud.requests).toHaveLength(0);
  });

  it('falls back to the regional estimate with the reason when HUD fails for a known ZIP, and refuses an unknown one', async () => {
    hud.state.failWith = 503;
    const failed = (await (await app.postJson(PATH, { zipcode: '09012', currentRent: 1800, bedrooms: 1 })).json()).analysis;
    expect(failed).toMatchObject({ confidence: 'low', level: 'regional', hudUnavailable: true, hudError: 'HUD API answered HTTP 503' });
    const unknownWhileDown = await app.postJson(PATH, { zipcode: '99998', currentRent: 1800, bedrooms: 1 });
    expect(unknownWhileDown.status).toBe(422);
    hud.state.failWith = undefined;
    const unknown = await app.postJson(PATH, { zipcode: '99998', currentRent: 1800, bedrooms: 1 });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error.code).toBe('unknown_zip');
  });
});
