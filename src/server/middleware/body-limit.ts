import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

/** JSON bodies of the API and the demo checkout's form posts. */
const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's signed event payloads can be larger than our own requests. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

const refuse = (c: Context) => errorResponse(c, 413, 'Request body is too large', 'too_large');

/** A refused body of a declared length up to this is read and thrown away before the 413 (see refuseDeclared). */
const MAX_DISCARD_BYTES = 8 * 1024 * 1024;
/** How long a refused body may take to arrive (nginx's lingering_time): a slow uplink sends 1 MB in a few seconds. */
const DISCARD_TIMEOUT_MS = 30_000;

/** The socket-level request under @hono/node-server; none for requests made in-process (tests' app.request). */
function nodeIncoming(c: Context): IncomingMessage | null {
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return null;
  return env.incoming instanceof IncomingMessage ? env.incoming : null;
}

/** Reads the rest of the body and drops it (nothing is kept); true once it has all arrived, false at the timeout. */
function discardBody(incoming: IncomingMessage): Promise<boolean> {
  if (incoming.readableEnded) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (complete: boolean) => {
      clearTimeout(timer);
      incoming.off('data', drop);
      incoming.off('end', ended);
      incoming.off('error', failed);
      incoming.off('close', failed);
      resolve(complete);
    };
    const drop = () => {};
    const ended = () => done(true);
    const failed = () => done(false);
    const timer = setTimeout(failed, DISCARD_TIMEOUT_MS);
    incoming.on('data', drop);
    incoming.once('end', ended);
    incoming.once('error', failed);
    incoming.once('close', failed);
    incoming.resume();
  });
}

/**
 * A body whose declared length is over the limit. Answering at once and closing would leave the body's rest arriving
 * at a closed socket: the kernel then resets the connection, and a client that reads its answer only after sending
 * (most do, for a body they can send whole) gets a network error instead of the 413. So the body is read and dropped
 * first (memory stays flat), up to 8 MB and 30 s, and the 413 follows on a connection that stays usable; a larger or
 * slower body is answered at once, then drained for 500 ms by @hono/node-server (as before).
 */
async function refuseDeclared(c: Context, declared: number): Promise<Response> {
  const incoming = nodeIncoming(c);
  // Past the bounds, @hono/node-server drains what follows for 500 ms after the answer, then closes (as before).
  if (incoming && declared <= MAX_DISCARD_BYTES) await discardBody(incoming);
  return refuse(c);
}
/** A chunked body past the limit is read on and dropped up to this much more, so a 1 MB body still gets its 413. */
const MAX_CHUNKED_DISCARD_BYTES = 2 * 1024 * 1024;

/** Reads on and drops what is left of a refused body; true once it has all arrived, false past the bounds. */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DISCARD_TIMEOUT_MS);
  });
  try {
    let dropped = 0;
    while (dropped <= MAX_CHUNKED_DISCARD_BYTES) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') return false;
      if (next.done) return true;
      dropped += next.value.length;
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A body without a declared length (chunked), counted as it streams in, as `hono/body-limit` does: within the limit it
 * is handed on whole; past it, a 413. Before the 413, the rest is read and dropped (up to 2 MB more and 30 s), for the
 * reason refuseDeclared gives; past that, the 413 goes out and @hono/node-server drains for 500 ms more. The reader is
 * never cancelled: cancelling destroys Node's request, and with it the socket, before the 413 is written.
 */
async function limitChunked(c: Context, next: () => Promise<void>, maxSize: number): Promise<Response | undefined> {
  const body = c.req.raw.body;
  if (!body) return void (await next());
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxSize) {
      // Past the bounds, @hono/node-server drains what follows for 500 ms after the answer, then closes.
      await dropRest(reader);
      return refuse(c);
    }
    chunks.push(value);
  }
  c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
  await next();
}

/**
 * Every request body, whatever its framing: a declared Content-Length over the limit is refused without parsing (its
 * bytes read and dropped first, so the client gets the 413: refuseDeclared), and a chunked body is counted while it
 * streams in and refused once it passes the limit, never kept whole (limitChunked). A request without a body (GET,
 * HEAD) and one whose declared length is within the limit pass without touching the body: counting asks for the Fetch
 * body first, and on @hono/node-server that builds a
 * whole Fetch Request and stream per request, which cost the analysis API most of its speed (docs/performance.md, "Request path"). The length
 * is enforced by the HTTP parser, which never delivers more than was declared.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const webhook = c.req.path.startsWith('/api/webhooks/');
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    const length = Number(declared);
    return length > (webhook ? MAX_WEBHOOK_BYTES : MAX_BODY_BYTES) ? refuseDeclared(c, length) : next();
  }
  return limitChunked(c, next, webhook ? MAX_WEBHOOK_BYTES : MAX_BODY_BYTES);
};
