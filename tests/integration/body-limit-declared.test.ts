import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { ORIGIN } from '#tests/support/auth-helpers.ts';
import { type NodeServer, serveOverNode } from '#tests/support/node-server.ts';

/**
 * Issue 23: a 1 MB JSON body sent without `Expect: 100-continue` was sometimes answered with a connection reset: the
 * server answered 413 at once, and @hono/node-server closed the socket 500 ms later while the body still arrived.
 */

/** A JSON body of about 1 MB: 16 times the 64 KB limit of the API's own routes (the webhook's is 512 KB). */
const ONE_MB_JSON = JSON.stringify({ zipcode: '10001', note: 'a'.repeat(1024 * 1024) });
const TIMES = 50;

type Outcome = { status: number; body: string } | { error: string };

const CHUNK_BYTES = 64 * 1024;
/** 16 chunks 50 ms apart: the body takes about 0.8 s to send, as over a slow uplink (the reset used to come at 0.5 s). */
const CHUNK_GAP_MS = 50;

/**
 * A 1 MB body with its Content-Length and no `Expect: 100-continue`, paced like a slow uplink, on a connection of its
 * own; like most clients (Python's http.client, many SDKs) it reads the answer only once the body is sent. A reset
 * while sending, or a connection closed without an answer, is an error: the client never sees the 413.
 */
function postDeclared(port: number, path: string, chunked = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const body = Buffer.from(ONE_MB_JSON);
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('error', (error: NodeJS.ErrnoException) => settle({ error: error.code ?? error.message }));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      if (!status) settle({ error: 'closed without an answer' });
      else settle({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    socket.once('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nOrigin: ${ORIGIN}\r\n` +
          `${chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${body.length}`}\r\nConnection: close\r\n\r\n`,
      );
      let offset = 0;
      const next = () => {
        if (settled) return;
        if (offset >= body.length) {
          if (chunked) socket.write('0\r\n\r\n');
          return;
        }
        const part = body.subarray(offset, offset + CHUNK_BYTES);
        const framed = chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part;
        socket.write(framed, () => {
          offset += CHUNK_BYTES;
          setTimeout(next, CHUNK_GAP_MS);
        });
      };
      next();
    });
  });
}

describe('a 1 MB body with a declared length, sent whole without Expect: 100-continue', () => {
  let app: TestApp;
  let node: NodeServer;
  let postRoutes: string[];
  beforeAll(async () => {
    app = await createTestApp('pglite');
    node = await serveOverNode(app);
    // Every POST route the app has (parameters filled in), the catch-alls aside.
    postRoutes = [
      ...new Set(
        app.app.routes.filter((r) => r.method === 'POST' && !r.path.includes('*')).map((r) => r.path.replace(/:[A-Za-z_]+/g, 'x')),
      ),
    ];
  });
  afterAll(async () => {
    await node?.close();
    await app?.close();
  });

  it('covers every POST route', () => {
    expect(postRoutes.length).toBeGreaterThanOrEqual(15);
    expect(postRoutes).toContain('/api/functions/analyze-market-data');
    expect(postRoutes).toContain('/api/webhooks/stripe');
  });

  it(`answers 413 "Request body is too large" on every POST route, ${TIMES} times each, never a reset`, async () => {
    const failures: string[] = [];
    for (const path of postRoutes) {
      // 25 at a time: the refusals overlap as they would under load.
      for (let round = 0; round < TIMES / 25; round++) {
        const outcomes = await Promise.all(Array.from({ length: 25 }, () => postDeclared(node.port, path)));
        for (const outcome of outcomes) {
          if ('error' in outcome) failures.push(`${path}: ${outcome.error}`);
          else if (outcome.status !== 413) failures.push(`${path}: ${outcome.status}`);
          else expect(JSON.parse(outcome.body)).toEqual({ error: { message: 'Request body is too large', code: 'too_large' } });
        }
      }
    }
    const counts: Record<string, number> = {};
    for (const failure of failures) counts[failure] = (counts[failure] ?? 0) + 1;
    expect(counts).toEqual({});
  }, 300_000);

  it('answers 413 to the same 1 MB body sent chunked (no declared length), paced the same way, never a reset', async () => {
    const failures: string[] = [];
    for (const path of ['/api/functions/analyze-market-data', '/api/account/sign-in', '/api/webhooks/stripe']) {
      const outcomes = await Promise.all(Array.from({ length: 10 }, () => postDeclared(node.port, path, true)));
      for (const outcome of outcomes) {
        if ('error' in outcome) failures.push(`${path}: ${outcome.error}`);
        else if (outcome.status !== 413) failures.push(`${path}: ${outcome.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
