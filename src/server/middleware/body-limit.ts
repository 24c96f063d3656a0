import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

/** JSON bodies of the API and the demo checkout's form posts. */
const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's signed event payloads can be larger than our own requests. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

const refuse = (c: Context) => errorResponse(c, 413, 'Request body is too large', 'too_large');
const tooLarge = (maxSize: number) => bodyLimit({ maxSize, onError: refuse });
const ordinary = tooLarge(MAX_BODY_BYTES);
const webhooks = tooLarge(MAX_WEBHOOK_BYTES);

/**
 * Every request body, whatever its framing: a declared Content-Length over the limit is refused before reading, and
 * a chunked body is counted while it streams in and refused as soon as it passes the limit (never read whole), by
 * Hono's bodyLimit. A request without a body (GET, HEAD) and one whose declared length is within the limit pass
 * without touching the body: Hono's bodyLimit asks for the Fetch body first, and on @hono/node-server that builds a
 * whole Fetch Request and stream per request, which cost the analysis API most of its speed (ADR 0044). The length
 * is enforced by the HTTP parser, which never delivers more than was declared.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const webhook = c.req.path.startsWith('/api/webhooks/');
  const declared = c.req.header('content-length');
  if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
    return Number(declared) > (webhook ? MAX_WEBHOOK_BYTES : MAX_BODY_BYTES) ? Promise.resolve(refuse(c)) : next();
  }
  return (webhook ? webhooks : ordinary)(c, next);
};
