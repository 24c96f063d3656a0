import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHudRecords } from '#server/services/hud/hud-import.ts';
import { startFakeHudApi, type FakeHudApi } from '#tests/fakes/hud-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';

const PATH = '/api/functions/analyze-market-data';

async function seedHud(app: TestApp) {
  await importHudRecords(
    app.deps.database.db,
    {
      fiscalYear: 2026,
      skipped: 0,
      records: [
        { zip: '10001', fiscalYear: 2026, rents: [3800, 3990, 4370, 5470, 5950], areaCode: null, areaName: null, smallArea: true },
        { zip: '30301', fiscalYear: 2026, rents: [1670, 1750, 1920, 2300, 2750], areaCode: 'METRO12060M12060', areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area', smallArea: true },
      ],
    },
    'fy2026-test.json',
  );
  await app.deps.hudStore.load();
}

describe.each(testDatabaseKinds())('POST analyze-market-data on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
    await seedHud(app);
  });
  afterAll(() => app.close());

  it('answers from the HUD table with the market average, overpayment, percent, range and source', async () => {
    const res = await app.postJson(PATH, { zipcode: '10001', currentRent: 5000, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      error: null,
      analysis: {
        currentRent: 5000,
        marketRent: 4166,
        overpayment: 834,
        percentOvermarket: 20,
        zipcode: '10001',
        bedrooms: 1,
        housingType: 'apartment',
        tierLevel: 'average',
        confidence: 'high',
        dataSource: 'HUD FY2026 Small Area Fair Market Rents (ZIP 10001)',
        hudUnavailable: false,
        hudError: null,
        aiUsed: false,
        range: { low: 3666, high: 4666 },
        area: { name: null, fiscalYear: 2026 },
      },
    });
  });

  it('accepts rent typed with commas and as a string, and defaults housing type and tier', async () => {
    const res = await app.postJson(PATH, { zipcode: '30301', currentRent: '1,500', bedrooms: '5' });
    const body = await res.json();
    expect(res.status).toBe(200);
    // 5+ bedrooms: 2,750 x 1.15 = 3,162.5 -> 3,163; x 1.044 -> 3,302.
    expect(body.analysis).toMatchObject({ currentRent: 1500, marketRent: 3302, overpayment: 0, housingType: 'apartment', tierLevel: 'average' });
    expect(body.analysis.dataSource).toContain('Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area');
  });

  it('falls back to the regional estimate, low confidence and the reason, for a ZIP HUD lacks', async () => {
    const res = await app.postJson(PATH, { zipcode: '99999', currentRent: 2000, bedrooms: 1, housingType: 'house', tierLevel: 'luxury' });
    const { analysis } = await res.json();
    expect(analysis).toMatchObject({
      marketRent: 2464, // 1400 x 1.6 x 1.1 x 1.0
      overpayment: 0,
      percentOvermarket: -18.8,
      confidence: 'low',
      dataSource: 'Regional estimates (API unavailable)',
      hudUnavailable: true,
      hudError: 'HUD publishes no ZIP-level Fair Market Rent for 99999',
    });
  });

  it.each([
    [{ zipcode: '1234', currentRent: 2000, bedrooms: 1 }, 'Zip code must be 5 digits'],
    [{ zipcode: 'abcde', currentRent: 2000, bedrooms: 1 }, 'Zip code must be 5 digits'],
    [{ currentRent: 2000, bedrooms: 1 }, 'Zip code is required'],
    [{ zipcode: '10001', currentRent: -5, bedrooms: 1 }, 'Current rent must be greater than 0'],
    [{ zipcode: '10001', currentRent: 'lots', bedrooms: 1 }, 'Current rent must be a number'],
    [{ zipcode: '10001', currentRent: 0, bedrooms: 1 }, 'Current rent must be greater than 0'],
    [{ zipcode: '10001', currentRent: 5_000_000, bedrooms: 1 }, 'Current rent must be at most $100,000 per month'],
    [{ zipcode: '10001', bedrooms: 1 }, 'Current rent is required'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 9 }, 'Bedrooms must be between 0 and 5 (use 5 for 5+)'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
    [{ zipcode: '10001', currentRent: 2000 }, 'Bedrooms is required'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 1, housingType: 'castle' }, 'Housing type must be apartment or house'],
    [{ zipcode: '10001', currentRent: 2000, bedrooms: 1, tierLevel: 'gold' }, 'Property tier must be economical, average, luxury or exclusive'],
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
    const anyValue = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
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
});

describe("HUD's live API for ZIP codes the table lacks", () => {
  const token = 'test-hud-token';
  let hud: FakeHudApi;
  let app: TestApp;
  beforeAll(async () => {
    hud = await startFakeHudApi(token);
    app = await createTestApp('pglite', { HUD_API_TOKEN: token, HUD_API_URL: hud.url });
    await seedHud(app);
  });
  afterAll(async () => {
    await app.close();
    await hud.close();
  });

  it('uses the ZIP-level row of a Small Area FMR county, with the bearer token', async () => {
    hud.state.crosswalk['75201'] = [
      { geoid: '48113', res_ratio: 0.9 },
      { geoid: '48085', res_ratio: 0.1 },
    ];
    hud.state.fmr['4811399999'] = {
      data: {
        county_name: 'Dallas County',
        area_name: 'Dallas, TX HUD Metro FMR Area',
        year: '2026',
        smallarea_status: '1',
        basicdata: [
          { zip_code: '75201', Efficiency: 1900, 'One-Bedroom': 2050, 'Two-Bedroom': 2470, 'Three-Bedroom': 3150, 'Four-Bedroom': 3700 },
          { zip_code: '75202', Efficiency: 1500, 'One-Bedroom': 1600, 'Two-Bedroom': 1900, 'Three-Bedroom': 2400, 'Four-Bedroom': 2900 },
        ],
      },
    };
    const res = await app.postJson(PATH, { zipcode: '75201', currentRent: 2300, bedrooms: 1 });
    const { analysis } = await res.json();
    expect(analysis).toMatchObject({
      marketRent: 2140, // 2,050 x 1.044
      confidence: 'high',
      hudUnavailable: false,
      dataSource: 'HUD FY2026 Small Area Fair Market Rents (ZIP 75201, Dallas, TX HUD Metro FMR Area)',
    });
    expect(hud.requests.map((r) => r.path)).toEqual(['/usps?type=2&query=75201', '/fmr/data/4811399999']);
    expect(hud.requests.every((r) => r.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('uses the area FMR with medium confidence outside Small Area FMR metros, and caches the answer', async () => {
    hud.requests.length = 0;
    hud.state.crosswalk['59801'] = [{ geoid: '30063', res_ratio: 1 }];
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
      const { analysis } = await (await app.postJson(PATH, { zipcode: '59801', currentRent: 1300, bedrooms: 2 })).json();
      expect(analysis).toMatchObject({ marketRent: 1482, confidence: 'medium', dataSource: 'HUD FY2026 Fair Market Rents (Missoula, MT MSA)' });
    }
    expect(hud.requests).toHaveLength(2);
  });

  it('prefers the imported table and does not call HUD for ZIPs it already has', async () => {
    hud.requests.length = 0;
    await app.postJson(PATH, { zipcode: '10001', currentRent: 4000, bedrooms: 1 });
    expect(hud.requests).toHaveLength(0);
  });

  it('falls back to the regional estimate with the reason when HUD fails or knows no county', async () => {
    hud.state.failWith = 503;
    const failed = (await (await app.postJson(PATH, { zipcode: '99501', currentRent: 1800, bedrooms: 1 })).json()).analysis;
    expect(failed).toMatchObject({ confidence: 'low', hudUnavailable: true, hudError: 'HUD API answered HTTP 503' });
    hud.state.failWith = undefined;
    const unknown = (await (await app.postJson(PATH, { zipcode: '99502', currentRent: 1800, bedrooms: 1 })).json()).analysis;
    expect(unknown).toMatchObject({ confidence: 'low', hudError: 'HUD has no Fair Market Rent for ZIP 99502' });
  });
});
