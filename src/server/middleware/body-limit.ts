import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';
import { requestHeader } from '../http/node-request.ts';

/** JSON bodies of the API and the demo checkout's form posts. */
const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's signed event payloads can be larger than our own requests. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

const tooLarge = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => errorResponse(c, 413, 'Request body is too large', 'too_large') });
const ordinary = tooLarge(MAX_BODY_BYTES);
const webhooks = tooLarge(MAX_WEBHOOK_BYTES);

/**
 * Every request body, whatever its framing: a declared Content-Length over the limit is refused before reading, and
 * a chunked body is counted while it streams in and refused as soon as it passes the limit (never read whole).
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const webhook = c.req.path.startsWith('/api/webhooks/');
  // A declared length is enforced by Node's HTTP parser (the body cannot run past it), so it is checked here without
  // wrapping the body in a counting stream; that wrapper is kept for bodies without one (chunked).
  const declared = requestHeader(c, 'content-length');
  if (declared !== undefined && requestHeader(c, 'transfer-encoding') === undefined) {
    return Number(declared) > (webhook ? MAX_WEBHOOK_BYTES : MAX_BODY_BYTES)
      ? Promise.resolve(errorResponse(c, 413, 'Request body is too large', 'too_large'))
      : next();
  }
  return (webhook ? webhooks : ordinary)(c, next);
};
