import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The Node request behind a request served by @hono/node-server (`c.env.incoming`), or undefined elsewhere (app.request
 * in tests) and for HTTP/2. Its `headers` are Node's parsed, lower-cased and validated header object: reading them
 * spares a Fetch `Headers` look-up (name check, value normalisation) per header, a measurable share of a small API
 * request (ADR 0031).
 */
export function nodeIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming && typeof incoming.headers === 'object' && incoming.httpVersionMajor === 1 ? incoming : undefined;
}

/**
 * A request header by its lower-case name, as `c.req.header(name)` gives it. Node joins repeated headers with ', '
 * as the Fetch API does (and keeps the first of those that may appear once); set-cookie, an array in Node, is read
 * through Hono.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = nodeIncoming(c);
  if (!incoming || name === 'set-cookie') return c.req.header(name);
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}
