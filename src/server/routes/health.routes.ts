import { sql } from 'kysely';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';

export type HealthState = 'healthy' | 'error';
export interface HealthResponse {
  database: HealthState;
  auth: HealthState;
  functions: HealthState;
  lastCheck: string;
}

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { database, authSecret, market } = c.var.deps;
  const db = await sql`select 1 as ok`
    .execute(database.db)
    .then(() => 'healthy' as const)
    .catch(() => 'error' as const);
  const body: HealthResponse = {
    database: db,
    auth: authSecret.length >= 32 && db === 'healthy' ? 'healthy' : 'error',
    functions: market ? 'healthy' : 'error',
    lastCheck: new Date().toISOString(),
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body, db === 'healthy' ? 200 : 503);
});
