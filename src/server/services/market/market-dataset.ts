import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { FmrRents } from '#domain/market/hud-model.ts';
import { parseCsvFiles } from './market-data-csv.ts';
import { packKey, readPack, writePack } from './market-data-pack.ts';
import { type DatasetParts, type FmrAreaRow, NO_ROW, ZIP_SPACE } from './market-data-parts.ts';
import { MANIFEST_FILE, type MarketDataManifest } from './shipped-files.ts';
import { isZip } from '#domain/shared/zip.ts';

/** Loaded datasets by folder: one copy per process. */
const loaded = new Map<string, MarketDataset | null>();

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

/**
 * The shipped federal market data, held compactly (typed arrays indexed by the ZIP's number) for O(1) lookups:
 * HUD SAFMRs by ZIP, HUD county/town FMRs for two fiscal years, the Census ZCTA-county file, ACS median gross
 * rent by ZCTA and the USPS ZIP list. Built by `npm run data:build`; see data/README.md. `npm run build` also packs
 * the resolved arrays into one file (`pack`), which the server maps back in a few milliseconds (docs/performance.md, "Start-up and memory"). Loading
 * is in market-data-csv.ts and market-data-pack.ts, each ZIP's FMR area is matched in area-matching.ts; this class
 * answers lookups.
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
      dataset = new MarketDataset(
        (packedFile && existsSync(packedFile) ? readPack(readFileSync(packedFile), packKey(manifestText)) : null) ??
          parseCsvFiles(JSON.parse(manifestText) as MarketDataManifest, (e) => readFileSync(path.join(resolved, e.file))),
      );
    }
    loaded.set(resolved, dataset);
    return dataset;
  }

  /**
   * Writes the dataset of `dir` as one packed file for `load(dir, packedFile)` (market-data-pack.ts). Returns false,
   * and removes an older pack, when `dir` holds no market data.
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
    writePack(parts, manifestText, packedFile);
    return true;
  }

  /** Every ZIP the shipped lists know (SAFMR, Census ZCTA or USPS). */
  knows(zip: string): boolean {
    const n = Number(zip);
    return this.safmrIndex[n] !== NO_ROW || this.areaIndex[n] !== NO_ROW || this.placeIndex[n] !== NO_ROW;
  }

  lookup(zip: string): ZipFacts | null {
    if (!isZip(zip)) return null;
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
