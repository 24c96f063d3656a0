import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildXlsx } from '#tests/fixtures/xlsx.ts';
import { migrateToLatest, openDatabase } from '../../db/client.ts';
import { importHudSource, readHudSource } from './hud-import.ts';
import { fiscalYearFromName, HudFormatError, parseCsv } from './hud-parse.ts';
import { MarketService } from './market.service.ts';
import { HudStore } from './hud-store.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/hud');
const SAMPLE_CSV = path.join(FIXTURES, 'fy2025-safmr-official-layout-sample.csv');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'hud-import-'));

describe('HUD file readers', () => {
  it('reads the compact JSON layout {"ZIP": [0BR..4BR]}', async () => {
    const file = path.join(tmp, 'fy2026-safmr-by-zip.json');
    writeFileSync(file, JSON.stringify({ '10001': [3800, 3990, 4370, 5470, 5950], '02108': [2940, 3090, 3670, 4400, 4860] }));
    const parsed = await readHudSource(file);
    expect(parsed.fiscalYear).toBe(2026);
    expect(parsed.records).toHaveLength(2);
    expect(parsed.records.find((r) => r.zip === '10001')).toMatchObject({ rents: [3800, 3990, 4370, 5470, 5950], smallArea: true });
  });

  it("reads HUD's official SAFMR CSV layout: dollar signs, thousands separators, area code and name", async () => {
    const parsed = await readHudSource(SAMPLE_CSV);
    expect(parsed.fiscalYear).toBe(2025);
    expect(parsed.records).toHaveLength(12);
    expect(parsed.records[0]).toEqual({
      zip: '76437',
      fiscalYear: 2025,
      rents: [780, 840, 1010, 1340, 1620],
      areaCode: 'METRO10180M10180',
      areaName: 'Abilene, TX MSA',
      smallArea: true,
    });
  });

  it("reads HUD's workbook layout from an .xlsx file", async () => {
    const file = path.join(tmp, 'fy2026_safmrs.xlsx');
    writeFileSync(
      file,
      buildXlsx([
        [
          'ZIP\nCode',
          'HUD Area Code',
          'HUD Metro Fair Market Rent Area Name',
          'SAFMR\n0BR',
          'SAFMR\n0BR -\n90%\nPayment\nStandard',
          'SAFMR\n1BR',
          'SAFMR\n2BR',
          'SAFMR\n3BR',
          'SAFMR\n4BR',
        ],
        [2108, 'METRO14460MM1120', 'Boston, MA HUD Metro FMR Area', 2790, 2511, 3010, 3570, 4300, 4750],
        ['10001', 'METRO35620M35620', 'New York, NY HUD Metro FMR Area', 3800, 3420, 3990, 4370, 5470, 5950],
      ]),
    );
    const parsed = await readHudSource(file);
    expect(parsed.fiscalYear).toBe(2026);
    expect(parsed.records.map((r) => [r.zip, r.rents, r.areaName])).toEqual([
      ['02108', [2790, 3010, 3570, 4300, 4750], 'Boston, MA HUD Metro FMR Area'],
      ['10001', [3800, 3990, 4370, 5470, 5950], 'New York, NY HUD Metro FMR Area'],
    ]);
  });

  it('skips malformed rows and refuses files without the SAFMR columns or a fiscal year', async () => {
    const bad = path.join(tmp, 'fy2024_bad.csv');
    writeFileSync(
      bad,
      'ZIP Code,SAFMR 0BR,SAFMR 1BR,SAFMR 2BR,SAFMR 3BR,SAFMR 4BR\n1234x,1,2,3,4,5\n10001,$1,000,"$1,100",1200,1300,1400\n30301,900,1000,1100,1200,1300\n',
    );
    const parsed = await readHudSource(bad);
    expect(parsed.records.map((r) => r.zip)).toEqual(['30301']);
    expect(parsed.skipped).toBe(2);

    const county = path.join(FIXTURES, 'fy2024-fmr-county-sample.csv');
    await expect(readHudSource(county)).rejects.toThrow(HudFormatError);
    const noYear = path.join(tmp, 'rents.json');
    writeFileSync(noYear, '{}');
    await expect(readHudSource(noYear)).rejects.toThrow('pass --year YYYY');
    await expect(readHudSource(noYear, 2026)).resolves.toMatchObject({ records: [] });
  });

  it('parses quoted CSV fields (commas, doubled quotes, line breaks) and tells the fiscal year from HUD file names', () => {
    expect(parseCsv('a,"b,c","d ""e"""\r\n1,2,3\n')).toEqual([
      ['a', 'b,c', 'd "e"'],
      ['1', '2', '3'],
    ]);
    expect(parseCsv('\uFEFFZIP Code,HUD Metro Fair Market Rent Area Name\n10001,"New York, NY\nHUD Metro FMR Area"\n , \n')).toEqual([
      ['ZIP Code', 'HUD Metro Fair Market Rent Area Name'],
      ['10001', 'New York, NY\nHUD Metro FMR Area'],
    ]);
    expect(() => parseCsv('ZIP Code,SAFMR 0BR\n10001,"1,010\n')).toThrow(HudFormatError);
    expect(() => parseCsv('ZIP Code,SAFMR 0BR\n10001,"1,010\n')).toThrow(/^The CSV file could not be read: .*line 2/);
    expect(fiscalYearFromName('fy2026_safmrs.xlsx')).toBe(2026);
    expect(fiscalYearFromName('FY25_FMRs.xlsx')).toBe(2025);
    expect(fiscalYearFromName('rents.csv')).toBeNull();
  });
});

describe('importing into the database', () => {
  const handle = openDatabase({});
  beforeAll(() => migrateToLatest(handle.db));
  afterAll(() => handle.close());

  it('replaces the table in one import, records it, and the store serves it from memory', async () => {
    const first = await importHudSource(handle.db, SAMPLE_CSV);
    expect(first).toMatchObject({ fiscalYear: 2025, rows: 12 });
    const store = new HudStore(handle.db, 0);
    await store.load();
    expect(store.size).toBe(12);
    expect(store.lookup('76437')?.areaName).toBe('Abilene, TX MSA');
    // The market service keeps each ZIP's evidence; a new import must replace what it kept.
    const market = new MarketService(store, null, null);
    expect(market.fmrForZip('76437')?.fiscalYear).toBe(2025);
    expect(market.fmrForZip('10001')).toBeNull();

    const json = path.join(tmp, 'fy2026-small.json');
    writeFileSync(json, JSON.stringify({ '10001': [3800, 3990, 4370, 5470, 5950] }));
    await importHudSource(handle.db, json);
    await store.refreshIfStale(Date.now() + 1);
    expect(store.size).toBe(1);
    expect(store.lookup('76437')).toBeUndefined();
    expect(store.lookup('10001')?.fiscalYear).toBe(2026);
    expect(market.fmrForZip('76437')).toBeNull();
    expect(market.fmrForZip('10001')).toMatchObject({ fiscalYear: 2026, rents: [3800, 3990, 4370, 5470, 5950] });
    const imports = await handle.db.selectFrom('hud_import').select(['source', 'rows']).orderBy('id').execute();
    expect(imports).toEqual([
      { source: 'fy2025-safmr-official-layout-sample.csv', rows: 12 },
      { source: 'fy2026-small.json', rows: 1 },
    ]);
  });

  it('keeps the previous data when a file holds no usable rows', async () => {
    const empty = path.join(tmp, 'fy2027-empty.json');
    writeFileSync(empty, '{"abc":[1]}');
    await expect(importHudSource(handle.db, empty)).rejects.toThrow('no usable ZIP rows');
    const count = await handle.db
      .selectFrom('hud_fmr')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(1);
  });
});

describe('checking for a new import from the request path', () => {
  const handle = openDatabase({});
  beforeAll(() => migrateToLatest(handle.db));
  afterAll(() => handle.close());

  it('checks for a new import in the background only once the recheck interval has passed', async () => {
    const store = new HudStore(handle.db, 60_000);
    await store.load();
    const before = store.size;
    const json = path.join(tmp, 'fy2026-background.json');
    writeFileSync(json, JSON.stringify({ '10001': [3800, 3990, 4370, 5470, 5950], '10002': [1, 2, 3, 4, 5] }));
    await importHudSource(handle.db, json);
    store.refreshInBackground(Date.now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.size).toBe(before);
    store.refreshInBackground(Date.now() + 61_000);
    await vi.waitFor(() => expect(store.size).toBe(2));
  });
});
