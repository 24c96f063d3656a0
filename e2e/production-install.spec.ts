import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, ROOT } from './support/server.ts';

// Issue 23: a production install (`npm run build`, then the built app with `npm ci --omit=dev`) starts and runs every
// operator command with Node alone: no TypeScript loader, no build tools.
const app = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-production-'));
const dataDir = path.join(app, 'var');
afterAll(() => rmSync(app, { recursive: true, force: true }));

const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO_PAYMENTS: 'true',
  DEV_OUTBOX: 'true',
  AUTH_SECRET: 'f'.repeat(32),
  APP_ORIGIN: 'https://rentcheck.example',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
};
const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? os.tmpdir(),
  ...PRODUCTION,
  ...extra,
});

function npm(args: string[], extra: Record<string, string> = {}) {
  const result = spawnSync('npm', ['run', '--silent', ...args], { cwd: app, env: env(extra), encoding: 'utf8', timeout: 120_000 });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.replace(/^npm warn.*\n/gm, '').trim() };
}

describe('a production install', () => {
  beforeAll(() => {
    for (const entry of ['package.json', 'package-lock.json', 'dist', 'data', 'scripts'])
      cpSync(path.join(ROOT, entry), path.join(app, entry), { recursive: true });
    const install = spawnSync('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: app,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir() },
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(install.status, install.stderr).toBe(0);
    for (const tool of ['typescript', '@biomejs/biome', 'knip']) expect(existsSync(path.join(app, 'node_modules', tool))).toBe(false);
    // npm keeps vitest, vite and tsx in an --omit=dev install: better-auth names vitest as an optional peer, which makes
    // them "devOptional". Nothing here may use them, so they go.
    for (const tool of ['tsx', 'vite', 'vitest']) rmSync(path.join(app, 'node_modules', tool), { recursive: true, force: true });
  }, 360_000);

  it('starts with npm start and answers', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn('npm', ['start'], {
      cwd: app,
      env: env({ PORT: String(port), HOST: '127.0.0.1' }),
      stdio: 'pipe',
      detached: true,
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!output.includes('RentCheck listening') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(output).toContain('RentCheck listening');
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      // As a supervisor stops it: SIGTERM to npm, its shell and the server (npm's shell does not pass it on).
      process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The server removes its pid file when it stops; the commands below need the embedded database to themselves.
    const deadline = Date.now() + 20_000;
    while (existsSync(path.join(dataDir, 'server.pid')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  }, 120_000);

  it('imports HUD data with npm run data:hud', () => {
    const result = npm(['data:hud', '--', path.join(ROOT, 'tests/fixtures/hud/fy2025-safmr-official-layout-sample.csv'), '--year', '2025']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Imported \d+ ZIP codes of HUD FY2025 data from .* into pglite\.$/);
  }, 120_000);

  it('lists testimonials with npm run testimonials', () => {
    const result = npm(['testimonials', '--', 'list']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  }, 120_000);

  it('backs up and restores with npm run db:backup and db:restore', () => {
    const file = path.join(app, 'backup.tar.gz');
    const backup = npm(['db:backup', '--', file]);
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(file).size).toBeGreaterThan(100_000);
    const restore = npm(['db:restore', '--', file], { DATA_DIR: path.join(app, 'restored') });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(path.join(app, 'restored', 'pglite', 'PG_VERSION'))).toBe(true);
  }, 120_000);
});
