import { existsSync, readFileSync } from 'node:fs';
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
export class MarketDataset {
  readonly manifest: MarketDataManifest;
  readonly safmrYear: number;
  readonly areaYear: number;
  readonly trendYear: number;
  readonly censusYears: string;
  private readonly safmrRents: Uint16Array;
  private readonly safmrIndex = new Int32Array(ZIP_SPACE).fill(NO_ROW);
  private readonly areas: FmrAreaRow[];
  private readonly trendAreas: FmrAreaRow[];
  private readonly areaIndex = new Int16Array(ZIP_SPACE).fill(NO_ROW);
  private readonly trendIndex = new Int16Array(ZIP_SPACE).fill(NO_ROW);
  /** 1 when the area row is the ZIP's own county or town; 0 when it stands for a New England county's main HUD area. */
  private readonly areaExact = new Uint8Array(ZIP_SPACE);
  private readonly acsRent = new Uint16Array(ZIP_SPACE);
  private readonly acsTopCoded = new Uint8Array(ZIP_SPACE);
  private readonly placeIndex = new Int32Array(ZIP_SPACE).fill(NO_ROW);
  private readonly places: string[] = [];

  private constructor(manifest: MarketDataManifest, readBytes: (entry: ShippedFile) => Buffer) {
    const read = (e: ShippedFile) => readBytes(e).toString('utf8');
    this.manifest = manifest;
    const entry = (kind: ShippedFileKind) => {
      const found = manifest.files.find((f) => f.kind === kind);
      if (!found) throw new Error(`Market data manifest lists no ${kind} file`);
      return found;
    };
    const fiscalYear = (e: ShippedFile) => Number(e.year.replace(/^FY/, ''));

    const safmr = entry('safmr');
    this.safmrYear = fiscalYear(safmr);
    this.safmrRents = new Uint16Array(safmr.rows * 5);
    let i = 0;
    forEachNumericRow(readBytes(safmr), 6, (row) => {
      this.safmrIndex[row[0]!] = i;
      for (let br = 0; br < 5; br++) this.safmrRents[i * 5 + br] = row[br + 1]!;
      i++;
    });

    const current = entry('fmr-current');
    const trend = entry('fmr-trend');
    this.areaYear = fiscalYear(current);
    this.trendYear = fiscalYear(trend);
    this.areas = areaRows(read(current));
    this.trendAreas = areaRows(read(trend));

    const placeIds = new Map<string, number>();
    forEachRow(read(entry('usps-zips')), (row) => {
      const key = `${row[1]}|${row[2]}`;
      let index = placeIds.get(key);
      if (index === undefined) {
        index = this.places.push(key) - 1;
        placeIds.set(key, index);
      }
      this.placeIndex[Number(row[0])] = index;
    });

    const acs = entry('acs-rent');
    this.censusYears = acs.year;
    forEachNumericRow(readBytes(acs), 3, ([zip, rent, topCoded]) => {
      this.acsRent[zip!] = rent!;
      this.acsTopCoded[zip!] = topCoded!;
    });

    const countyOfZip = new Int32Array(ZIP_SPACE).fill(NO_ROW);
    forEachNumericRow(readBytes(entry('zcta-county')), 2, ([zcta, county]) => {
      countyOfZip[zcta!] = county!;
    });
    this.resolveAreas(countyOfZip);
  }

  /**
   * Loads data/ (or another folder written by `npm run data:build`) once per process; null when the folder holds
   * no manifest. The data is read-only, so every app in a process (tests build many) shares one copy.
   */
  static load(dir: string): MarketDataset | null {
    const resolved = path.resolve(dir);
    if (loaded.has(resolved)) return loaded.get(resolved)!;
    const manifestPath = path.join(resolved, MANIFEST_FILE);
    const dataset = existsSync(manifestPath)
      ? new MarketDataset(JSON.parse(readFileSync(manifestPath, 'utf8')) as MarketDataManifest, (e) =>
          readFileSync(path.join(resolved, e.file)),
        )
      : null;
    loaded.set(resolved, dataset);
    return dataset;
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

  /**
   * Each ZIP's FMR area: the Census primary county of its ZCTA, or, for a ZIP that is no ZCTA (PO boxes), the
   * county most ZCTAs of the same USPS city and state lie in, else of its 3-digit ZIP prefix in that state. In New England HUD publishes towns: the town whose
   * name is the ZIP's USPS city, else the HUD area holding most of the county's population. Connecticut's FY2026
   * rows use planning regions, so its 2020 counties reach them through the town codes of the older file.
   */
  private resolveAreas(countyOfZip: Int32Array) {
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
    const state = (place: number) => this.places[place]!.split('|')[1]!;
    for (let zip = 0; zip < ZIP_SPACE; zip++) {
      const county = countyOfZip[zip]!;
      const place = this.placeIndex[zip]!;
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

    const current = new AreaResolver(this.areas, this.trendAreas);
    const older = new AreaResolver(this.trendAreas, this.trendAreas);
    for (let n = 0; n < ZIP_SPACE; n++) {
      const place = this.placeIndex[n]!;
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
      const city = place >= 0 ? this.places[place]!.split('|')[0]! : null;
      const [area, exact] = current.resolve(county, city);
      this.areaIndex[n] = area;
      this.areaExact[n] = exact ? 1 : 0;
      this.trendIndex[n] = older.resolve(county, city)[0];
    }
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
