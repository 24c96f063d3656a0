import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { errorResponse } from '../http/errors.ts';
import { requestInfo } from '../http/request-info.ts';
import { RULES } from '../services/security/security-monitor.ts';

/**
 * better-auth's own endpoints reachable from the browser. Everything else (sign-in, sign-up, password reset,
 * user updates) goes through our routes, which add validation, limits and logging; the rest stays unreachable.
 */
const EXPOSED = new Set(['GET /api/auth/get-session', 'POST /api/auth/sign-out', 'GET /api/auth/verify-email']);

export async function authHandler(c: Context<AppEnv>) {
  if (!EXPOSED.has(`${c.req.method} ${c.req.path}`)) return errorResponse(c, 404, 'Not found', 'not_found');
  const { deps } = c.var;
  const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
  if (!(await deps.monitor.allow(RULES.authIp, ip, ip))) return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
  const response = await deps.auth.handler(c.req.raw);
  const headers = new Headers(response.headers);
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
