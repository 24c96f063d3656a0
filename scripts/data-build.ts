import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readHudSource } from '../src/server/services/market/hud-import.ts';
import { parseCsv } from '../src/server/services/market/hud-parse.ts';
import { isZip } from '../src/domain/shared/zip.ts';
import {
  csvField,
  DEFAULT_MARKET_DATA_DIR,
  MANIFEST_FILE,
  type MarketDataManifest,
  SHIPPED_HEADERS,
  type ShippedFile,
  type ShippedFileKind,
} from '../src/server/services/market/shipped-files.ts';

// npm run data:build -- <folder with the official files> [--out data]
// Finds, anywhere below the folder: HUD's SAFMR file (fyYYYY_safmrs.xlsx, its CSV, or fyYYYY-safmr-by-zip.json), HUD's
// county/town FMR files (fyYYYY-fmr-county.csv or FYYY_FMRs.xlsx; the newest year and the one two years before it), the
// Census ZCTA-county relationship (zcta2020-county.csv), the ACS median gross rent by ZCTA (acsYYYY-median-gross-rent-by-zcta.csv)
// and the USPS ZIP list (zip-city-state-YYYY.csv). Writes compact CSVs and manifest.json into data/.

const HUD = 'U.S. Department of Housing and Urban Development (HUD), Office of Policy Development and Research';
const CENSUS = 'U.S. Census Bureau';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = path.resolve(outIndex >= 0 ? args[outIndex + 1]! : DEFAULT_MARKET_DATA_DIR);
const sourceDir = args.find((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));
if (!sourceDir) {
  console.error('Usage: npm run data:build -- <folder with the official HUD, Census and USPS files> [--out data]');
  process.exit(2);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

const files = listFiles(path.resolve(sourceDir));
const yearOf = (match: RegExpExecArray) => {
  const n = Number(match[1]);
  return n < 100 ? 2000 + n : n;
};
function findByYear(pattern: RegExp): { file: string; year: number }[] {
  return files
    .map((file) => ({ file, match: pattern.exec(path.basename(file)) }))
    .filter((f): f is { file: string; match: RegExpExecArray } => f.match !== null)
    .map((f) => ({ file: f.file, year: yearOf(f.match) }))
    .sort((a, b) => b.year - a.year);
}
function required<T>(found: T | undefined, what: string): T {
  if (found === undefined) {
    console.error(`data:build: no ${what} found below ${sourceDir}`);
    process.exit(1);
  }
  return found;
}

const manifest: MarketDataManifest = { builtAt: new Date().toISOString(), files: [] };
mkdirSync(outDir, { recursive: true });
for (const name of readdirSync(outDir)) {
  if (name.endsWith('.csv') || name === MANIFEST_FILE) rmSync(path.join(outDir, name));
}

function write(
  kind: ShippedFileKind,
  file: string,
  header: readonly string[],
  rows: (string | number)[][],
  meta: Omit<ShippedFile, 'kind' | 'file' | 'rows' | 'sha256'>,
) {
  const text = `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\n')}\n`;
  writeFileSync(path.join(outDir, file), text);
  const sha256 = createHash('sha256').update(text).digest('hex');
  manifest.files.push({ kind, file, ...meta, rows: rows.length, sha256 });
  console.log(
    `${file}: ${rows.length.toLocaleString('en-US')} rows (${(text.length / 1024).toFixed(0)} KB) from ${path.basename(meta.source)}`,
  );
}

async function readTable(file: string): Promise<string[][]> {
  if (file.toLowerCase().endsWith('.xlsx')) {
    const { readSheet } = await import('read-excel-file/node');
    const rows = (await readSheet(readFileSync(file))) as unknown[][];
    return rows.map((row) => row.map((cell) => (cell == null ? '' : String(cell))));
  }
  return parseCsv(readFileSync(file, 'utf8'));
}

function columns(header: string[], wanted: Record<string, (h: string) => boolean>): Record<string, number> {
  const normalised = header.map((h) => h.trim().toLowerCase());
  return Object.fromEntries(
    Object.entries(wanted).map(([key, test]) => {
      const index = normalised.findIndex(test);
      if (index < 0) {
        console.error(`data:build: column "${key}" missing (header: ${header.join(', ')})`);
        process.exit(1);
      }
      return [key, index];
    }),
  );
}

// HUD Small Area FMRs by ZIP.
const safmrSource = required(findByYear(/fy[_-]?(\d{4}|\d{2})[_-]safmrs?(?:[_-]by[_-]zip)?\.(?:json|csv|xlsx)$/i)[0], 'HUD SAFMR file');
const safmr = await readHudSource(safmrSource.file, safmrSource.year);
write(
  'safmr',
  `hud-fy${safmr.fiscalYear}-safmr.csv`,
  SHIPPED_HEADERS.safmr,
  safmr.records.sort((a, b) => a.zip.localeCompare(b.zip)).map((r) => [r.zip, ...r.rents]),
  {
    agency: HUD,
    table: 'Small Area Fair Market Rents (SAFMR) by ZIP code, 0-4 bedrooms',
    year: `FY${safmr.fiscalYear}`,
    edition: `FY${safmr.fiscalYear} SAFMRs (effective October 1, ${safmr.fiscalYear - 1}), one row per ZIP`,
    source: path.basename(safmrSource.file),
  },
);

// HUD county / New England town FMRs: the newest year and the one two years earlier, for the trend.
const fmrSources = findByYear(/^fy[_-]?(\d{4}|\d{2})(?:[_-]fmr[_-]county\.csv|[_-]fmrs?\.xlsx)$/i);
const fmrCurrent = required(fmrSources[0], 'HUD county FMR file');
const fmrTrend = required(
  fmrSources.find((s) => s.year === fmrCurrent.year - 2),
  `HUD county FMR file for FY${fmrCurrent.year - 2}`,
);
for (const [kind, source] of [
  ['fmr-current', fmrCurrent],
  ['fmr-trend', fmrTrend],
] as const) {
  const [header = [], ...body] = await readTable(source.file);
  const c = columns(header, {
    fips: (h) => h === 'fips' || h === 'fips2010' || h === 'fips2020',
    stusps: (h) => h === 'stusps' || h === 'state_alpha',
    countyname: (h) => h === 'countyname',
    county_town_name: (h) => h === 'county_town_name',
    hud_area_code: (h) => h === 'hud_area_code',
    hud_area_name: (h) => h === 'hud_area_name' || h === 'areaname',
    metro: (h) => h === 'metro',
    pop: (h) => /^pop\d{4}$/.test(h),
    fmr_0: (h) => h === 'fmr_0',
    fmr_1: (h) => h === 'fmr_1',
    fmr_2: (h) => h === 'fmr_2',
    fmr_3: (h) => h === 'fmr_3',
    fmr_4: (h) => h === 'fmr_4',
  });
  const rows = body
    .filter((row) => /^\d{10}$/.test((row[c.fips!] ?? '').trim().padStart(10, '0')))
    .map((row) => [
      row[c.fips!]!.trim().padStart(10, '0'),
      row[c.stusps!]!.trim(),
      row[c.countyname!]!.trim(),
      (row[c.county_town_name!] ?? '').trim(),
      row[c.hud_area_code!]!.trim(),
      row[c.hud_area_name!]!.trim(),
      row[c.metro!]!.trim() === '1' ? 1 : 0,
      Number(row[c.pop!] || 0),
      ...[0, 1, 2, 3, 4].map((br) => Math.round(Number(String(row[c[`fmr_${br}`]!]).replace(/[$,]/g, '')))),
    ]);
  write(kind, `hud-fy${source.year}-fmr-county.csv`, SHIPPED_HEADERS.fmr, rows, {
    agency: HUD,
    table: 'Fair Market Rents by county and New England town (county_town_name), 0-4 bedrooms',
    year: `FY${source.year}`,
    edition: `FY${source.year} area FMRs as published in HUD's FMR workbook`,
    source: path.basename(source.file),
  });
}

// Census 2020 ZCTA-to-county relationship: the county holding most of each ZCTA's land.
const zctaSource = required(findByYear(/zcta(\d{4})[_-]county\.csv$/i)[0], 'Census ZCTA-county relationship file');
{
  const [header = [], ...body] = await readTable(zctaSource.file);
  const c = columns(header, { zcta: (h) => h === 'zcta', county: (h) => h === 'county_fips', primary: (h) => h === 'is_primary' });
  const rows = body.filter((row) => row[c.primary!]?.trim() === '1').map((row) => [row[c.zcta!]!.trim(), row[c.county!]!.trim()]);
  write('zcta-county', `census-zcta${zctaSource.year}-county.csv`, SHIPPED_HEADERS.zctaCounty, rows, {
    agency: CENSUS,
    table: `${zctaSource.year} ZCTA to County Relationship File (primary county: the county holding most of the ZCTA's land)`,
    year: String(zctaSource.year),
    edition: `${zctaSource.year} Census tabulation blocks`,
    source: path.basename(zctaSource.file),
  });
}

// Census ACS 5-year median gross rent (B25064) by ZCTA.
const acsSource = required(findByYear(/acs(\d{4}).*median[_-]gross[_-]rent.*\.csv$/i)[0], 'Census ACS median gross rent file');
{
  const [header = [], ...body] = await readTable(acsSource.file);
  const c = columns(header, { zcta: (h) => h === 'zcta', rent: (h) => h === 'median_gross_rent', top: (h) => h === 'rent_top_coded' });
  const rows = body
    .filter((row) => Number(row[c.rent!]) > 0)
    .map((row) => [row[c.zcta!]!.trim(), Number(row[c.rent!]), row[c.top!]?.trim() === '1' ? 1 : 0]);
  write('acs-rent', `census-acs${acsSource.year}-median-gross-rent.csv`, SHIPPED_HEADERS.acsRent, rows, {
    agency: CENSUS,
    table: 'American Community Survey 5-year estimates, table B25064 Median Gross Rent (dollars), by ZCTA',
    year: `${acsSource.year - 4}-${acsSource.year}`,
    edition: `ACS ${acsSource.year} 5-year release; rows the Census suppressed are left out; rent_top_coded 1 = "3,500 or more"`,
    source: path.basename(acsSource.file),
  });
}

// USPS ZIP codes with their city and state.
const uspsSource = required(findByYear(/zip[_-]city[_-]state[_-](\d{4})\.csv$/i)[0], 'USPS ZIP city/state list');
{
  const [header = [], ...body] = await readTable(uspsSource.file);
  const c = columns(header, { zip: (h) => h === 'zip', city: (h) => h === 'city', state: (h) => h === 'state' });
  const rows = body
    .filter((row) => isZip(row[c.zip!]?.trim() ?? ''))
    .map((row) => [row[c.zip!]!.trim(), row[c.city!]!.trim(), row[c.state!]!.trim()]);
  write('usps-zips', `usps-zip-city-state-${uspsSource.year}.csv`, SHIPPED_HEADERS.uspsZips, rows, {
    agency: 'U.S. Postal Service (city and state of each ZIP code, as redistributed in a public ZIP list)',
    table: 'ZIP codes with their USPS preferred city and state, including PO-box, military and retired ZIPs',
    year: String(uspsSource.year),
    edition: `${uspsSource.year} list`,
    source: path.basename(uspsSource.file),
  });
}

writeFileSync(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Wrote ${manifest.files.length} files and ${MANIFEST_FILE} to ${path.relative(process.cwd(), outDir) || '.'}`);
