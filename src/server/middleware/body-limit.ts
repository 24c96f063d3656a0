import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

/** JSON bodies of the API and the demo checkout's form posts. */
const MAX_BODY_BYTES = 64 * 1024;
/** Stripe's signed event payloads can be larger than our own requests. */
export const MAX_WEBHOOK_BYTES = 512 * 1024;

const tooLarge = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => errorResponse(c, 413, 'Request body is too large', 'too_large') });
const ordinary = tooLarge(MAX_BODY_BYTES);
const webhooks = tooLarge(MAX_WEBHOOK_BYTES);

/**
 * Every request body, whatever its framing (Hono's bodyLimit): a declared Content-Length over the limit is refused
 * before reading, and a chunked body is counted while it streams in and refused as soon as it passes the limit
 * (never read whole). Requests without a body (GET, HEAD) pass untouched.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  (c.req.path.startsWith('/api/webhooks/') ? webhooks : ordinary)(c, next);
