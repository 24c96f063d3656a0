import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { catalogView } from '../../services/catalog/deployment-offer.ts';

/** GET /api/catalog: what this deployment sells (computed from its configuration; no key or address leaves the server). */
export const catalogRoutes = new Hono<AppEnv>().get('/', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json(catalogView(c.get('deps').config), 200);
});
