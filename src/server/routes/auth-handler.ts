import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { authHeaders } from '../auth/auth-errors.ts';
import { errorResponse } from '../http/errors.ts';

/**
 * better-auth's own endpoints reachable from the browser. Everything else (sign-in, sign-up, password reset,
 * user updates) goes through our routes, which add validation, limits and logging; the rest stays unreachable.
 */
const EXPOSED = new Set(['GET /api/auth/get-session', 'POST /api/auth/sign-out', 'GET /api/auth/verify-email']);

/** A 404 for every better-auth endpoint not exposed (before it can spend the address's budget). */
export const exposedAuthEndpoints: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!EXPOSED.has(`${c.req.method} ${c.req.path}`)) return errorResponse(c, 404, 'Not found', 'not_found');
  await next();
};

/** Hands the request to better-auth; its answers are never cached. */
export async function authHandler(c: Context<AppEnv>) {
  const response = await c.get('deps').auth.handler(new Request(c.req.raw, { headers: authHeaders(c) }));
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
