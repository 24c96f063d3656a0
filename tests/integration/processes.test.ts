import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type RunningServer, SOURCE_ENTRY, spawnNode, startServer } from '../../e2e/support/server.ts';
import { ORIGIN } from '#tests/support/auth-helpers.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';

// The server as `npm start` runs it, from source (tsx): shutdown drains requests in flight (SHUTDOWN_TIMEOUT_MS), and
// WEB_CONCURRENCY runs workers sharing one port (ADR 0053).

const ANALYSIS = JSON.stringify({ zipcode: '10001', currentRent: 5000, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' });

const waitFor = async (what: string, check: () => boolean | Promise<boolean>, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise<number | null>((r) => child.once('exit', (code) => r(code)));

/** JSON log lines the process printed. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg: string; pid: number; route?: string; inFlight?: number });

/**
 * An analysis request whose body arrives in two parts: the first half now, the rest when `finish` is called. Until then
 * the request is in flight on the server.
 */
function slowAnalysis(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (d) => {
    received += d;
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  const half = Math.floor(ANALYSIS.length / 2);
  socket.write(
    `POST /api/functions/analyze-market-data HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Origin: http://127.0.0.1:${port}\r\nContent-Length: ${ANALYSIS.length}\r\nConnection: close\r\n\r\n${ANALYSIS.slice(0, half)}`,
  );
  return { finish: () => socket.write(ANALYSIS.slice(half)), answer: closed };
}

describe('shutdown', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  it('drains a request in flight: it is answered after SIGTERM, with a log line at the start and the end', async () => {
    const server = await startServer({ entry: 'source', env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '20000' } });
    servers.push(server);
    const exit = new Promise<number | null>((r) => waitExit(server.pid, r));
    const request = slowAnalysis(server.port);
    await new Promise((r) => setTimeout(r, 500));
    process.kill(server.pid, 'SIGTERM');
    await waitFor('the drain to start', () => server.logs().includes('Shutdown: draining requests in flight'));
    const start = logLines(server.logs()).find((l) => l.msg === 'Shutdown: draining requests in flight');
    expect(start?.inFlight).toBe(1);
    // Two seconds into the shutdown the request is still being waited for.
    await new Promise((r) => setTimeout(r, 2000));
    expect(server.logs()).not.toContain('Shutdown: every request answered');
    request.finish();
    const answer = await request.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('"marketRent":3954');
    await exit;
    expect(server.logs()).toContain('Shutdown: every request answered; stopped');
  }, 120_000);

  it('stops at SHUTDOWN_TIMEOUT_MS when a request never finishes, and says so', async () => {
    const server = await startServer({ entry: 'source', env: { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '1000' } });
    servers.push(server);
    const exit = new Promise<number | null>((r) => waitExit(server.pid, r));
    const request = slowAnalysis(server.port);
    await new Promise((r) => setTimeout(r, 500));
    const signalled = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await exit;
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.logs()).toContain('Shutdown: SHUTDOWN_TIMEOUT_MS reached; stopping with requests unfinished');
    const answer = await request.answer;
    expect(answer).toBe('');
  }, 120_000);
});

/** Resolves when the process `pid` is gone (polling: it is not our child here, startServer spawned it). */
function waitExit(pid: number, resolve: (code: number | null) => void): void {
  const timer = setInterval(() => {
    try {
      process.kill(pid, 0);
    } catch {
      clearInterval(timer);
      resolve(0);
    }
  }, 100);
}

describe('WEB_CONCURRENCY', () => {
  it('refuses several processes on the embedded database with one clear line', async () => {
    const { child, output } = spawnNode(SOURCE_ENTRY, {
      WEB_CONCURRENCY: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
      AUTH_SECRET: 'c'.repeat(32),
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    });
    expect(await exitOf(child)).toBe(1);
    // With REDIS_URL and AUTH_SECRET set, the embedded database is the one problem left, on one line.
    expect(output().trim()).toBe(
      'RentCheck refuses to start (NODE_ENV=development):\n- WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.',
    );
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs two workers answering on one port (both pids in the access log), replaces a killed one, sums metrics',
    async () => {
      const database = await createThrowawayPostgres();
      const metricsPort = await freePort();
      const server = await startServer({
        entry: 'source',
        env: {
          LOG_LEVEL: 'info',
          WEB_CONCURRENCY: '2',
          DATABASE_URL: database.url,
          REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          AUTH_SECRET: 'c'.repeat(32),
          METRICS_PORT: String(metricsPort),
        },
      });
      try {
        const workerPids = () =>
          new Set(
            logLines(server.logs())
              .filter((l) => l.msg === 'request' && l.pid !== server.pid)
              .map((l) => l.pid),
          );
        // Fresh connections, so the kernel spreads them over both workers.
        const live = () =>
          fetch(`${server.url}/api/health/live`, { headers: { connection: 'close', origin: ORIGIN } }).then((r) => r.status);
        await waitFor('both workers to answer', async () => {
          await Promise.all(Array.from({ length: 10 }, live));
          return workerPids().size === 2;
        });
        const [first] = [...workerPids()];
        process.kill(first!, 'SIGKILL');
        await waitFor('the primary to replace the worker', () => server.logs().includes('Worker exited; starting a replacement'));
        await waitFor('a third worker to answer', async () => {
          await Promise.all(Array.from({ length: 10 }, live));
          return workerPids().size === 3;
        });
        // Every request still answered while a worker was replaced: the port stayed open.
        expect(await live()).toBe(200);
        const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
        const count = metrics
          .split('\n')
          .find((l) => l.startsWith('rentcheck_http_request_duration_seconds_count{method="GET",route="/api/health/live",status="200"}'));
        // Summed over the two live workers: at least the requests the surviving original and the new worker answered.
        expect(Number(count?.split(' ')[1])).toBeGreaterThan(0);
        expect(metrics).toContain('rentcheck_nodejs_eventloop_lag_seconds');
        // The rules table and the HUD year for the days ahead (ADR 0073), read at each scrape; a stale part is logged.
        expect(metrics).toMatch(/^rentcheck_rent_rules_without_next_period 0$/m);
        const behind = Number(/^rentcheck_hud_fiscal_years_behind (\d+)$/m.exec(metrics)?.[1]);
        expect(behind).toBeGreaterThanOrEqual(0);
        if (behind > 0) expect(server.logs()).toContain('HUD data: the newest fair market rents shipped or imported are FY');
      } finally {
        await server.stop();
        await database.drop();
      }
      expect(server.logs()).toContain('Shutdown: every worker has stopped');
    },
    180_000,
  );
});
