import type { FmrRents } from '#domain/market/hud-model.ts';
import type { MarketDataManifest } from './shipped-files.ts';

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

/** A ZIP with no row in an index. */
export const NO_ROW = -1;
/** ZIP codes are indexes 0 to 99999 of every per-ZIP array. */
export const ZIP_SPACE = 100_000;

/** Everything a dataset holds: what the CSV files are turned into, and what a packed file stores. */
export interface DatasetParts {
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
