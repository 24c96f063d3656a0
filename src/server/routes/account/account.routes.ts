import { AUTH_ERROR_CODES, AUTH_MESSAGES, signInErrorMessage } from '#domain/auth/auth-messages.ts';
import { signInInputSchema, signUpInputSchema } from '#domain/auth/auth.schema.ts';
import { SESSION_WARNING_SECONDS, type SessionPolicy } from '#domain/account/session-policy.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { authErrorInfo, authHeaders } from '../../auth/auth-errors.ts';
import { sessionTimings } from '../../auth/auth.ts';
import { jsonBody } from '../../http/validate.ts';
import { requestInfo } from '../../http/request-info.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { signUpAccount, toClientUser } from './account.service.ts';

/** /api/account: sign-up, sign-in (with the brute-force gate) and the session policy the browser enforces. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/sign-up', jsonBody(signUpInputSchema), async (c) => {
    const { deps } = c.var;
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    const outcome = await signUpAccount(deps, c.get('body'), {
      headers: authHeaders(c.req.raw),
      ip,
      origin: appOrigin(deps.config.APP_ORIGIN, c.req.url),
    });
    c.header('Cache-Control', 'no-store');
    if (!outcome.ok) {
      return c.json(
        { success: false, error: { message: outcome.message, code: outcome.code }, needsEmailVerification: outcome.needsEmailVerification, user: null },
        outcome.status,
      );
    }
    for (const cookie of outcome.setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json({ success: true, error: null, user: outcome.user, needsEmailVerification: outcome.needsEmailVerification }, 201);
  })
  .post('/sign-in', jsonBody(signInInputSchema), async (c) => {
    const { deps } = c.var;
    const { email, password } = c.get('body');
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    c.header('Cache-Control', 'no-store');
    const blocked = await deps.monitor.signInGate(email, ip);
    if (blocked) {
      c.header('Retry-After', String(blocked.retryAfterSeconds));
      return c.json({ error: { message: AUTH_MESSAGES.tooManyAttempts, code: AUTH_ERROR_CODES.blocked }, blocked }, 429);
    }
    try {
      const { headers, response } = await deps.auth.api.signInEmail({
        body: { email, password },
        headers: authHeaders(c.req.raw),
        returnHeaders: true,
      });
      await deps.monitor.recordSignInSuccess(email, ip);
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ user: toClientUser(response.user) }, 200);
    } catch (error) {
      const info = authErrorInfo(error);
      if (!info) throw error;
      if (info.code === 'INVALID_EMAIL_OR_PASSWORD') {
        const nowBlocked = await deps.monitor.recordSignInFailure(email, ip);
        return c.json({ error: { message: AUTH_MESSAGES.invalidCredentials, code: AUTH_ERROR_CODES.invalidCredentials }, blocked: nowBlocked }, 401);
      }
      if (info.code === 'EMAIL_NOT_VERIFIED') {
        return c.json({ error: { message: AUTH_MESSAGES.emailNotConfirmed, code: AUTH_ERROR_CODES.emailNotConfirmed }, blocked: null }, 403);
      }
      return c.json({ error: { message: signInErrorMessage(info), code: info.code.toLowerCase() }, blocked: null }, 400);
    }
  })
  .get('/session-policy', (c) => {
    const { idleSeconds, updateAgeSeconds } = sessionTimings(c.var.deps.config);
    const policy: SessionPolicy = {
      idleSeconds,
      warningSeconds: SESSION_WARNING_SECONDS,
      checkSeconds: c.var.deps.config.SESSION_CHECK_SECONDS,
      touchSeconds: updateAgeSeconds,
    };
    return c.json(policy, 200);
  });
