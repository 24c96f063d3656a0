import { z } from 'zod';
import type { FmrRents } from './hud-model.ts';
import { ZIP_PATTERN } from '../shared/zip.ts';

/** Most ZIP codes one GET /api/market/fmr request may ask for (a city page asks for 4-6). */
const MAX_FMR_LOOKUP_ZIPS = 10;

/** Query of GET /api/market/fmr: `zips` is a comma-separated list of 5-digit ZIP codes; duplicates are dropped. */
export const fmrLookupQuerySchema = z.object({
  zips: z
    .string({ error: 'zips is required' })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((zip) => zip.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().regex(ZIP_PATTERN, 'Each zip code must be 5 digits'))
        .min(1, 'zips is required')
        .max(MAX_FMR_LOOKUP_ZIPS, `Ask for at most ${MAX_FMR_LOOKUP_ZIPS} zip codes at a time`),
    ),
});

/** One ZIP's HUD Fair Market Rents as published (0-4 bedrooms, whole dollars per month). */
export interface FmrRow {
  zip: string;
  fiscalYear: number;
  rents: FmrRents;
  areaName: string | null;
  /** true: a ZIP-level Small Area FMR; false: the FMR of the whole metro or county area. */
  smallArea: boolean;
}

/** Answer of GET /api/market/fmr: rows only for the ZIP codes we hold data for, in the order asked. */
export interface FmrLookupResponse {
  rows: FmrRow[];
}
