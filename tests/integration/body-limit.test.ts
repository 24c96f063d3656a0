import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { ORIGIN } from '#tests/support/auth-helpers.ts';
import { type NodeServer, serveOverNode } from '#tests/support/node-server.ts';

const TEN_MB = 10 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

interface ChunkedResult {
  status: number;
  body: string;
  /** Bytes the client had managed to hand to the socket when the answer came. */
  bytesSent: number;
}

/** Streams `total` bytes with Transfer-Encoding: chunked (no Content-Length), as fast as the server reads them. */
function sendChunked(port: number, path: string, total: number): Promise<ChunkedResult> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request({
      port,
      host: '127.0.0.1',
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        body += d;
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body, bytesSent: sentWhenAnswered });
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

describe.each(testDatabaseKinds())('request body limits while streaming on %s', (kind) => {
  let app: TestApp;
  let node: NodeServer;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp(kind);
    node = await serveOverNode(app);
    port = node.port;
  });
  afterAll(async () => {
    await node?.close();
    await app?.close();
  });

  it.each([
    '/api/account/sign-in',
    '/api/functions/create-payment',
    '/api/functions/analyze-market-data',
    '/api/webhooks/stripe',
    '/api/no-such-route',
    '/demo-checkout/demo_cs_x/pay',
  ])('answers a chunked 10 MB body to %s with 413 long before it is all sent, memory flat', async (path) => {
    const heapBefore = process.memoryUsage().heapUsed;
    const results = await Promise.all([1, 2, 3, 4].map(() => sendChunked(port, path, TEN_MB)));
    for (const result of results) {
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ error: { message: 'Request body is too large', code: 'too_large' } });
      // The server refused while the body was streaming: it did not wait for (or keep) the 10 MB.
      expect(result.bytesSent).toBeLessThan(TEN_MB);
    }
    // Four 10 MB bodies at once: had they been read whole, the heap would have grown by 40 MB or more.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(20 * 1024 * 1024);
  });

  it.each(['/api/functions/analyze-market-data', '/api/account/sign-in', '/api/leases'])(
    'answers a 1 MB body with a declared length to %s with 413',
    async (path) => {
      const body = JSON.stringify({ zipcode: '10001', note: 'a'.repeat(1024 * 1024) });
      const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(Buffer.byteLength(body)) },
          // A connection of its own: the server closes it after refusing, without reading the rest of the body.
          agent: false,
        });
        req.on('response', (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => {
            text += d;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        // The server may answer and close before the client has written everything; the answer is what counts.
        req.on('error', (error) => reject(error));
        req.end(body);
      });
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ error: { message: 'Request body is too large', code: 'too_large' } });
    },
  );

  it('answers an ordinary analysis over HTTP with the analysis', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/functions/analyze-market-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ zipcode: '60601', currentRent: 1900, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).analysis).toMatchObject({ zipcode: '60601', currentRent: 1900, bedrooms: 1 });
  });

  it('still accepts an ordinary chunked JSON body', async () => {
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/api/account/sign-in',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('{"email":"nobody@example.com",');
      req.end('"password":"Wrong-Password1!"}');
    });
    expect(result.status).toBe(401);
    expect(JSON.parse(result.body).error.code).toBe('invalid_credentials');
  });

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const response = await app.request('/api/account/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'content-length': String(TEN_MB) },
      body: '{}',
    });
    expect(response.status).toBe(413);
  });
});
