import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/**
 * A path parameter (a checkout session id...) carrying NUL or another control character never reaches a query. A path
 * without '%' decodes to itself, so it is tested as it is.
 */
export const cleanPath: MiddlewareHandler<AppEnv> = (c, next) => {
  let path = c.req.path;
  if (path.includes('%')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return Promise.resolve(errorResponse(c, 400, 'Request path is not valid', 'invalid_path'));
    }
  }
  if (CONTROL.test(path)) return Promise.resolve(errorResponse(c, 400, 'Request path is not valid', 'invalid_path'));
  return next();
};
