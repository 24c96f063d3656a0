import type { FmrRecord, FmrRents } from '#domain/market/hud-model.ts';
import { z } from 'zod';

/**
 * HUD USER's live API (bearer token): the USPS crosswalk maps a ZIP to its county, then the FMR endpoint
 * answers for that county; in Small Area FMR metros the answer lists ZIP-level rents.
 */
const rentFields = {
  Efficiency: z.coerce.number(),
  'One-Bedroom': z.coerce.number(),
  'Two-Bedroom': z.coerce.number(),
  'Three-Bedroom': z.coerce.number(),
  'Four-Bedroom': z.coerce.number(),
};
const basicRow = z.object({ zip_code: z.string().optional(), ...rentFields });
const fmrResponse = z.object({
  data: z.object({
    area_name: z.string().optional(),
    metro_name: z.string().optional(),
    county_name: z.string().optional(),
    year: z.coerce.number(),
    smallarea_status: z.coerce.string().optional(),
    basicdata: z.union([z.array(basicRow), basicRow]),
  }),
});
const crosswalkResponse = z.object({
  data: z.object({
    results: z.array(z.object({ geoid: z.string(), res_ratio: z.coerce.number().optional() })),
  }),
});

class HudApiError extends Error {}

export interface HudApiOptions {
  baseUrl: string;
  token: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** HUD's live Fair Market Rent lookup (the market service's last source before the regional estimate). */
export interface HudApi {
  lookupZip(zip: string): Promise<FmrRecord | null>;
}

export class HudApiClient implements HudApi {
  constructor(private readonly options: HudApiOptions) {}

  private async get(pathAndQuery: string): Promise<unknown> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}${pathAndQuery}`;
    const response = await (this.options.fetchImpl ?? fetch)(url, {
      headers: { authorization: `Bearer ${this.options.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 4000),
    }).catch((error: unknown) => {
      throw new HudApiError(`HUD API unreachable (${error instanceof Error ? error.name : 'error'})`);
    });
    if (!response.ok) throw new HudApiError(`HUD API answered HTTP ${response.status}`);
    return response.json().catch(() => {
      throw new HudApiError('HUD API sent an unreadable answer');
    });
  }

  async lookupZip(zip: string): Promise<FmrRecord | null> {
    const crosswalk = crosswalkResponse.safeParse(await this.get(`/usps?type=2&query=${zip}`));
    if (!crosswalk.success) throw new HudApiError('HUD crosswalk answer had an unexpected shape');
    const county = [...crosswalk.data.data.results].sort((a, b) => (b.res_ratio ?? 0) - (a.res_ratio ?? 0))[0];
    if (!county) return null;
    const fmr = fmrResponse.safeParse(await this.get(`/fmr/data/${county.geoid.slice(0, 5)}99999`));
    if (!fmr.success) throw new HudApiError('HUD FMR answer had an unexpected shape');
    const data = fmr.data.data;
    const rows = Array.isArray(data.basicdata) ? data.basicdata : [data.basicdata];
    const zipRow = rows.find((r) => r.zip_code === zip);
    const areaRow = zipRow ?? rows.find((r) => !r.zip_code || r.zip_code === 'MSA level') ?? rows[0];
    if (!areaRow) return null;
    const rents = [
      areaRow.Efficiency,
      areaRow['One-Bedroom'],
      areaRow['Two-Bedroom'],
      areaRow['Three-Bedroom'],
      areaRow['Four-Bedroom'],
    ].map(Math.round) as unknown as FmrRents;
    if (rents.some((r) => !(r > 0))) return null;
    return {
      zip,
      fiscalYear: data.year,
      rents,
      areaCode: null,
      areaName: data.area_name ?? data.metro_name ?? data.county_name ?? null,
      smallArea: Boolean(zipRow),
    };
  }
}
