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

const state = (check: Promise<unknown>): Promise<HealthState> => check.then(() => 'healthy' as const).catch(() => 'error' as const);

/** GET /api/health: database, auth (better-auth ready and its tables readable) and the server functions. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { database, auth, market } = c.var.deps;
  const [db, authState] = await Promise.all([
    state(sql`select 1 as ok`.execute(database.db)),
    state(
      Promise.all([
        auth.$context,
        database.db.selectFrom('profiles').select((eb) => eb.fn.countAll().as('count')).limit(1).execute(),
        database.db.selectFrom('session').select('id').limit(1).execute(),
      ]),
    ),
  ]);
  const body: HealthResponse = {
    database: db,
    auth: db === 'healthy' ? authState : 'error',
    functions: market ? 'healthy' : 'error',
    lastCheck: new Date().toISOString(),
  };
  c.header('Cache-Control', 'no-store');
  return c.json(body, db === 'healthy' ? 200 : 503);
});
