import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin the app is served from: APP_ORIGIN, or the request's own origin when it is unset (development). */
export function appOrigin(configured: string | undefined, requestUrl: string): string {
  return configured ? new URL(configured).origin : new URL(requestUrl).origin;
}

/**
 * Cross-site request forgery guard for every state-changing API call: a browser request must come from our own
 * origin (Origin header, or Fetch Metadata when the Origin is absent). Requests without either header are not
 * from a browser page and cannot carry a victim's cookies by accident. Webhooks are exempt (signed instead).
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = (c, next) => {
  if (SAFE_METHODS.has(c.req.method) || c.req.path.startsWith('/api/webhooks/')) return next();
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const crossSite = origin
    ? origin !== appOrigin(c.get('deps').config.APP_ORIGIN, c.req.url)
    : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
  if (crossSite) return Promise.resolve(errorResponse(c, 403, 'Cross-site request refused', 'cross_site_request'));
  return next();
};
