import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '#server/adapters/smtp-mailer.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { buildDeps, type Deps } from '#server/deps.ts';
import { serveMetrics } from '#server/observability/metrics-server.ts';
import { startFakeSmtp } from '#tests/fakes/smtp.ts';
import { client, ORIGIN, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { hudFiscalYearInForce } from '#server/services/rent-rules/data-currency.ts';

const ANALYSIS = { zipcode: '10001', currentRent: 5000, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' } as const;

interface LogLine {
  msg: string;
  pid: number;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  requestId?: string;
  [key: string]: unknown;
}

/** A test app whose pino logger writes into `lines`, as the server's writes to stdout. */
async function loggedApp(env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      callback();
    },
  });
  const config = loadConfig({ LOG_LEVEL: 'info', APP_ORIGIN: ORIGIN, ...env });
  const deps: Deps = await buildDeps(config, { ephemeral: true, logger: pino({ level: 'info' }, sink) });
  const app = createApp(deps, { clientDir: path.resolve('dist/client') });
  const request = (p: string, init?: RequestInit) => Promise.resolve(app.request(p, init));
  const accessLines = () => lines.filter((l) => l.msg === 'request');
  return { deps, request, lines, accessLines };
}

const analyse = (request: (p: string, init?: RequestInit) => Promise<Response>, query = '', headers: Record<string, string> = {}) =>
  request(`/api/functions/analyze-market-data${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, ...headers },
    body: JSON.stringify(ANALYSIS),
  });

describe('request ids and the access log', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  let proxied: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp();
    proxied = await loggedApp({ TRUST_PROXY: '1' });
  });
  afterAll(async () => {
    await app.deps.close();
    await proxied.deps.close();
  });

  it('answers every response with an X-Request-Id and writes one line per request with that id', async () => {
    const before = app.accessLines().length;
    const responses = [
      await analyse(app.request),
      await app.request('/api/health/live'),
      await app.request('/api/no-such-route'),
      await app.request('/api/leases'),
    ];
    const ids = responses.map((r) => r.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
    const logged = app.accessLines().slice(before);
    expect(logged).toHaveLength(4);
    expect(logged.map((l) => [l.method, l.route, l.status, l.requestId])).toEqual([
      ['POST', '/api/functions/analyze-market-data', 200, ids[0]],
      ['GET', '/api/health/live', 200, ids[1]],
      ['GET', '/*', 404, ids[2]],
      ['GET', '/api/leases', 401, ids[3]],
    ]);
    for (const line of logged) {
      expect(line.pid).toBe(process.pid);
      expect(line.durationMs).toEqual(expect.any(Number));
    }
  });

  it('logs the route pattern, never the path, query string, email or token', async () => {
    const before = app.accessLines().length;
    const email = uniqueEmail('private');
    await analyse(app.request, '?token=s3cr3t-t0ken&email=someone%40example.com');
    await signIn(client({ request: app.request }), email, 'Wrong-Password1!');
    await app.request('/demo-checkout/demo_cs_11111111-2222-3333');
    const logged = app.accessLines().slice(before);
    expect(logged.map((l) => l.route)).toEqual(['/api/functions/analyze-market-data', '/api/account/sign-in', '/demo-checkout/:id']);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('someone');
    expect(text).not.toContain(email);
    expect(text).not.toContain('11111111-2222');
  });

  it('keeps an incoming X-Request-Id only from behind a trusted proxy, and only a sane one', async () => {
    const fromProxy = await analyse(proxied.request, '', { 'x-request-id': 'nginx-4f2a9c81d3b7e6a0' });
    expect(fromProxy.headers.get('x-request-id')).toBe('nginx-4f2a9c81d3b7e6a0');
    expect(proxied.accessLines().at(-1)?.requestId).toBe('nginx-4f2a9c81d3b7e6a0');
    const insane = await analyse(proxied.request, '', { 'x-request-id': 'has spaces; and <html>' });
    expect(insane.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const tooLong = await analyse(proxied.request, '', { 'x-request-id': 'a'.repeat(129) });
    expect(tooLong.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // No proxy in front: a client's own id is never taken.
    const direct = await analyse(app.request, '', { 'x-request-id': 'chosen-by-client' });
    expect(direct.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('metrics on their own listener', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  let metricsUrl: string;
  let close: () => void;
  beforeAll(async () => {
    app = await loggedApp({ TRUST_PROXY: '1' });
    const server = await serveMetrics('127.0.0.1', 0);
    const address = server.address();
    metricsUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/metrics`;
    close = () => server.close();
  });
  afterAll(async () => {
    close();
    await app.deps.close();
  });

  const scrape = async () => {
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return response.text();
  };
  /** The value of one sample line (0 when absent). */
  const sample = (text: string, line: string) => {
    const found = text.split('\n').find((l) => l.startsWith(`${line} `));
    return found ? Number(found.slice(line.length + 1)) : 0;
  };

  it('counts requests by route and status with durations, analyses by level and rate-limit refusals', async () => {
    const before = await scrape();
    const requestCount =
      'rentcheck_http_request_duration_seconds_count{method="POST",route="/api/functions/analyze-market-data",status="200"}';
    const requestSum = 'rentcheck_http_request_duration_seconds_sum{method="POST",route="/api/functions/analyze-market-data",status="200"}';
    for (let i = 0; i < 3; i++) expect((await analyse(app.request)).status).toBe(200);
    const unknown = await app.request('/api/functions/analyze-market-data', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ ...ANALYSIS, zipcode: '00000' }),
    });
    expect(unknown.status).toBe(422);
    // Six sign-ins from one address: the sixth is refused by the per-address limit.
    const renter = client({ request: app.request }, '203.0.113.199');
    for (let i = 0; i < 6; i++) await signIn(renter, uniqueEmail('metrics'), 'Wrong-Password1!');
    const after = await scrape();
    expect(sample(after, requestCount) - sample(before, requestCount)).toBe(3);
    expect(sample(after, requestSum)).toBeGreaterThan(sample(before, requestSum));
    expect(after).toContain(
      'rentcheck_http_request_duration_seconds_bucket{le="0.005",method="POST",route="/api/functions/analyze-market-data",status="200"}',
    );
    expect(sample(after, 'rentcheck_analyses_total{level="zip"}') - sample(before, 'rentcheck_analyses_total{level="zip"}')).toBe(3);
    expect(
      sample(after, 'rentcheck_analyses_total{level="unknown_zip"}') - sample(before, 'rentcheck_analyses_total{level="unknown_zip"}'),
    ).toBe(1);
    expect(sample(after, 'rentcheck_rate_limit_refusals_total') - sample(before, 'rentcheck_rate_limit_refusals_total')).toBe(1);
    expect(after).toContain('# TYPE rentcheck_purchases_total counter');
  });

  it('counts emails the SMTP server accepted and attempts that failed', async () => {
    const smtp = await startFakeSmtp();
    const transport = await createSmtpTransport(smtp.url, 'RentCheck <no-reply@rentcheck.test>');
    const before = await scrape();
    await transport.deliver({ to: 'renter@example.com', subject: 'Hello', text: 'Hi' });
    await smtp.close();
    await expect(transport.deliver({ to: 'renter@example.com', subject: 'Hello again', text: 'Hi' })).rejects.toThrow();
    await transport.close();
    const after = await scrape();
    expect(sample(after, 'rentcheck_emails_sent_total') - sample(before, 'rentcheck_emails_sent_total')).toBe(1);
    expect(sample(after, 'rentcheck_emails_failed_total') - sample(before, 'rentcheck_emails_failed_total')).toBe(1);
  });

  it('counts a purchase recorded on an account (demo checkout paid)', async () => {
    const buyer = client({ request: app.request }, '203.0.113.210');
    await signUp(buyer, uniqueEmail('metrics-buyer'));
    const before = await scrape();
    const created = await buyer.send('POST', '/api/functions/create-payment', { packageType: 'Premium Package', price: 7 });
    expect(created.status).toBe(200);
    const checkout = new URL(((await created.json()) as { url: string }).url).pathname;
    const paid = await app.request(`${checkout}/pay`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(paid.status).toBe(303);
    const after = await scrape();
    const line = 'rentcheck_purchases_total{package="Premium Package",kind="new"}';
    expect(sample(after, line) - sample(before, line)).toBe(1);
  });

  it('answers only GET /metrics', async () => {
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});

describe('health: live and ready', () => {
  let app: Awaited<ReturnType<typeof loggedApp>>;
  beforeAll(async () => {
    app = await loggedApp();
  });
  afterAll(() => app.deps.close());

  it('answers live, ready with each check, and keeps /api/health as it was', async () => {
    const live = await app.request('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ live: true });
    const ready = await app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    const body = await ready.json();
    expect(body).toMatchObject({ ready: true, draining: false, database: 'ok', redis: 'not_configured', marketData: 'ok' });
    // The rules table and the HUD year for the days ahead (ADR 0073): reported, never a reason to be unready.
    const today = new Date().toISOString().slice(0, 10);
    expect(body.dataCurrency).toEqual({
      today,
      rentRules: { current: true, horizonDays: 90, withoutNextPeriod: [] },
      hud: expect.objectContaining({ shippedYear: 2026, inForceYear: hudFiscalYearInForce(today).year }),
    });
    const health = await app.request('/api/health');
    expect(await health.json()).toMatchObject({ database: 'healthy', auth: 'healthy', functions: 'healthy' });
  });

  it('is not ready while REDIS_URL is set and Redis does not answer', async () => {
    const unreachable = await loggedApp({ REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const ready = await unreachable.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, database: 'ok', redis: 'error', marketData: 'ok' });
    } finally {
      await unreachable.deps.close();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('is ready with Redis answering', async () => {
    const withRedis = await loggedApp({ REDIS_URL: process.env.TEST_REDIS_URL! });
    try {
      let body: unknown;
      // ioredis connects in the background after start-up.
      for (let i = 0; i < 50; i++) {
        const ready = await withRedis.request('/api/health/ready');
        body = await ready.json();
        if (ready.status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(body).toMatchObject({ ready: true, draining: false, database: 'ok', redis: 'ok', marketData: 'ok' });
    } finally {
      await withRedis.deps.close();
    }
  });

  it('is not ready without market data', async () => {
    const empty = await loggedApp({ MARKET_DATA_DIR: path.resolve('tests/fixtures/no-such-dir') });
    try {
      const ready = await empty.request('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ ready: false, database: 'ok', marketData: 'error' });
      expect((await empty.request('/api/health/live')).status).toBe(200);
    } finally {
      await empty.deps.close();
    }
  });
});
