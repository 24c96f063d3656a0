import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { buildDeps } from '#server/deps.ts';
import { client, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';
import { claimEmbeddedDatabase } from '#server/db/embedded-owner.ts';
import { ROOT } from '../../e2e/support/server.ts';

// ADR 0054: npm run db:backup / db:restore, for the embedded database and for PostgreSQL.
const root = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function openApp(env: Record<string, string>) {
  const config = loadConfig({ LOG_LEVEL: 'silent', APP_ORIGIN: 'http://localhost:8080', AUTH_SECRET: 'e'.repeat(32), ...env });
  const deps = await buildDeps(config, { logger: pino({ level: 'silent' }) });
  const app = createApp(deps, { clientDir: path.resolve('dist/client') });
  return { deps, app: { request: (p: string, init?: RequestInit) => Promise.resolve(app.request(p, init)) } };
}

/** `npm run db:backup -- FILE` / `npm run db:restore -- FILE`, as the operator runs them. */
function run(script: 'db:backup' | 'db:restore', file: string, env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.replace(/^npm warn.*\n/gm, '').trim() };
}

/** `run` without blocking this process (which holds the database in one test and must answer who it is). */
function runAsync(script: 'db:backup' | 'db:restore', file: string, env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', file], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout: stdout.trim(), stderr: stderr.replace(/^npm warn.*\n/gm, '').trim() })),
  );
}

describe('the embedded database', () => {
  it('backs up, restores into a new data directory, and an account made before still signs in', async () => {
    const email = uniqueEmail('backup');
    const before = path.join(root, 'before');
    const first = await openApp({ DATA_DIR: before });
    await signUp(client(first.app), email);
    await first.deps.close();

    const file = path.join(root, 'rentcheck.pglite.tar.gz');
    const backup = run('db:backup', file, { DATA_DIR: before });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toBe(
      `Backed up the embedded database in ${before}/pglite to ${file} (PGlite data directory, gzipped tar; restore with npm run db:restore -- ${file}).`,
    );
    expect(statSync(file).size).toBeGreaterThan(100_000);

    const after = path.join(root, 'after');
    const restore = run('db:restore', file, { DATA_DIR: after });
    expect(restore).toMatchObject({ code: 0, stderr: '', stdout: `Restored ${file} into the embedded database in ${after}/pglite.` });
    const second = await openApp({ DATA_DIR: after });
    expect((await signIn(client(second.app), email)).status).toBe(200);
    expect((await signIn(client(second.app), uniqueEmail('never-made'))).status).toBe(401);
    await second.deps.close();

    // Restoring over a database keeps the old one aside rather than deleting it.
    const again = run('db:restore', file, { DATA_DIR: after });
    expect(again.code).toBe(0);
    const kept = again.stdout.match(/the previous one is kept in (\S+)\)\.$/)?.[1];
    expect(kept && existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('refuses while a server holds the database, and says why', async () => {
    const dir = path.join(root, 'busy');
    mkdirSync(path.join(dir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dir, 'pglite', 'PG_VERSION'), '17');
    // This test's process holds it, as the running server does.
    const claim = await claimEmbeddedDatabase(dir);
    try {
      const refused = await runAsync('db:backup', path.join(root, 'busy.tar.gz'), { DATA_DIR: dir });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        `The server (pid ${process.pid}) is using the embedded database in ${dir}. Stop it first (systemctl stop rentcheck), then run this again.`,
      );
    } finally {
      await claim.release?.();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('backs up with pg_dump, restores with pg_restore into a new database, and an account still signs in', async () => {
    const source = await createThrowawayPostgres();
    const target = await createThrowawayPostgres();
    try {
      const email = uniqueEmail('pg-backup');
      const first = await openApp({ DATABASE_URL: source.url });
      await signUp(client(first.app), email);
      await first.deps.close();
      const file = path.join(root, 'rentcheck.pgdump');
      const backup = run('db:backup', file, { DATABASE_URL: source.url });
      expect(backup).toMatchObject({ code: 0, stderr: '' });
      expect(backup.stdout).toContain(`Backed up the PostgreSQL database to ${file} (pg_dump custom format`);
      const restore = run('db:restore', file, { DATABASE_URL: target.url });
      expect(restore).toMatchObject({ code: 0, stderr: '', stdout: `Restored ${file} into the PostgreSQL database.` });
      const second = await openApp({ DATABASE_URL: target.url });
      expect((await signIn(client(second.app), email)).status).toBe(200);
      await second.deps.close();
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 120_000);

  it('says what to install when pg_dump is missing', () => {
    // A PATH with node, npm and sh only.
    const bin = path.join(root, 'bin');
    mkdirSync(bin, { recursive: true });
    for (const tool of ['node', 'npm', 'sh'])
      symlinkSync(realpathSync(execFileSync('which', [tool], { encoding: 'utf8' }).trim()), path.join(bin, tool));
    const missing = run('db:backup', path.join(root, 'x.pgdump'), {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      PATH: bin,
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      "pg_dump is not installed: install PostgreSQL's client tools, the same major version as the server or newer (Debian/Ubuntu: apt install postgresql-client).",
    );
  });
});
