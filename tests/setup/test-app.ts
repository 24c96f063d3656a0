import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { buildDeps, type Deps } from '#server/deps.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Creates a throwaway database on the TEST_DATABASE_URL server; returns its URL and a drop function. */
async function createThrowawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rentcheck_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // pg's pool.end() resolves before its clients have finished disconnecting; forcing the drop while one is still
      // closing kills it with an error nobody listens for. Wait (briefly) for the app's connections to go first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
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
