import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from '#server/middleware/security-headers.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { ORIGIN } from '#tests/support/auth-helpers.ts';
import { type NodeServer, serveOverNode } from '#tests/support/node-server.ts';

// In production the free analysis is answered by its Node route (ADR 0034) and everything else by the app. The route
// takes only the requests the app would accept, and must answer them exactly as the app does: same status, body,
// content type and security headers; everything else it must leave to the app. Both are served over Node here and
// asked the same requests.
const PATH = '/api/functions/analyze-market-data';
const VALID = { zipcode: '60601', currentRent: 1900, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' };
const JSON_TYPE = { 'content-type': 'application/json' };

interface Answer {
  status: number;
  contentType: string | undefined;
  securityHeaders: Record<string, string | undefined>;
  body: string;
}

function ask(port: number, options: { path?: string; headers: Record<string, string>; body: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: options.path ?? PATH, headers: options.headers });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType: res.headers['content-type'],
          securityHeaders: Object.fromEntries(
            Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers[name.toLowerCase()] as string]),
          ),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const withLength = (headers: Record<string, string>, body: string) => ({ ...headers, 'content-length': String(Buffer.byteLength(body)) });

/** One app served over Node twice: as in production (with the Node route) and with every request through the app. */
function servedBothWays(env: Record<string, string> = {}) {
  const servers = {} as { app: TestApp; production: NodeServer; viaApp: NodeServer };
  beforeAll(async () => {
    servers.app = await createTestApp('pglite', env);
    servers.production = await serveOverNode(servers.app, 'production');
    servers.viaApp = await serveOverNode(servers.app, 'app');
  });
  afterAll(async () => {
    await servers.production?.close();
    await servers.viaApp?.close();
    await servers.app?.close();
  });
  return servers;
}

describe('the analysis API in production answers as the app does', () => {
  const servers = servedBothWays();

  const body = JSON.stringify(VALID);
  it.each([
    ['a valid request from the app origin', { headers: withLength({ ...JSON_TYPE, origin: ORIGIN }, body), body }, 200],
    ['a request without Origin or Fetch Metadata', { headers: withLength(JSON_TYPE, body), body }, 200],
    ['Fetch Metadata saying same-origin', { headers: withLength({ ...JSON_TYPE, 'sec-fetch-site': 'same-origin' }, body), body }, 200],
    [
      'JSON with a charset',
      { headers: withLength({ 'content-type': 'application/json; charset=utf-8', origin: ORIGIN }, body), body },
      200,
    ],
    ['no Content-Type', { headers: withLength({ origin: ORIGIN }, body), body }, 200],
    ['another site as Origin', { headers: withLength({ ...JSON_TYPE, origin: 'https://evil.example' }, body), body }, 403],
    ['Fetch Metadata saying cross-site', { headers: withLength({ ...JSON_TYPE, 'sec-fetch-site': 'cross-site' }, body), body }, 403],
    [
      'a ZIP code nobody knows',
      {
        headers: withLength(JSON_TYPE, JSON.stringify({ ...VALID, zipcode: '99999' })),
        body: JSON.stringify({ ...VALID, zipcode: '99999' }),
      },
      422,
    ],
    [
      'a ZIP code of four digits',
      {
        headers: withLength(JSON_TYPE, JSON.stringify({ ...VALID, zipcode: '6060' })),
        body: JSON.stringify({ ...VALID, zipcode: '6060' }),
      },
      400,
    ],
    [
      'a negative rent',
      {
        headers: withLength(JSON_TYPE, JSON.stringify({ ...VALID, currentRent: -5 })),
        body: JSON.stringify({ ...VALID, currentRent: -5 }),
      },
      400,
    ],
    ['broken JSON', { headers: withLength(JSON_TYPE, '{"zipcode":'), body: '{"zipcode":' }, 400],
    ['an empty body', { headers: withLength(JSON_TYPE, ''), body: '' }, 400],
    ['plain text', { headers: withLength({ 'content-type': 'text/plain' }, body), body }, 415],
    ['a query string on the path', { path: `${PATH}?debug=1`, headers: withLength(JSON_TYPE, body), body }, 200],
  ])('%s', async (_name, request, status) => {
    const expected = await ask(servers.viaApp.port, request);
    expect(expected.status).toBe(status);
    expect(await ask(servers.production.port, request)).toEqual(expected);
  });

  it('gives the renter the analysis with every security header', async () => {
    const answer = await ask(servers.production.port, { headers: withLength({ ...JSON_TYPE, origin: ORIGIN }, body), body });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('application/json');
    expect(answer.securityHeaders).toEqual(
      Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, API_SECURITY_HEADERS[name]])),
    );
    const { analysis } = JSON.parse(answer.body);
    expect(analysis).toMatchObject({ zipcode: '60601', currentRent: 1900, bedrooms: 1, confidence: 'high', level: 'zip' });
  });
});

describe('without APP_ORIGIN, the origin is the request host, as in the app', () => {
  const servers = servedBothWays({ APP_ORIGIN: '' });

  const body = JSON.stringify(VALID);
  it.each([
    ['Origin equal to the Host', (port: number) => ({ host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` }), 200],
    ['Origin naming another host', (port: number) => ({ host: `127.0.0.1:${port}`, origin: `http://localhost:${port}` }), 403],
    ['Origin with https for an http request', (port: number) => ({ host: `127.0.0.1:${port}`, origin: `https://127.0.0.1:${port}` }), 403],
    ['a Host in capitals', (port: number) => ({ host: `LOCALHOST:${port}`, origin: `http://localhost:${port}` }), 200],
    ['the default port in the Host', () => ({ host: 'example.com:80', origin: 'http://example.com' }), 200],
  ])('%s', async (_name, hosts, status) => {
    const answers = await Promise.all(
      [servers.viaApp.port, servers.production.port].map((port) =>
        ask(port, { headers: withLength({ ...JSON_TYPE, ...hosts(port) }, body), body }),
      ),
    );
    expect(answers[0]!.status).toBe(status);
    expect(answers[1]).toEqual(answers[0]);
  });
});
