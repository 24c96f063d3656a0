import path from 'node:path';
import pino from 'pino';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { buildDeps, type Deps } from '#server/deps.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApp {
  deps: Deps;
  app: ReturnType<typeof createApp>;
  request: (path: string, init?: RequestInit) => Promise<Response>;
  postJson: (path: string, body: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
}

export async function createTestApp(kind: TestDatabaseKind, env: Record<string, string> = {}): Promise<TestApp> {
  const throwaway = kind === 'postgres' ? await createThrowawayPostgres() : null;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    APP_ORIGIN: 'http://localhost:8080',
    ...(throwaway ? { DATABASE_URL: throwaway.url } : {}),
    ...env,
  });
  const deps = await buildDeps(config, { ephemeral: true, logger: pino({ level: 'silent' }) });
  const app = createApp(deps, { clientDir: path.resolve('dist/client') });
  const request = (p: string, init?: RequestInit) => Promise.resolve(app.request(p, init));
  return {
    deps,
    app,
    request,
    postJson: (p, body, headers = {}) =>
      request(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      await deps.close();
      await throwaway?.drop();
    },
  };
}
