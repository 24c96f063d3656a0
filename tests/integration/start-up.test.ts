import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { migrationNames, openDatabase, PGLITE_STATE_FILE, type PGliteState } from '#server/db/client.ts';
import { buildDeps } from '#server/deps.ts';
import { importHudRecords } from '#server/services/market/hud-import.ts';
import { client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

// docs/performance.md, "Start-up and memory": a server whose PGlite directory needs nothing at opening listens while PGlite opens; requests that need the
// database wait for it and get the answers they would get later, never an error.
const root = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-start-up-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ANALYSIS = {
  zipcode: '10001',
  currentRent: 5000,
  bedrooms: 1,
  housingType: 'apartment',
  tierLevel: 'average',
} as const;

async function start(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_ORIGIN: 'http://localhost:8080', DATA_DIR: dataDir, ...env });
  const database = openDatabase({ dataDir: config.DATA_DIR });
  const deps = await buildDeps(config, { database, openInBackground: true, logger: pino({ level: 'silent' }) });
  const app = createApp(deps, { clientDir: path.resolve('dist/client') });
  const request = (p: string, init?: RequestInit) => Promise.resolve(app.request(p, init));
  let opened = false;
  void deps.opened.then(() => {
    opened = true;
  });
  return { deps, app: { request }, isOpened: () => opened };
}

const stateFile = (dataDir: string) => path.join(dataDir, 'pglite', PGLITE_STATE_FILE);
const readState = (dataDir: string) => JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as PGliteState;

describe('start-up while the embedded database opens', () => {
  const dataDir = path.join(root, 'data');

  it('records the migrations and that no HUD data was imported once the database is open', async () => {
    const first = await start(dataDir);
    await first.deps.opened;
    expect(readState(dataDir)).toEqual({ migrations: migrationNames(), hudImported: false });
    await first.deps.close();
  }, 120_000);

  it('answers the analysis, sign-up and health while PGlite opens, as it does once open', async () => {
    const { deps, app, isOpened } = await start(dataDir);
    // buildDeps returned without waiting: PGlite reads its files asynchronously, so it cannot be open yet.
    expect(isOpened()).toBe(false);
    const c = client(app);
    // Sent at once, before anything awaited the database.
    const [analysis, signedUp, health] = await Promise.all([
      app.request('/api/functions/analyze-market-data', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
        body: JSON.stringify(ANALYSIS),
      }),
      signUp(c, uniqueEmail('opening')),
      app.request('/api/health'),
    ]);
    expect(analysis.status).toBe(200);
    expect(((await analysis.json()) as { analysis: { marketRent: number } }).analysis.marketRent).toBe(3954);
    expect(signedUp.user.fullName).toBe('Dana Rivera');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'healthy', auth: 'healthy', functions: 'healthy' });
    await deps.opened;
    expect(isOpened()).toBe(true);
    await deps.close();
  }, 120_000);

  it('closes the database cleanly when shut down while it opens, and reopens it with its data', async () => {
    const { deps } = await start(dataDir);
    await deps.close();
    const again = await start(dataDir);
    await again.deps.opened;
    const users = await again.deps.database.db.selectFrom('user').select('email').execute();
    expect(users.some((u) => u.email.startsWith('opening'))).toBe(true);
    await again.deps.close();
  }, 120_000);

  it('waits for the database when another process opened the directory or HUD data was imported', async () => {
    // A script (npm run data:hud) opening the directory removes the recorded state.
    const script = openDatabase({ dataDir });
    await importHudRecords(
      script.db,
      {
        fiscalYear: 2026,
        skipped: 0,
        records: [
          { zip: '10001', fiscalYear: 2026, rents: [1000, 1100, 1200, 1300, 1400], areaCode: null, areaName: null, smallArea: true },
        ],
      },
      'test',
    );
    await script.close();
    expect(existsSync(stateFile(dataDir))).toBe(false);

    const { deps, isOpened } = await start(dataDir);
    // buildDeps returned only once open: the imported row answers the very first analysis.
    await new Promise((resolve) => setImmediate(resolve));
    expect(isOpened()).toBe(true);
    expect(deps.hudStore.lookup('10001')?.rents).toEqual([1000, 1100, 1200, 1300, 1400]);
    expect(readState(dataDir).hudImported).toBe(true);
    await deps.close();

    const next = await start(dataDir);
    await new Promise((resolve) => setImmediate(resolve));
    expect(next.isOpened()).toBe(true);
    await next.deps.close();
  }, 120_000);
});
