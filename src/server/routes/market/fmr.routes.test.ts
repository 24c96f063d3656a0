import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FmrLookupResponse } from '#domain/market/fmr-lookup.schema.ts';
import { importHudRecords } from '#server/services/market/hud-import.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';

describe.each(testDatabaseKinds())('GET /api/market/fmr (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await importHudRecords(
      t.deps.database.db,
      {
        fiscalYear: 2026,
        skipped: 0,
        records: [
          {
            zip: '10025',
            fiscalYear: 2026,
            rents: [2870, 2950, 3370, 4160, 4570],
            areaCode: 'METRO35620M35620',
            areaName: 'New York, NY HUD Metro FMR Area',
            smallArea: true,
          },
          {
            zip: '11215',
            fiscalYear: 2026,
            rents: [2680, 2760, 3150, 3890, 4270],
            areaCode: 'METRO35620M35620',
            areaName: 'New York, NY HUD Metro FMR Area',
            smallArea: true,
          },
          { zip: '28202', fiscalYear: 2026, rents: [1500, 1560, 1740, 2180, 2720], areaCode: null, areaName: null, smallArea: false },
        ],
      },
      'fmr-routes-test.json',
    );
    await t.deps.hudStore.load();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the FMRs of the ZIP codes it holds, in the order asked', async () => {
    const response = await t.request('/api/market/fmr?zips=11215,10025');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = (await response.json()) as FmrLookupResponse;
    expect(body).toEqual({
      rows: [
        {
          zip: '11215',
          fiscalYear: 2026,
          rents: [2680, 2760, 3150, 3890, 4270],
          areaName: 'New York, NY HUD Metro FMR Area',
          smallArea: true,
        },
        {
          zip: '10025',
          fiscalYear: 2026,
          rents: [2870, 2950, 3370, 4160, 4570],
          areaName: 'New York, NY HUD Metro FMR Area',
          smallArea: true,
        },
      ],
    });
  });

  it('leaves out ZIP codes without data, drops duplicates and trims spaces', async () => {
    const response = await t.request('/api/market/fmr?zips=28202,%2099999,28202');
    expect(response.status).toBe(200);
    const body = (await response.json()) as FmrLookupResponse;
    expect(body.rows.map((row) => row.zip)).toEqual(['28202']);
    // The imported row has no area name; the shipped county file supplies HUD's.
    expect(body.rows[0]).toMatchObject({ areaName: 'Charlotte-Concord-Gastonia, NC-SC HUD Metro FMR Area', smallArea: false });
  });

  it('answers from the shipped HUD FY2026 data for ZIP codes that were not imported', async () => {
    const response = await t.request('/api/market/fmr?zips=30301,00501');
    const body = (await response.json()) as FmrLookupResponse;
    expect(body.rows).toEqual([
      {
        zip: '30301',
        fiscalYear: 2026,
        rents: [1670, 1750, 1920, 2300, 2750],
        areaName: 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area',
        smallArea: true,
      },
      {
        zip: '00501',
        fiscalYear: 2026,
        rents: [1992, 2379, 2747, 3563, 3768],
        areaName: 'Nassau-Suffolk, NY HUD Metro FMR Area',
        smallArea: false,
      },
    ]);
  });

  it.each([
    ['no zips parameter', '/api/market/fmr', 'zips is required'],
    ['an empty list', '/api/market/fmr?zips=,', 'zips is required'],
    ['a malformed ZIP', '/api/market/fmr?zips=10025,1002A', 'Each zip code must be 5 digits'],
    [
      'more than 10 ZIP codes',
      `/api/market/fmr?zips=${Array.from({ length: 11 }, (_, i) => String(10001 + i)).join(',')}`,
      'Ask for at most 10 zip codes at a time',
    ],
  ])('rejects %s with a 400', async (_label, path, message) => {
    const response = await t.request(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message, code: 'invalid_input' } });
  });

  it('is read-only', async () => {
    const response = await t.postJson('/api/market/fmr?zips=10025', {});
    expect(response.status).toBe(404);
  });
});
