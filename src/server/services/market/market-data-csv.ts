import { parseCsv } from './hud-parse.ts';
import { resolveAreas } from './area-matching.ts';
import { type DatasetParts, type FmrAreaRow, NO_ROW, ZIP_SPACE } from './market-data-parts.ts';
import type { MarketDataManifest, ShippedFile, ShippedFileKind } from './shipped-files.ts';

// The first load format: the shipped CSV files that `npm run data:build` writes (data/README.md).

/** Calls `each` with the fields of every data row of a shipped CSV, one row at a time (little garbage at start-up). */
function forEachRow(text: string, each: (fields: string[]) => void): void {
  let start = text.indexOf('\n') + 1;
  while (start > 0 && start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, end);
    if (line) each(line.includes('"') ? parseCsv(line)[0]! : line.split(','));
    start = end + 1;
  }
}

const NEWLINE = 10;
const COMMA = 44;
const ZERO = 48;

/**
 * Calls `each` for every data row of an all-numeric shipped CSV with the row's values in one reused array,
 * reading the bytes directly: no strings are made, so loading leaves almost nothing for the GC.
 */
function forEachNumericRow(bytes: Uint8Array, columns: number, each: (values: number[]) => void): number {
  const values = new Array<number>(columns).fill(0);
  let i = bytes.indexOf(NEWLINE) + 1;
  let rows = 0;
  while (i > 0 && i < bytes.length) {
    let column = 0;
    let value = 0;
    for (; i < bytes.length && bytes[i] !== NEWLINE; i++) {
      const b = bytes[i]!;
      if (b === COMMA) {
        values[column++] = value;
        value = 0;
      } else value = value * 10 + (b - ZERO);
    }
    values[column] = value;
    each(values);
    rows++;
    i++;
  }
  return rows;
}

const rentsOf = (row: string[], from: number) =>
  [Number(row[from]), Number(row[from + 1]), Number(row[from + 2]), Number(row[from + 3]), Number(row[from + 4])] as const;

/**
 * An FMR area row from its fields: FIPS, state, county, town, area code and name, then (at `populationAt`) the
 * population and the five rents. The shipped CSV has one more column before the population than a pack.
 */
export const areaRowOf = (f: string[], populationAt: number): FmrAreaRow => ({
  fips: f[0]!,
  state: f[1]!,
  countyName: f[2]!,
  townName: f[3] || null,
  areaCode: f[4]!,
  areaName: f[5]!,
  population: Number(f[populationAt]) || 0,
  rents: rentsOf(f, populationAt + 1),
});

function areaRows(text: string): FmrAreaRow[] {
  const rows: FmrAreaRow[] = [];
  forEachRow(text, (r) => rows.push(areaRowOf(r, 7)));
  return rows;
}

/** Reads the shipped CSV files into the dataset's arrays, resolving each ZIP's FMR areas. */
export function parseCsvFiles(manifest: MarketDataManifest, readBytes: (entry: ShippedFile) => Buffer): DatasetParts {
  const read = (e: ShippedFile) => readBytes(e).toString('utf8');
  const entry = (kind: ShippedFileKind) => {
    const found = manifest.files.find((f) => f.kind === kind);
    if (!found) throw new Error(`Market data manifest lists no ${kind} file`);
    return found;
  };
  const fiscalYear = (e: ShippedFile) => Number(e.year.replace(/^FY/, ''));

  const safmr = entry('safmr');
  const current = entry('fmr-current');
  const trend = entry('fmr-trend');
  const acs = entry('acs-rent');
  const parts: DatasetParts = {
    manifest,
    safmrYear: fiscalYear(safmr),
    areaYear: fiscalYear(current),
    trendYear: fiscalYear(trend),
    censusYears: acs.year,
    safmrRents: new Uint16Array(safmr.rows * 5),
    safmrIndex: new Int32Array(ZIP_SPACE).fill(NO_ROW),
    areas: areaRows(read(current)),
    trendAreas: areaRows(read(trend)),
    areaIndex: new Int16Array(ZIP_SPACE).fill(NO_ROW),
    trendIndex: new Int16Array(ZIP_SPACE).fill(NO_ROW),
    areaExact: new Uint8Array(ZIP_SPACE),
    acsRent: new Uint16Array(ZIP_SPACE),
    acsTopCoded: new Uint8Array(ZIP_SPACE),
    placeIndex: new Int32Array(ZIP_SPACE).fill(NO_ROW),
    places: [],
  };
  let i = 0;
  forEachNumericRow(readBytes(safmr), 6, (row) => {
    parts.safmrIndex[row[0]!] = i;
    for (let br = 0; br < 5; br++) parts.safmrRents[i * 5 + br] = row[br + 1]!;
    i++;
  });

  const placeIds = new Map<string, number>();
  forEachRow(read(entry('usps-zips')), (row) => {
    const key = `${row[1]}|${row[2]}`;
    let index = placeIds.get(key);
    if (index === undefined) {
      index = parts.places.push(key) - 1;
      placeIds.set(key, index);
    }
    parts.placeIndex[Number(row[0])] = index;
  });

  forEachNumericRow(readBytes(acs), 3, ([zip, rent, topCoded]) => {
    parts.acsRent[zip!] = rent!;
    parts.acsTopCoded[zip!] = topCoded!;
  });

  const countyOfZip = new Int32Array(ZIP_SPACE).fill(NO_ROW);
  forEachNumericRow(readBytes(entry('zcta-county')), 2, ([zcta, county]) => {
    countyOfZip[zcta!] = county!;
  });
  resolveAreas(parts, countyOfZip);
  return parts;
}
