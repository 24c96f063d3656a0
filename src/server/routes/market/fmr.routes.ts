import { fmrLookupQuerySchema } from '#domain/market/fmr-lookup.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { queryParams } from '../../http/validate.ts';
import { lookupFmrs } from '../../services/market/lookup-fmrs.ts';

/** Public, read-only HUD Fair Market Rents by ZIP (imported release, shipped SAFMR or county FMR); city pages show them. */
export const fmrRoutes = new Hono<AppEnv>().get('/fmr', queryParams(fmrLookupQuerySchema), (c) => {
  const fmrs = lookupFmrs(c.get('deps'), c.req.valid('query').zips);
  // Public data that changes once a year: shared caches may keep it for an hour.
  c.header('Cache-Control', 'public, max-age=3600');
  return c.json(fmrs, 200);
});
