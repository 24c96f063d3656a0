import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { ORIGIN } from '#tests/support/auth-helpers.ts';
import { readDeclaredBody } from '#server/http/validate.ts';
import { type NodeServer, type NodeServing, serveOverNode } from '#tests/support/node-server.ts';

// Served by Node, a JSON body with a declared Content-Length is read from the Node request itself, by the app's
// jsonBody (ADR 0031) or by the analysis API's Node route in production (ADR 0034): every answer must be the one the
// Fetch path gives (app.request), whatever way the bytes arrive.
const PATH = '/api/functions/analyze-market-data';
const VALID = { zipcode: '10001', currentRent: 1900, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' };

interface Answer {
  status: number;
  body: unknown;
}

/** Sends `parts` one write at a time (with a pause between them), with the headers given. */
function send(port: number, headers: Record<string, string>, parts: (string | Buffer)[], pauseMs = 20): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: PATH, headers: { origin: ORIGIN, ...headers } });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => {
        text += d;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    const write = (i: number) => {
      if (i === parts.length) return void req.end();
      req.write(parts[i]!);
      setTimeout(() => write(i + 1), pauseMs);
    };
    write(0);
  });
}

const declared = (body: string | Buffer) => ({
  'content-type': 'application/json',
  'content-length': String(Buffer.byteLength(body)),
});

const SERVINGS: NodeServing[] = ['production', 'app'];

describe.each(testDatabaseKinds().flatMap((kind) => SERVINGS.map((serving) => [kind, serving] as const)))(
  'JSON bodies read from the Node request on %s, served as %s',
  (kind, serving) => {
    let app: TestApp;
    let node: NodeServer;
    let port: number;
    beforeAll(async () => {
      app = await createTestApp(kind);
      node = await serveOverNode(app, serving);
      port = node.port;
    });
    afterAll(async () => {
      await node?.close();
      await app?.close();
    });

    /** The answer of the Fetch path (no Node request behind it) to the same body. */
    async function viaFetch(body: string | Buffer): Promise<Answer> {
      const res = await app.request(PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: typeof body === 'string' ? body : new Uint8Array(body),
      });
      return { status: res.status, body: await res.json() };
    }

    it.each([
      ['a valid body', JSON.stringify(VALID)],
      ['control characters in strings and keys', JSON.stringify({ ...VALID, zipcode: '100\u000001', ['tier\u0007Level']: 'average' })],
      ['broken JSON', '{"zipcode": "10001",'],
      ['an empty body', ''],
      ['whitespace only', '  \n '],
      ['a body failing the schema', JSON.stringify({ ...VALID, bedrooms: 9 })],
      ['a JSON array', '[1,2]'],
      ['a leading byte-order mark', `\uFEFF${JSON.stringify(VALID)}`],
      ['multi-byte characters', JSON.stringify({ ...VALID, housingType: 'appartement \u00e9\u{1F3E0}' })],
    ])('answers %s as the Fetch path does, sent at once', async (_name, body) => {
      const expected = await viaFetch(body);
      expect(await send(port, declared(body), [body])).toEqual(expected);
    });

    it('reads a body that arrives in several packets after the headers', async () => {
      const body = JSON.stringify(VALID);
      const expected = await viaFetch(body);
      expect(expected.status).toBe(200);
      expect(await send(port, declared(body), [body.slice(0, 10), body.slice(10, 40), body.slice(40)])).toEqual(expected);
    });

    it('reads a multi-byte character split between packets', async () => {
      const body = Buffer.from(JSON.stringify({ ...VALID, zipcode: '1000\u00e9' }));
      const cut = body.indexOf(0xc3) + 1;
      const expected = await viaFetch(body);
      expect(await send(port, declared(body), [body.subarray(0, cut), body.subarray(cut)])).toEqual(expected);
    });

    it('still reads a chunked body (no Content-Length) through the streaming limit', async () => {
      const body = JSON.stringify(VALID);
      const answer = await send(port, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, [
        body.slice(0, 20),
        body.slice(20),
      ]);
      expect(answer).toEqual(await viaFetch(body));
      expect(answer.status).toBe(200);
    });

    it('refuses a declared body over 64 KB with the same 413', async () => {
      const body = JSON.stringify({ ...VALID, housingType: 'a'.repeat(70 * 1024) });
      const answer = await send(port, declared(body), [body]).catch(() => null);
      // The server may answer before the client has written everything; when the answer arrives it is the 413.
      if (answer) expect(answer).toEqual({ status: 413, body: { error: { message: 'Request body is too large', code: 'too_large' } } });
    });

    it('refuses a body sent as another media type with the same 415', async () => {
      const body = JSON.stringify(VALID);
      expect(await send(port, { ...declared(body), 'content-type': 'text/plain' }, [body])).toEqual({
        status: 415,
        body: { error: { message: 'Send the request body as application/json', code: 'unsupported_media_type' } },
      });
    });

    it('keeps serving after a client goes away in the middle of a body', async () => {
      const body = JSON.stringify(VALID);
      await new Promise<void>((resolve) => {
        const req = http.request({ port, host: '127.0.0.1', method: 'POST', path: PATH, headers: { origin: ORIGIN, ...declared(body) } });
        req.on('error', () => resolve());
        req.write(body.slice(0, 10));
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 20);
      });
      expect((await send(port, declared(body), [body])).status).toBe(200);
    });
  },
);

describe('readDeclaredBody decodes bytes as the Fetch API does', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      readDeclaredBody(req).then(
        (text) => res.end(JSON.stringify({ text })),
        () => res.end(JSON.stringify({ error: true })),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['a leading byte-order mark', [0xef, 0xbb, 0xbf, 0x61]],
    ['a byte-order mark inside', [0x61, 0xef, 0xbb, 0xbf, 0x62]],
    ['a stray continuation byte', [0x61, 0x80, 0x62]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a truncated three-byte sequence', [0xe2, 0x82, 0x61]],
    ['a truncated sequence at the end', [0x61, 0xe2, 0x82]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
    ['a lone 0xFF', [0xff, 0x61]],
    ['four-byte characters', [0xf0, 0x9f, 0x8f, 0xa0, 0x20, 0xc3, 0xa9]],
  ])('%s', async (_name, bytes) => {
    const body = Buffer.from(bytes);
    const expected = await new Request('http://localhost/', { method: 'POST', body }).text();
    const answer = await send(port, { 'content-length': String(body.length) }, [body]);
    expect(answer).toEqual({ status: 200, body: { text: expected } });
  });
});
