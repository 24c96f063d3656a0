import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRateLimitStore } from '#server/services/rate-limit/database-store.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const redisServer = spawnSync('redis-server', ['--version'], { encoding: 'utf8' }).status === 0;

// The fault script: two real server processes, one PostgreSQL, one Redis (its own redis-server) that is stopped.
describe.skipIf(!process.env.TEST_DATABASE_URL || !redisServer)('rate limits when Redis fails (scripts/fault-redis.ts)', () => {
  it('hold across two processes while Redis is down and after it returns', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/fault-redis.ts'], {
      cwd: ROOT,
      env: { ...process.env },
      encoding: 'utf8',
      timeout: 240_000,
    });
    const lines = run.stdout.split('\n').filter((line) => /^(ok|FAIL) /.test(line));
    expect(
      lines.filter((line) => line.startsWith('FAIL')),
      run.stdout + run.stderr,
    ).toEqual([]);
    expect(lines.length).toBeGreaterThanOrEqual(25);
    expect(run.stdout).toContain('Redis down: right password on process B after 5 failures: 429');
    expect(run.status).toBe(0);
  }, 300_000);
});

describe.each(testDatabaseKinds())('the database rate-limit store on %s', (kind) => {
  let app: TestApp;
  let store: DatabaseRateLimitStore;
  const rule = { name: 'test-rule', points: 3, durationSeconds: 60 };
  beforeAll(async () => {
    app = await createTestApp(kind);
    store = new DatabaseRateLimitStore(app.deps.database.db);
  });
  afterAll(() => app?.close());

  it('counts within the window, refuses past the limit, and rewards, resets and blocks', async () => {
    expect(await store.consume(rule, 'k')).toMatchObject({ allowed: true, consumed: 1, remaining: 2 });
    await store.consume(rule, 'k');
    await store.consume(rule, 'k');
    const refused = await store.consume(rule, 'k');
    expect(refused).toMatchObject({ allowed: false, consumed: 4, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    await store.reward(rule, 'k', 2);
    expect(await store.peek(rule, 'k')).toMatchObject({ consumed: 2, allowed: true });
    await store.reset(rule, 'k');
    expect(await store.peek(rule, 'k')).toMatchObject({ consumed: 0, allowed: true });
    await store.block(rule, 'other', 30);
    expect(await store.consume(rule, 'other')).toMatchObject({ allowed: false, consumed: 5 });
  });

  it('starts a new window once the old one has expired', async () => {
    await store.consume(rule, 'old', 4);
    await app.deps.database.db
      .updateTable('rate_limit_counters')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('key', '=', 'test-rule:old')
      .execute();
    expect(await store.peek(rule, 'old')).toMatchObject({ consumed: 0 });
    expect(await store.consume(rule, 'old')).toMatchObject({ allowed: true, consumed: 1 });
  });
});
