import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FmrRents } from '#domain/market/hud-model.ts';
import { parseCsv } from '../hud/hud-parse.ts';
import { MANIFEST_FILE, type MarketDataManifest, type ShippedFile, type ShippedFileKind } from './shipped-files.ts';

/** One row of HUD's county / New England town FMR table. */
export interface FmrAreaRow {
  /** 10 digits: county FIPS + 99999, or county FIPS + town code in New England. */
  fips: string;
  state: string;
  countyName: string;
  /** New England town name as HUD writes it ('Bethel town'), or null for a whole county. */
  townName: string | null;
  areaCode: string;
  areaName: string;
  population: number;
  rents: FmrRents;
}

export interface ZipFacts {
  zip: string;
  /** HUD's ZIP-level Small Area FMRs, when HUD publishes them for this ZIP. */
  safmr: FmrRents | null;
  safmrYear: number;
  /** The FMR row of the ZIP's county (or New England town) for the current and the trend fiscal year. */
  area: FmrAreaRow | null;
  /** false when `area` stands for the main HUD area of the ZIP's New England county, not the ZIP's own town. */
  areaExact: boolean;
  areaYear: number;
  trendArea: FmrAreaRow | null;
  trendYear: number;
  census: { medianGrossRent: number; topCoded: boolean; years: string } | null;
  city: string | null;
  state: string | null;
}

const NO_ROW = -1;
const loaded = new Map<string, MarketDataset | null>();
const ZIP_SPACE = 100_000;
const NEW_ENGLAND_STATE_FIPS = new Set(['09', '23', '25', '33', '44', '50']);
/** USPS "states" of military post offices abroad: their ZIPs have no county. */
const ARMED_FORCES = new Set(['AA', 'AE', 'AP']);

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

function areaRows(text: string): FmrAreaRow[] {
  const rows: FmrAreaRow[] = [];
  forEachRow(text, (r) =>
    rows.push({
      fips: r[0]!,
      state: r[1]!,
      countyName: r[2]!,
      townName: r[3] || null,
      areaCode: r[4]!,
      areaName: r[5]!,
      population: Number(r[7]) || 0,
      rents: rentsOf(r, 8),
    }),
  );
  return rows;
}

/** 'Bethel town' -> 'bethel', 'Barnstable Town city' -> 'barnstable town', 'St. Albans' -> 'st albans'. */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\s+(town|city|plantation|gore|grant|location|purchase)$/, '')
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The shipped federal market data, held compactly (typed arrays indexed by the ZIP's number) for O(1) lookups:
 * HUD SAFMRs by ZIP, HUD county/town FMRs for two fiscal years, the Census ZCTA-county file, ACS median gross
 * rent by ZCTA and the USPS ZIP list. Built by `npm run data:build`; see data/README.md.
 */
/** Everything a dataset holds: what the CSV files are turned into, and what a packed file stores. */
interface DatasetParts {
  manifest: MarketDataManifest;
  safmrYear: number;
  areaYear: number;
  trendYear: number;
  censusYears: string;
  safmrRents: Uint16Array;
  safmrIndex: Int32Array;
  areas: FmrAreaRow[];
  trendAreas: FmrAreaRow[];
  areaIndex: Int16Array;
  trendIndex: Int16Array;
  areaExact: Uint8Array;
  acsRent: Uint16Array;
  acsTopCoded: Uint8Array;
  placeIndex: Int32Array;
  places: string[];
}

type TypedArray = Uint8Array | Uint16Array | Int16Array | Int32Array;
const ARRAY_TYPES = { Uint8Array, Uint16Array, Int16Array, Int32Array } as const;
const ARRAY_FIELDS = [
  'safmrRents',
  'safmrIndex',
  'areaIndex',
  'trendIndex',
  'areaExact',
  'acsRent',
  'acsTopCoded',
  'placeIndex',
] as const satisfies readonly (keyof DatasetParts)[];
/** Bumped whenever the packed layout or the way rows are resolved changes, so an older pack is not used. */
const PACK_FORMAT = 'rentcheck-market-data-pack-1';

/** Strings of a pack: fields joined by a tab, rows by a newline (JSON.parse of one string is far cheaper than of rows). */
function joinRows(rows: string[][]): string {
  for (const row of rows)
    for (const field of row) if (/[\t\n]/.test(field)) throw new Error(`Cannot pack a field holding a tab or newline: ${field}`);
  return rows.map((row) => row.join('\t')).join('\n');
}
const splitRows = (text: string): string[][] => (text ? text.split('\n').map((row) => row.split('\t')) : []);
const areaFields = (row: FmrAreaRow): string[] => [
  row.fips,
  row.state,
  row.countyName,
  row.townName ?? '',
  row.areaCode,
  row.areaName,
  String(row.population),
  ...row.rents.map(String),
];
const areaFromFields = (f: string[]): FmrAreaRow => ({
  fips: f[0]!,
  state: f[1]!,
  countyName: f[2]!,
  townName: f[3] || null,
  areaCode: f[4]!,
  areaName: f[5]!,
  population: Number(f[6]),
  rents: rentsOf(f, 7),
});

interface PackHeader extends Pick<DatasetParts, 'manifest' | 'safmrYear' | 'areaYear' | 'trendYear' | 'censusYears'> {
  key: string;
  areas: string;
  trendAreas: string;
  places: string;
  arrays: { field: (typeof ARRAY_FIELDS)[number]; type: keyof typeof ARRAY_TYPES; offset: number; length: number }[];
}

/**
 * The key a packed file is valid for: the pack format and the manifest's exact text, which lists every file's
 * SHA-256 (data:build writes both), so a pack made from other data is never used.
 */
function packKey(manifestText: string): string {
  return createHash('sha256').update(PACK_FORMAT).update('\0').update(manifestText).digest('hex');
}

/**
 * The shipped federal market data, held compactly (typed arrays indexed by the ZIP's number) for O(1) lookups:
 * HUD SAFMRs by ZIP, HUD county/town FMRs for two fiscal years, the Census ZCTA-county file, ACS median gross
 * rent by ZCTA and the USPS ZIP list. Built by `npm run data:build`; see data/README.md. `npm run build` also packs
 * the resolved arrays into one file (`pack`), which the server maps back in a few milliseconds (ADR 0033).
 */
export class MarketDataset {
  readonly manifest: MarketDataManifest;
  readonly safmrYear: number;
  readonly areaYear: number;
  readonly trendYear: number;
  readonly censusYears: string;
  private readonly safmrRents: Uint16Array;
  private readonly safmrIndex: Int32Array;
  private readonly areas: FmrAreaRow[];
  private readonly trendAreas: FmrAreaRow[];
  private readonly areaIndex: Int16Array;
  private readonly trendIndex: Int16Array;
  /** 1 when the area row is the ZIP's own county or town; 0 when it stands for a New England county's main HUD area. */
  private readonly areaExact: Uint8Array;
  private readonly acsRent: Uint16Array;
  private readonly acsTopCoded: Uint8Array;
  private readonly placeIndex: Int32Array;
  private readonly places: string[];

  private constructor(parts: DatasetParts) {
    this.manifest = parts.manifest;
    this.safmrYear = parts.safmrYear;
    this.areaYear = parts.areaYear;
    this.trendYear = parts.trendYear;
    this.censusYears = parts.censusYears;
    this.safmrRents = parts.safmrRents;
    this.safmrIndex = parts.safmrIndex;
    this.areas = parts.areas;
    this.trendAreas = parts.trendAreas;
    this.areaIndex = parts.areaIndex;
    this.trendIndex = parts.trendIndex;
    this.areaExact = parts.areaExact;
    this.acsRent = parts.acsRent;
    this.acsTopCoded = parts.acsTopCoded;
    this.placeIndex = parts.placeIndex;
    this.places = parts.places;
  }

  /**
   * Loads data/ (or another folder written by `npm run data:build`) once per process; null when the folder holds
   * no manifest. The data is read-only, so every app in a process (tests build many) shares one copy. With
   * `packedFile` (the server passes the build's pack), a pack made from this very manifest is used instead of the
   * CSV files; any other pack is ignored.
   */
  static load(dir: string, packedFile?: string): MarketDataset | null {
    const resolved = path.resolve(dir);
    if (loaded.has(resolved)) return loaded.get(resolved)!;
    const manifestPath = path.join(resolved, MANIFEST_FILE);
    let dataset: MarketDataset | null = null;
    if (existsSync(manifestPath)) {
      const manifestText = readFileSync(manifestPath, 'utf8');
      dataset =
        (packedFile && existsSync(packedFile) ? MarketDataset.unpack(readFileSync(packedFile), packKey(manifestText)) : null) ??
        new MarketDataset(parseCsvFiles(JSON.parse(manifestText) as MarketDataManifest, (e) => readFileSync(path.join(resolved, e.file))));
    }
    loaded.set(resolved, dataset);
    return dataset;
  }

  /**
   * Writes the dataset of `dir` as one packed file for `load(dir, packedFile)`: a header (length, then JSON with the
   * key, the years, the area rows and places) and the typed arrays' bytes, each 8-byte aligned. Returns false, and
   * removes an older pack, when `dir` holds no market data.
   */
  static pack(dir: string, packedFile: string): boolean {
    const manifestPath = path.join(path.resolve(dir), MANIFEST_FILE);
    if (!existsSync(manifestPath)) {
      rmSync(packedFile, { force: true });
      return false;
    }
    const manifestText = readFileSync(manifestPath, 'utf8');
    const parts = parseCsvFiles(JSON.parse(manifestText) as MarketDataManifest, (e) =>
      readFileSync(path.join(path.dirname(manifestPath), e.file)),
    );
    const align = (n: number) => Math.ceil(n / 8) * 8;
    let offset = 0;
    const arrays = ARRAY_FIELDS.map((field) => {
      const array: TypedArray = parts[field];
      const entry = { field, type: array.constructor.name as keyof typeof ARRAY_TYPES, offset, length: array.length };
      offset = align(offset + array.byteLength);
      return entry;
    });
    const { manifest, safmrYear, areaYear, trendYear, censusYears, areas, trendAreas, places } = parts;
    const header = Buffer.from(
      JSON.stringify({
        key: packKey(manifestText),
        manifest,
        safmrYear,
        areaYear,
        trendYear,
        censusYears,
        areas: joinRows(areas.map(areaFields)),
        trendAreas: joinRows(trendAreas.map(areaFields)),
        places: joinRows(places.map((place) => [place])),
        arrays,
      }),
    );
    const start = align(4 + header.length);
    const out = Buffer.alloc(start + offset);
    out.writeUInt32LE(header.length, 0);
    header.copy(out, 4);
    for (const entry of arrays) {
      const array: TypedArray = parts[entry.field];
      Buffer.from(array.buffer, array.byteOffset, array.byteLength).copy(out, start + entry.offset);
    }
    mkdirSync(path.dirname(packedFile), { recursive: true });
    writeFileSync(packedFile, out);
    return true;
  }

  /** The dataset of a packed file, or null when it was packed from other data or by another format. */
  private static unpack(bytes: Buffer, key: string): MarketDataset | null {
    const headerLength = bytes.readUInt32LE(0);
    const header = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as PackHeader;
    if (header.key !== key) return null;
    const start = Math.ceil((4 + headerLength) / 8) * 8;
    // One aligned copy of the arrays' bytes (readFileSync's buffer need not start 8-byte aligned); views share it.
    const body = new Uint8Array(bytes.length - start);
    body.set(bytes.subarray(start));
    const arrays = Object.fromEntries(
      header.arrays.map(({ field, type, offset, length }) => [field, new ARRAY_TYPES[type](body.buffer, offset, length)]),
    ) as Pick<DatasetParts, (typeof ARRAY_FIELDS)[number]>;
    const parts: DatasetParts = {
      manifest: header.manifest,
      safmrYear: header.safmrYear,
      areaYear: header.areaYear,
      trendYear: header.trendYear,
      censusYears: header.censusYears,
      areas: splitRows(header.areas).map(areaFromFields),
      trendAreas: splitRows(header.trendAreas).map(areaFromFields),
      places: splitRows(header.places).map((fields) => fields[0]!),
      ...arrays,
    };
    return new MarketDataset(parts);
  }

  /** Every ZIP the shipped lists know (SAFMR, Census ZCTA or USPS). */
  knows(zip: string): boolean {
    const n = Number(zip);
    return this.safmrIndex[n] !== NO_ROW || this.areaIndex[n] !== NO_ROW || this.placeIndex[n] !== NO_ROW;
  }

  lookup(zip: string): ZipFacts | null {
    if (!/^\d{5}$/.test(zip)) return null;
    const n = Number(zip);
    if (!this.knows(zip)) return null;
    const s = this.safmrIndex[n]!;
    const place = this.placeIndex[n]! >= 0 ? this.places[this.placeIndex[n]!]!.split('|') : null;
    const rent = this.acsRent[n]!;
    return {
      zip,
      safmr: s >= 0 ? (Array.from(this.safmrRents.subarray(s * 5, s * 5 + 5)) as unknown as FmrRents) : null,
      safmrYear: this.safmrYear,
      area: this.areaIndex[n]! >= 0 ? this.areas[this.areaIndex[n]!]! : null,
      areaExact: this.areaExact[n] === 1,
      areaYear: this.areaYear,
      trendArea: this.trendIndex[n]! >= 0 ? this.trendAreas[this.trendIndex[n]!]! : null,
      trendYear: this.trendYear,
      census: rent > 0 ? { medianGrossRent: rent, topCoded: this.acsTopCoded[n] === 1, years: this.censusYears } : null,
      city: place?.[0] ?? null,
      state: place?.[1] ?? null,
    };
  }

  /** The ZIP codes of the USPS list, in order. */
  *uspsZips(): Generator<string> {
    for (let n = 0; n < ZIP_SPACE; n++) if (this.placeIndex[n] !== NO_ROW) yield String(n).padStart(5, '0');
  }
}

/** Reads the shipped CSV files into the dataset's arrays, resolving each ZIP's FMR areas. */
function parseCsvFiles(manifest: MarketDataManifest, readBytes: (entry: ShippedFile) => Buffer): DatasetParts {
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

/**
 * Each ZIP's FMR area: the Census primary county of its ZCTA, or, for a ZIP that is no ZCTA (PO boxes), the
 * county most ZCTAs of the same USPS city and state lie in, else of its 3-digit ZIP prefix in that state. In New England HUD publishes towns: the town whose
 * name is the ZIP's USPS city, else the HUD area holding most of the county's population. Connecticut's FY2026
 * rows use planning regions, so its 2020 counties reach them through the town codes of the older file.
 */
function resolveAreas(parts: DatasetParts, countyOfZip: Int32Array): void {
  // For ZIPs that are no ZCTA: the county most ZCTAs of the same USPS city lie in, else of the same 3-digit
  // ZIP prefix (the postal sectional centre) in the same state.
  const cityTally = new Map<string, Map<number, number>>();
  const prefixTally = new Map<string, Map<number, number>>();
  const count = (tallies: Map<string, Map<number, number>>, key: string, county: number) => {
    const tally = tallies.get(key) ?? new Map<number, number>();
    tally.set(county, (tally.get(county) ?? 0) + 1);
    tallies.set(key, tally);
  };
  const mostCommon = (tallies: Map<string, Map<number, number>>, key: string) => {
    const tally = tallies.get(key);
    return tally ? [...tally].sort((a, b) => b[1] - a[1])[0]![0] : undefined;
  };
  const stateTally = new Map<string, Map<number, number>>();
  const state = (place: number) => parts.places[place]!.split('|')[1]!;
  for (let zip = 0; zip < ZIP_SPACE; zip++) {
    const county = countyOfZip[zip]!;
    const place = parts.placeIndex[zip]!;
    if (county === NO_ROW || place < 0) continue;
    if (ARMED_FORCES.has(state(place))) continue;
    count(cityTally, String(place), county);
    count(prefixTally, `${Math.floor(zip / 100)}|${state(place)}`, county);
    count(stateTally, state(place), county);
  }
  // A state or territory with one county (DC) answers for all its ZIPs.
  const onlyCounty = (key: string) => {
    const tally = stateTally.get(key);
    return tally?.size === 1 ? [...tally.keys()][0] : undefined;
  };

  const current = new AreaResolver(parts.areas, parts.trendAreas);
  const older = new AreaResolver(parts.trendAreas, parts.trendAreas);
  for (let n = 0; n < ZIP_SPACE; n++) {
    const place = parts.placeIndex[n]!;
    const countyNumber =
      countyOfZip[n] !== NO_ROW
        ? countyOfZip[n]!
        : place >= 0
          ? (mostCommon(cityTally, String(place)) ??
            mostCommon(prefixTally, `${Math.floor(n / 100)}|${state(place)}`) ??
            onlyCounty(state(place)))
          : undefined;
    if (countyNumber === undefined) continue;
    const county = String(countyNumber).padStart(5, '0');
    const city = place >= 0 ? parts.places[place]!.split('|')[0]! : null;
    const [area, exact] = current.resolve(county, city);
    parts.areaIndex[n] = area;
    parts.areaExact[n] = exact ? 1 : 0;
    parts.trendIndex[n] = older.resolve(county, city)[0];
  }
}

/** Finds the FMR row of a county, or of the right New England town in it. */
class AreaResolver {
  private readonly byFips = new Map<string, number>();
  /** County FIPS -> row indexes of its towns. */
  private readonly townsByCounty = new Map<string, number[]>();
  /** State FIPS + town code -> row index (town codes survive Connecticut's move to planning regions). */
  private readonly byTownCode = new Map<string, number>();
  /** Town rows of the other (older) table, to find the towns of a county that no longer exists. */
  private readonly olderTownsByCounty = new Map<string, string[]>();

  constructor(
    private readonly rows: FmrAreaRow[],
    older: FmrAreaRow[],
  ) {
    rows.forEach((row, i) => {
      this.byFips.set(row.fips, i);
      if (row.fips.endsWith('99999')) return;
      const county = row.fips.slice(0, 5);
      const towns = this.townsByCounty.get(county);
      if (towns) towns.push(i);
      else this.townsByCounty.set(county, [i]);
      this.byTownCode.set(row.fips.slice(0, 2) + row.fips.slice(5), i);
    });
    for (const row of older) {
      if (row.fips.endsWith('99999')) continue;
      const county = row.fips.slice(0, 5);
      const code = row.fips.slice(0, 2) + row.fips.slice(5);
      const towns = this.olderTownsByCounty.get(county);
      if (towns) towns.push(code);
      else this.olderTownsByCounty.set(county, [code]);
    }
  }

  /** The row index and whether it is the ZIP's own county or town (not a stand-in for its county's main area). */
  resolve(county: string, city: string | null): [number, boolean] {
    const whole = this.byFips.get(`${county}99999`) ?? this.byFips.get(`${county.slice(0, 2)}99999999`);
    if (whole !== undefined) return [whole, true];
    if (!NEW_ENGLAND_STATE_FIPS.has(county.slice(0, 2))) return [NO_ROW, false];
    let towns = this.townsByCounty.get(county);
    if (!towns) {
      towns = (this.olderTownsByCounty.get(county) ?? [])
        .map((code) => this.byTownCode.get(code))
        .filter((i): i is number => i !== undefined);
    }
    if (towns.length === 0) return [NO_ROW, false];
    if (city) {
      const key = placeKey(city);
      const match = towns.find((i) => placeKey(this.rows[i]!.townName ?? '') === key);
      if (match !== undefined) return [match, true];
    }
    const population = new Map<string, number>();
    for (const i of towns) {
      const row = this.rows[i]!;
      population.set(row.areaCode, (population.get(row.areaCode) ?? 0) + row.population);
    }
    const largestArea = [...population].sort((a, b) => b[1] - a[1])[0]![0];
    const representative = towns
      .filter((i) => this.rows[i]!.areaCode === largestArea)
      .sort((a, b) => this.rows[b]!.population - this.rows[a]!.population)[0]!;
    return [representative, false];
  }
}
