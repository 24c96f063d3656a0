import path from 'node:path';
import { BUILD_DIR, PACKAGE_ROOT } from '../../package-root.ts';

/** The shipped market data folder (data/ at the repository root), written by `npm run data:build`. */
export const DEFAULT_MARKET_DATA_DIR = path.join(PACKAGE_ROOT, 'data');
export const MANIFEST_FILE = 'manifest.json';
/** The resolved market data written by `npm run build` (scripts/market-data-pack.ts) for the server (docs/performance.md, "Start-up and memory"). */
export const MARKET_DATA_PACK = path.join(BUILD_DIR, 'market-data.pack');

/** What each shipped file is; `npm run data:build` writes one entry per file. */
export type ShippedFileKind = 'safmr' | 'fmr-current' | 'fmr-trend' | 'zcta-county' | 'acs-rent' | 'usps-zips';

export interface ShippedFile {
  kind: ShippedFileKind;
  file: string;
  agency: string;
  table: string;
  /** Fiscal year (HUD), census year (ZCTA), survey period (ACS) or list year (USPS). */
  year: string;
  edition: string;
  /** The official file it was converted from. */
  source: string;
  rows: number;
  sha256: string;
}

export interface MarketDataManifest {
  builtAt: string;
  files: ShippedFile[];
}

/** Headers of the shipped CSV files; column meanings are the agencies' own. */
export const SHIPPED_HEADERS = {
  safmr: ['zip', 'safmr_0br', 'safmr_1br', 'safmr_2br', 'safmr_3br', 'safmr_4br'],
  fmr: [
    'fips',
    'stusps',
    'countyname',
    'county_town_name',
    'hud_area_code',
    'hud_area_name',
    'metro',
    'pop',
    'fmr_0',
    'fmr_1',
    'fmr_2',
    'fmr_3',
    'fmr_4',
  ],
  zctaCounty: ['zcta', 'county_fips'],
  acsRent: ['zcta', 'median_gross_rent', 'rent_top_coded'],
  uspsZips: ['zip', 'city', 'state'],
} as const;

/** Quotes a CSV field only when it needs it. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
