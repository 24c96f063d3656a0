import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { checkHealth } from '../services/health/health.ts';

/** GET /api/health: 200 while the database answers, 503 when it does not. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const health = await checkHealth(c.var.deps);
  c.header('Cache-Control', 'no-store');
  return c.json(health, health.database === 'healthy' ? 200 : 503);
});
