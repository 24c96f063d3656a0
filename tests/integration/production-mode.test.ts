import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { assertProductionReady, developmentBanner, loadConfig, productionProblems } from '#server/config.ts';
import { claimEmbeddedDatabase } from '#server/db/embedded-owner.ts';
import { runServerUntilListening } from '#tests/support/real-server.ts';

// Issue 23: production refuses every unsafe default, naming the variable and its opt-out; development starts with none.
const SAFE = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
  SMTP_URL: 'smtp://mail.example:587',
  AUTH_SECRET: 'a'.repeat(32),
  APP_ORIGIN: 'https://rentcheck.example',
};
const problems = (env: Record<string, string>) => productionProblems(loadConfig(env));
const without = (...names: (keyof typeof SAFE)[]) =>
  Object.fromEntries(Object.entries(SAFE).filter(([name]) => !names.includes(name as keyof typeof SAFE)));

describe('production mode', () => {
  it('starts with real payments, real email, an AUTH_SECRET and an https APP_ORIGIN', () => {
    expect(problems(SAFE)).toEqual([]);
    expect(() => assertProductionReady(loadConfig(SAFE))).not.toThrow();
    expect(developmentBanner(loadConfig(SAFE))).toBeNull();
  });

  it('refuses demo payments unless DEMO_PAYMENTS=true', () => {
    expect(problems(without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'))).toEqual([
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: set them to take real payments, or set DEMO_PAYMENTS=true to run demo payments (no card is charged, Premium is free).',
    ]);
    expect(problems(without('STRIPE_WEBHOOK_SECRET'))).toEqual([
      'STRIPE_WEBHOOK_SECRET is not set: set it to take real payments, or set DEMO_PAYMENTS=true to run demo payments (no card is charged, Premium is free).',
    ]);
    expect(problems({ ...without('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'), DEMO_PAYMENTS: 'true' })).toEqual([]);
  });

  it('refuses the dev outbox unless DEV_OUTBOX=true', () => {
    expect(problems(without('SMTP_URL'))).toEqual([
      'SMTP_URL is not set: set it to send email (password resets, verification, receipts), or set DEV_OUTBOX=true to keep emails in the database outbox and the log only.',
    ]);
    expect(problems({ ...without('SMTP_URL'), DEV_OUTBOX: 'true' })).toEqual([]);
  });

  it('refuses a generated AUTH_SECRET', () => {
    expect(problems(without('AUTH_SECRET'))).toEqual([
      'AUTH_SECRET is not set: set it to a random string of at least 32 characters (openssl rand -hex 32); there is no opt-out in production.',
    ]);
  });

  it('refuses a missing or plain-http APP_ORIGIN', () => {
    expect(problems(without('APP_ORIGIN'))).toEqual([
      'APP_ORIGIN is not set: set it to the https address renters use, e.g. https://rentcheck.example.',
    ]);
    expect(problems({ ...SAFE, APP_ORIGIN: 'http://rentcheck.example' })).toEqual([
      'APP_ORIGIN must be an https address in production (it is http://rentcheck.example).',
    ]);
  });

  it('reads NODE_ENV in any case and refuses an unknown value at start-up (issue 31)', () => {
    for (const value of ['Production', 'PRODUCTION', ' production ']) {
      expect(loadConfig({ NODE_ENV: value }).NODE_ENV).toBe('production');
      expect(() => assertProductionReady(loadConfig({ NODE_ENV: value }))).toThrow(/^RentCheck refuses to start \(NODE_ENV=production\)/);
    }
    for (const value of ['prod', 'staging', 'live'])
      expect(() => loadConfig({ NODE_ENV: value })).toThrow('Invalid NODE_ENV: must be production or development (or test)');
    expect(loadConfig({}).NODE_ENV).toBe('development');
    expect(loadConfig({ NODE_ENV: 'Development' }).NODE_ENV).toBe('development');
  });

  it('names every problem at once, one line each', () => {
    expect(() => assertProductionReady(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      /^RentCheck refuses to start \(NODE_ENV=production\):\n- STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET .*\n- SMTP_URL .*\n- AUTH_SECRET .*\n- APP_ORIGIN is not set.*$/,
    );
  });
});

describe('several processes', () => {
  it('refuse without REDIS_URL and AUTH_SECRET, in development too', () => {
    expect(problems({ WEB_CONCURRENCY: '2' })).toEqual([
      'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.',
      'REDIS_URL is not set but WEB_CONCURRENCY=2: several processes share rate limits only through Redis; set REDIS_URL or WEB_CONCURRENCY=1.',
      'AUTH_SECRET is not set but WEB_CONCURRENCY=2: every process must sign sessions with the same secret; set AUTH_SECRET (openssl rand -hex 32) or WEB_CONCURRENCY=1.',
    ]);
    expect(
      problems({
        DATABASE_URL: 'postgres://db.example/rentcheck',
        REDIS_URL: 'redis://127.0.0.1:6379',
        AUTH_SECRET: 'b'.repeat(32),
        WEB_CONCURRENCY: '2',
      }),
    ).toEqual([]);
    expect(
      problems({ ...SAFE, DATABASE_URL: 'postgres://db.example/rentcheck', REDIS_URL: 'redis://127.0.0.1:6379', WEB_CONCURRENCY: '4' }),
    ).toEqual([]);
    expect(problems({ ...SAFE, DATABASE_URL: 'postgres://db.example/rentcheck', WEB_CONCURRENCY: '4' })).toHaveLength(1);
  });
});

describe('development', () => {
  it('starts with no configuration and names what it simulates in one line', () => {
    expect(problems({})).toEqual([]);
    expect(developmentBanner(loadConfig({ DATA_DIR: '/srv/data' }))).toBe(
      'Development mode simulates: demo payments (no card is charged); dev outbox (emails are logged with their links, not sent); generated AUTH_SECRET (kept in /srv/data/auth-secret). Set NODE_ENV=production for a real deployment.',
    );
    expect(developmentBanner(loadConfig({ STRIPE_SECRET_KEY: 'sk', SMTP_URL: 'smtp://x:25', AUTH_SECRET: 'c'.repeat(32) }))).toBeNull();
  });
});

describe('the server process', () => {
  it('exits with the list of problems in production, before opening anything', async () => {
    const { code, output } = await runServerUntilListening({ NODE_ENV: 'production', APP_ORIGIN: 'http://localhost:8080' });
    expect(code).toBe(1);
    expect(output.trim().split('\n')).toEqual([
      'RentCheck refuses to start (NODE_ENV=production):',
      '- STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set: set them to take real payments, or set DEMO_PAYMENTS=true to run demo payments (no card is charged, Premium is free).',
      '- SMTP_URL is not set: set it to send email (password resets, verification, receipts), or set DEV_OUTBOX=true to keep emails in the database outbox and the log only.',
      '- AUTH_SECRET is not set: set it to a random string of at least 32 characters (openssl rand -hex 32); there is no opt-out in production.',
      '- APP_ORIGIN must be an https address in production (it is http://localhost:8080).',
    ]);
  }, 60_000);

  it('starts in production with the opt-outs, and in development with the banner', async () => {
    const production = await runServerUntilListening({
      NODE_ENV: 'production',
      DEMO_PAYMENTS: 'true',
      DEV_OUTBOX: 'true',
      AUTH_SECRET: 'd'.repeat(32),
      APP_ORIGIN: 'https://rentcheck.example',
    });
    expect(production.output).toContain('RentCheck listening');
    expect(production.output).toContain('DEMO_PAYMENTS=true: payments run in demo mode and no card is charged.');
    expect(production.output).not.toContain('Development mode simulates');
    const development = await runServerUntilListening({});
    expect(development.output).toContain('RentCheck listening');
    expect(development.output).toContain('Development mode simulates: demo payments (no card is charged); dev outbox');
  }, 120_000);

  it('refuses to open an embedded database that another process holds, naming its pid', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-held-'));
    // This test's own process holds it, as a running server or an operator script does.
    const claim = await claimEmbeddedDatabase(dataDir);
    try {
      const { code, output } = await runServerUntilListening({ DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(output).toContain(
        `RentCheck cannot start: another server (pid ${process.pid}) is using the embedded database in ${dataDir}. Stop it, or give this one its own DATA_DIR and PORT.`,
      );
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      await claim.release?.();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says which port is taken and exits 1, without a stack trace, when another program holds PORT', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const { port } = holder.address() as AddressInfo;
    try {
      const { code, output } = await runServerUntilListening({ PORT: String(port) });
      expect(code).toBe(1);
      expect(output).toContain(
        `RentCheck cannot start: port ${port} is already in use. Stop the program using it, or set PORT to a free port.`,
      );
      expect(output).not.toContain('EADDRINUSE');
    } finally {
      holder.close();
    }
  }, 60_000);
});
