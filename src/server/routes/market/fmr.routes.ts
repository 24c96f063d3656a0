import { type FmrLookupResponse, type FmrRow, fmrLookupQuerySchema } from '#domain/market/fmr-lookup.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { queryParams } from '../../http/validate.ts';

/** Public, read-only HUD Fair Market Rents by ZIP (imported release, shipped SAFMR or county FMR); city pages show them. */
export const fmrRoutes = new Hono<AppEnv>().get('/fmr', queryParams(fmrLookupQuerySchema), (c) => {
  const { hudStore, market } = c.var.deps;
  void hudStore.refreshIfStale().catch(() => undefined);
  const rows: FmrRow[] = [];
  for (const zip of c.get('query').zips) {
    const fmr = market.fmrForZip(zip);
    if (fmr) rows.push(fmr);
  }
  // Public data that changes once a year: shared caches may keep it for an hour.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json<FmrLookupResponse>({ rows }, 200);
});
