import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#domain/routes.ts';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { buildDeps, type Deps } from '#server/deps.ts';

/** The headers every page and file is sent with, to the letter. */
const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://api.stripe.com",
    'frame-src https://js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; '),
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), accelerometer=(), gyroscope=(), magnetometer=(), usb=(), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
};
/** The JSON API's: data protected, nothing allowed to run; none of the document rules. */
const API_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};
/** Headers hono/secure-headers sends by default that RentCheck does not. */
const NOT_SENT = [
  'Cross-Origin-Resource-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const clientDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-client-'));
mkdirSync(path.join(clientDir, 'assets'));
mkdirSync(path.join(clientDir, 'prerender'));
mkdirSync(path.join(clientDir, '.vite'));
writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), '{}');
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>RentCheck</title><div id="root"></div>');
writeFileSync(path.join(clientDir, 'prerender', 'faq.html'), '<!doctype html><title>FAQ</title><h1>Frequently Asked Questions</h1>');
const appJs = `console.log(${JSON.stringify('x'.repeat(2000))});`;
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), appJs);
writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(appJs));
// As `npm run build` leaves it: a `.gz` beside the file (marked here so the test sees which body was sent).
const prebuiltJs = `console.log(${JSON.stringify('y'.repeat(2000))});`;
writeFileSync(path.join(clientDir, 'assets', 'lazy-def456.js'), prebuiltJs);
writeFileSync(path.join(clientDir, 'assets', 'lazy-def456.js.gz'), gzipSync(`${prebuiltJs}// from the build's .gz`));

let deps: Deps;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  deps = await buildDeps(loadConfig({ LOG_LEVEL: 'silent' }), { ephemeral: true, logger: pino({ level: 'silent' }) });
  app = createApp(deps, { clientDir });
});
afterAll(() => deps.database.close());

describe('serving the app', () => {
  it.each(ROUTES.map((r) => r.path))('answers %s with 200 and the app', async (route) => {
    const res = await app.request(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('answers unknown paths with the app and status 404, so the 404 page renders', async () => {
    for (const route of ['/nope', '/rent-negotiation-boston', '/dashboard/extra']) {
      const res = await app.request(route);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves prerendered HTML for a route when the build has it', async () => {
    const res = await app.request('/faq');
    expect(await res.text()).toContain('<h1>Frequently Asked Questions</h1>');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('asks search engines not to index a page that is not public content: the shared report, the dashboard (ADR 0076)', async () => {
    for (const route of ['/shared-report', '/dashboard']) {
      const res = await app.request(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag'), route).toBe('noindex');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets gzipped and cached for a year', async () => {
    const res = await app.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip file the build wrote only to browsers that accept gzip, and does not serve .gz paths', async () => {
    const prebuilt = await app.request('/assets/lazy-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(prebuilt.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await prebuilt.arrayBuffer())).toString()).toBe(`${prebuiltJs}// from the build's .gz`);
    const plain = await app.request('/assets/lazy-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(prebuiltJs);
    expect((await app.request('/assets/lazy-def456.js.gz')).status).toBe(404);
  });

  it('does not serve the files the build keeps for itself: they get the 404 page', async () => {
    for (const route of ['/prerender/faq.html', '/index.html', '/.vite/manifest.json']) {
      const res = await app.request(route);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('revalidates pages and answers HEAD without a body', async () => {
    const res = await app.request('/faq', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: 'Not found', code: 'not_found' } });
  });
});

describe('security headers', () => {
  it.each(['/', '/nope', '/assets/app-abc123.js', '/demo-checkout/cs_demo_x'])('are on every page and file (%s)', async (route) => {
    const res = await app.request(route);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const permissions = res.headers.get('permissions-policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'accelerometer=()', 'gyroscope=()', 'payment=(self)']) {
      expect(permissions).toContain(feature);
    }
  });
});

describe('security headers of the JSON API', () => {
  it.each(['/api/health', '/api/nothing-here', '/api/auth/get-session'])(
    'protect the data and allow nothing to run (%s)',
    async (route) => {
      const res = await app.request(route);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('permissions-policy')).toBeNull();
    },
  );
});

describe('security headers over HTTP', () => {
  it.each([
    ['/', SECURITY_HEADERS],
    ['/assets/app-abc123.js', SECURITY_HEADERS],
    ['/api/health', API_SECURITY_HEADERS],
    ['/api/nothing-here', API_SECURITY_HEADERS],
  ])('are on %s once each', async (route, expected) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${route}`);
      for (const name of Object.keys(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(expected[name] ?? null);
      for (const name of NOT_SENT) expect(res.headers.get(name)).toBeNull();
      expect(res.headers.get('content-type')).toBeTruthy();
      await res.arrayBuffer();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('GET /api/health', () => {
  it('reports database, auth and functions and when it checked', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ database: 'healthy', auth: 'healthy', functions: 'healthy' });
    expect(Date.parse(body.lastCheck)).toBeGreaterThan(Date.now() - 5000);
  });
});

describe('configuration', () => {
  it('stops with a one-line message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid PORT: /);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/^Invalid DATABASE_URL: /);
    expect(() => loadConfig({ AUTH_SECRET: 'short' })).toThrow('Invalid AUTH_SECRET: must be at least 32 characters');
    expect(loadConfig({}).PORT).toBe(8080);
  });
});
