import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeKey } from './area-matching.ts';
import { MarketDataset } from './market-dataset.ts';
import { DEFAULT_MARKET_DATA_DIR, MANIFEST_FILE, type MarketDataManifest } from './shipped-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const SOURCE_FIXTURES = path.join(ROOT, 'tests/fixtures/market-source');

/** Runs `npm run data:build` (the real script) on small extracts of the official files. */
function buildFromFixtures(): { dir: string; output: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'market-data-'));
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/data-build.ts', SOURCE_FIXTURES, '--out', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return { dir, output };
}

describe('npm run data:build and the loaded dataset', () => {
  const { dir, output } = buildFromFixtures();
  const dataset = MarketDataset.load(dir)!;

  it('converts each official file and records its agency, table, year, edition and checksum', () => {
    expect(output).toContain('hud-fy2026-safmr.csv: 2 rows');
    expect(output).toContain('hud-fy2024-fmr-county.csv: 34 rows');
    const manifest = JSON.parse(readFileSync(path.join(dir, MANIFEST_FILE), 'utf8')) as MarketDataManifest;
    expect(manifest.files.map((f) => [f.kind, f.file, f.year, f.rows])).toEqual([
      ['safmr', 'hud-fy2026-safmr.csv', 'FY2026', 2],
      ['fmr-current', 'hud-fy2026-fmr-county.csv', 'FY2026', 9],
      ['fmr-trend', 'hud-fy2024-fmr-county.csv', 'FY2024', 34],
      ['zcta-county', 'census-zcta2020-county.csv', '2020', 7],
      ['acs-rent', 'census-acs2023-median-gross-rent.csv', '2019-2023', 3],
      ['usps-zips', 'usps-zip-city-state-2019.csv', '2019', 12],
    ]);
    for (const file of manifest.files) {
      expect(file.agency).toMatch(/HUD|Census Bureau|Postal Service/);
      expect(file.table.length).toBeGreaterThan(10);
      expect(file.edition.length).toBeGreaterThan(5);
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(dir, file.file)))
          .digest('hex'),
      ).toBe(file.sha256);
    }
    expect(readFileSync(path.join(dir, 'census-acs2023-median-gross-rent.csv'), 'utf8')).toBe(
      'zcta,median_gross_rent,rent_top_coded\n06095,1587,0\n10001,3024,0\n10002,1207,0\n',
    );
  });

  it('finds the Small Area FMR, county, Census median, place and trend rows of a ZIP', () => {
    const facts = dataset.lookup('10001')!;
    expect(facts).toMatchObject({
      safmr: [3800, 3990, 4370, 5470, 5950],
      safmrYear: 2026,
      area: { countyName: 'New York County', state: 'NY', rents: [2529, 2655, 2910, 3644, 3959] },
      areaExact: true,
      trendArea: { countyName: 'New York County', rents: [2386, 2451, 2752, 3434, 3700] },
      trendYear: 2024,
      census: { medianGrossRent: 3024, topCoded: false, years: '2019-2023' },
      city: 'New York',
      state: 'NY',
    });
  });

  it("gives a PO-box ZIP the county of its city's ZCTAs", () => {
    expect(dataset.lookup('00501')).toMatchObject({
      safmr: null,
      area: { countyName: 'Suffolk County' },
      census: null,
      city: 'Holtsville',
    });
    expect(dataset.lookup('30301')).toMatchObject({ safmr: [1670, 1750, 1920, 2300, 2750], area: { countyName: 'Fulton County' } });
  });

  it("reaches Connecticut's FY2026 planning-region rows from 2020 counties through the town codes", () => {
    expect(dataset.lookup('06006')).toMatchObject({
      area: { fips: '0911087000', countyName: 'Capitol Planning Region', townName: 'Windsor town' },
      areaExact: true,
      trendArea: { fips: '0900387000', countyName: 'Hartford County', townName: 'Windsor town' },
    });
  });

  it("uses the county's main HUD area, marked inexact, when a New England ZIP's city is no town", () => {
    // Unionville is a village of Farmington: no town of that name; the prefix 060 in CT points to Hartford County.
    expect(dataset.lookup('06087')).toMatchObject({ area: { townName: 'Hartford town' }, areaExact: false });
  });

  it('uses territory-wide rows, and gives military post offices no county', () => {
    expect(dataset.lookup('96950')).toMatchObject({ area: { fips: '6999999999', countyName: 'Northern Mariana Islands' } });
    expect(dataset.lookup('96910')).toMatchObject({ area: { countyName: 'Guam' } });
    expect(dataset.lookup('96201')).toMatchObject({ area: null, safmr: null, city: 'Apo', state: 'AP' });
  });

  it('knows only ZIPs of its lists', () => {
    expect(dataset.knows('99999')).toBe(false);
    expect(dataset.lookup('99999')).toBeNull();
    expect(dataset.lookup('1000')).toBeNull();
    expect([...dataset.uspsZips()]).toHaveLength(12);
  });

  it('matches New England town names to USPS city names', () => {
    expect(placeKey('Bethel town')).toBe('bethel');
    expect(placeKey('Barnstable Town city')).toBe('barnstable town');
    expect(placeKey('Saint Albans')).toBe(placeKey('St. Albans town'));
  });
});

describe('the shipped data/ folder', () => {
  const manifest = JSON.parse(readFileSync(path.join(DEFAULT_MARKET_DATA_DIR, MANIFEST_FILE), 'utf8')) as MarketDataManifest;

  it('holds every file its manifest lists, unchanged since data:build', () => {
    expect(manifest.files.map((f) => f.kind).sort()).toEqual(['acs-rent', 'fmr-current', 'fmr-trend', 'safmr', 'usps-zips', 'zcta-county']);
    for (const file of manifest.files) {
      expect(
        createHash('sha256')
          .update(readFileSync(path.join(DEFAULT_MARKET_DATA_DIR, file.file)))
          .digest('hex'),
      ).toBe(file.sha256);
    }
  });

  it('answers HUD FY2026 figures for 38,601 ZIP codes', () => {
    const dataset = MarketDataset.load(DEFAULT_MARKET_DATA_DIR)!;
    expect(manifest.files.find((f) => f.kind === 'safmr')).toMatchObject({ year: 'FY2026', rows: 38601 });
    expect(dataset.lookup('10001')?.safmr).toEqual([3800, 3990, 4370, 5470, 5950]);
    expect(dataset.lookup('30301')?.safmr).toEqual([1670, 1750, 1920, 2300, 2750]);
  });
});

describe('the packed market data (npm run build; docs/performance.md, "Start-up and memory")', () => {
  const everyZip = (dataset: MarketDataset) =>
    Array.from({ length: 100_000 }, (_, n) => String(n).padStart(5, '0')).map((zip) => dataset.lookup(zip));

  it('answers every ZIP exactly as the CSV files do', () => {
    const { dir } = buildFromFixtures();
    const pack = path.join(mkdtempSync(path.join(os.tmpdir(), 'market-pack-')), 'market-data.pack');
    expect(MarketDataset.pack(dir, pack)).toBe(true);
    const fromCsv = MarketDataset.load(dir)!;
    // Only the manifest, in another folder: the pack must answer (and the per-process cache must not).
    const copy = mkdtempSync(path.join(os.tmpdir(), 'market-data-copy-'));
    cpSync(path.join(dir, MANIFEST_FILE), path.join(copy, MANIFEST_FILE));
    const fromPack = MarketDataset.load(copy, pack)!;
    expect(fromPack).not.toBe(fromCsv);
    expect(everyZip(fromPack)).toEqual(everyZip(fromCsv));
    expect([...fromPack.uspsZips()]).toEqual([...fromCsv.uspsZips()]);
    expect(fromPack.manifest).toEqual(fromCsv.manifest);
  });

  it('is ignored when the data it was made from differs', () => {
    const { dir } = buildFromFixtures();
    const pack = path.join(mkdtempSync(path.join(os.tmpdir(), 'market-pack-')), 'market-data.pack');
    MarketDataset.pack(dir, pack);
    // Newer data: same files, one SAFMR changed, and its manifest rewritten as data:build does.
    const newer = mkdtempSync(path.join(os.tmpdir(), 'market-data-newer-'));
    cpSync(dir, newer, { recursive: true });
    const safmrFile = path.join(newer, 'hud-fy2026-safmr.csv');
    const csv = readFileSync(safmrFile, 'utf8').replace('10001,3800,', '10001,3900,');
    writeFileSync(safmrFile, csv);
    const manifest = JSON.parse(readFileSync(path.join(newer, MANIFEST_FILE), 'utf8')) as MarketDataManifest;
    for (const file of manifest.files)
      if (file.file === 'hud-fy2026-safmr.csv') file.sha256 = createHash('sha256').update(csv).digest('hex');
    writeFileSync(path.join(newer, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
    expect(MarketDataset.load(newer, pack)!.lookup('10001')?.safmr).toEqual([3900, 3990, 4370, 5470, 5950]);
  });

  it('packs nothing, and removes an older pack, for a folder without market data', () => {
    const pack = path.join(mkdtempSync(path.join(os.tmpdir(), 'market-pack-')), 'market-data.pack');
    writeFileSync(pack, 'old');
    expect(MarketDataset.pack(mkdtempSync(path.join(os.tmpdir(), 'market-empty-')), pack)).toBe(false);
    expect(() => readFileSync(pack)).toThrow();
  });
});
