import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** A path parameter (a checkout session id...) carrying NUL or another control character never reaches a query. */
export const cleanPath: MiddlewareHandler<AppEnv> = async (c, next) => {
  let path = c.req.path;
  try {
    path = decodeURIComponent(path);
  } catch {
    return errorResponse(c, 400, 'Request path is not valid', 'invalid_path');
  }
  if (CONTROL.test(path)) return errorResponse(c, 400, 'Request path is not valid', 'invalid_path');
  await next();
};
