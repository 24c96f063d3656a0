import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { resetPasswordInputSchema, resetRequestInputSchema, resetTokenInputSchema } from '#domain/auth/auth.schema.ts';
import { type Context, Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { authHeaders } from '../../auth/auth-errors.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, issueCsrfToken } from '../../services/security/csrf.ts';
import { requestPasswordReset, resetPassword, resetTokenStatus } from '../../services/security/password-reset.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

/** A refused reset request is told to wait out the per-email window (an hour). */
const RESET_RETRY_AFTER_SECONDS = '3600';

const resetContext = (c: Context<AppEnv>) => ({ headers: authHeaders(c), ...requestInfo(c, c.get('deps').config.TRUST_PROXY) });

/** /api/security: blocked state, anti-forgery token, and the password-reset steps, each logged. */
export const securityRoutes = new Hono<AppEnv>()
  .get('/block-status', async (c) => {
    const { ip } = requestInfo(c, c.get('deps').config.TRUST_PROXY);
    const blocked = await c.get('deps').monitor.blockStatus(ip);
    c.header('Cache-Control', 'no-store');
    return c.json(blocked ?? { blocked: false as const }, 200);
  })
  .get('/csrf-token', (c) => {
    const { token, cookie } = issueCsrfToken(c.get('deps').authSecret);
    setCookie(c, CSRF_COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: appOrigin(c.get('deps').config.APP_ORIGIN, c.req.url).startsWith('https://'),
      path: '/api/security',
      maxAge: CSRF_MAX_AGE_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ csrfToken: token }, 200);
  })
  .post('/password-reset', jsonBody(resetRequestInputSchema), async (c) => {
    const deps = c.get('deps');
    const { email, csrfToken } = c.req.valid('json');
    const redirectTo = `${appOrigin(deps.config.APP_ORIGIN, c.req.url)}/reset-password`;
    const result = await requestPasswordReset(
      deps,
      { email, csrfToken, csrfCookie: getCookie(c, CSRF_COOKIE), redirectTo },
      resetContext(c),
    );
    if (result.ok) return c.json(result.value, 200);
    if (result.code === 'reset_rate_limited') c.header('Retry-After', RESET_RETRY_AFTER_SECONDS);
    return refusalResponse(c, result);
  })
  .post(
    '/reset-token-status',
    jsonBody(resetTokenInputSchema),
    // Its own budget per address (token checks are counted apart from the reports sharing the rule).
    rateLimit(RULES.reportsIp, { key: (_c, ip) => `token:${ip}`, message: AUTH_MESSAGES.tooManyAttempts }),
    async (c) => {
      const status = await resetTokenStatus(c.get('deps'), c.req.valid('json').token);
      c.header('Cache-Control', 'no-store');
      return c.json(status, 200);
    },
  )
  .post('/reset-password', jsonBody(resetPasswordInputSchema), async (c) => {
    const result = await resetPassword(c.get('deps'), c.req.valid('json'), resetContext(c));
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  });
