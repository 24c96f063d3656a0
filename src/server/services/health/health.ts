import type { Deps } from '../../deps.ts';
import { pingDatabase, readAuthTables } from './health.repo.ts';

export type HealthState = 'healthy' | 'error';
export interface HealthResponse {
  database: HealthState;
  auth: HealthState;
  functions: HealthState;
  lastCheck: string;
}

const state = (check: Promise<unknown>): Promise<HealthState> => check.then(() => 'healthy' as const).catch(() => 'error' as const);

/** The database, auth (better-auth ready and its tables readable) and the server functions. */
export async function checkHealth(deps: Pick<Deps, 'database' | 'auth' | 'market'>): Promise<HealthResponse> {
  const { database, auth, market } = deps;
  const [db, authState] = await Promise.all([
    state(pingDatabase(database.db)),
    state(Promise.all([auth.$context, readAuthTables(database.db)])),
  ]);
  return {
    database: db,
    auth: db === 'healthy' ? authState : 'error',
    functions: market ? 'healthy' : 'error',
    lastCheck: new Date().toISOString(),
  };
}
