import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { checkHealth } from '../services/health/health.ts';
import { checkReadiness } from '../services/health/readiness.ts';

/**
 * GET /api/health: 200 while the database answers, 503 when it does not (the app's status panel).
 * GET /api/health/live: 200 while the process answers at all (a supervisor restarts it when this fails).
 * GET /api/health/ready: 200 when it can serve (database, Redis when configured, market data), 503 otherwise and
 * from the start of shutdown (a balancer sends new requests elsewhere).
 */
export const healthRoutes = new Hono<AppEnv>()
  .get('/health', async (c) => {
    const health = await checkHealth(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return c.json(health, health.database === 'healthy' ? 200 : 503);
  })
  .get('/health/live', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ live: true as const }, 200);
  })
  .get('/health/ready', async (c) => {
    const readiness = await checkReadiness(c.get('deps'));
    c.header('Cache-Control', 'no-store');
    return readiness.ready ? c.json(readiness, 200) : c.json(readiness, 503);
  });
