import { AUTH_ERROR_CODES, AUTH_MESSAGES, RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { resetPasswordInputSchema, resetRequestInputSchema, resetTokenInputSchema } from '#domain/auth/auth.schema.ts';
import { resetPasswordError } from '#domain/auth/password-rules.ts';
import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { authErrorInfo, authHeaders } from '../../auth/auth-errors.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, issueCsrfToken, verifyCsrfToken } from '../../services/security/csrf.ts';
import { RULES } from '../../services/security/security-monitor.ts';

/** Finds the live reset token's user without consuming it (null when unknown or expired). */
async function resetTokenUser(c: { var: AppEnv['Variables'] }, token: string): Promise<{ id: string; email: string } | null> {
  const { auth, database } = c.var.deps;
  const context = await auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return null;
  const user = await database.db.selectFrom('user').select(['id', 'email']).where('id', '=', verification.value).executeTakeFirst();
  return user ?? null;
}

/**
 * Revokes every outstanding reset link of a user, so only the newest link works and none survives a successful
 * reset. Reset rows are the only verification rows whose value is a user id (identifiers are stored hashed).
 */
async function revokeResetLinks(c: { var: AppEnv['Variables'] }, userId: string): Promise<void> {
  await c.var.deps.database.db.deleteFrom('verification').where('value', '=', userId).execute();
}

/** /api/security: blocked state, anti-forgery token, and the password-reset steps, each logged. */
export const securityRoutes = new Hono<AppEnv>()
  .get('/block-status', async (c) => {
    const { ip } = requestInfo(c, c.var.deps.config.TRUST_PROXY);
    const blocked = await c.var.deps.monitor.blockStatus(ip);
    c.header('Cache-Control', 'no-store');
    return c.json(blocked ?? { blocked: false }, 200);
  })
  .get('/csrf-token', (c) => {
    const { token, cookie } = issueCsrfToken(c.var.deps.authSecret);
    setCookie(c, CSRF_COOKIE, cookie, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: appOrigin(c.var.deps.config.APP_ORIGIN, c.req.url).startsWith('https://'),
      path: '/api/security',
      maxAge: CSRF_MAX_AGE_SECONDS,
    });
    c.header('Cache-Control', 'no-store');
    return c.json({ csrf_token: token }, 200);
  })
  .post('/password-reset', jsonBody(resetRequestInputSchema), async (c) => {
    const { deps } = c.var;
    const { email, csrf_token } = c.get('body');
    const info = requestInfo(c, deps.config.TRUST_PROXY);
    const context = { ip: info.ip, userAgent: info.userAgent };
    if (!verifyCsrfToken(deps.authSecret, csrf_token, getCookie(c, CSRF_COOKIE))) {
      await deps.monitor.logEvent('password_reset_failed', { email, error: 'Anti-forgery token missing or invalid' }, context);
      await deps.monitor.logResetAttempt(email, false, context);
      return errorResponse(c, 403, AUTH_MESSAGES.securityValidationFailed, AUTH_ERROR_CODES.csrf);
    }
    const networkAllowed = await deps.monitor.allow(RULES.resetIp, info.ip, info.ip);
    if (!networkAllowed || !(await deps.monitor.resetRequestAllowed(email))) {
      await deps.monitor.logEvent('password_reset_rate_limited', { email }, context);
      await deps.monitor.logResetAttempt(email, false, context);
      await deps.monitor.recordRateLimitHit(email, info.ip);
      c.header('Retry-After', '3600');
      return errorResponse(c, 429, AUTH_MESSAGES.tooManyResetAttempts, AUTH_ERROR_CODES.resetRateLimited);
    }
    await deps.monitor.logEvent('password_reset_requested', { email }, context);
    const account = await deps.database.db.selectFrom('user').select('id').where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
    if (account) await revokeResetLinks(c, account.id);
    try {
      // Same answer whether or not the email has an account; the email itself is sent in the background.
      await deps.auth.api.requestPasswordReset({
        body: { email, redirectTo: `${appOrigin(deps.config.APP_ORIGIN, c.req.url)}/reset-password` },
        headers: authHeaders(c.req.raw),
      });
    } catch (error) {
      const message = authErrorInfo(error)?.message ?? (error instanceof Error ? error.message : String(error));
      deps.logger.error({ err: error }, 'Password reset request failed');
      await deps.monitor.logEvent('password_reset_error', { email, error: message }, context);
      await deps.monitor.logResetAttempt(email, false, context);
      return errorResponse(c, 503, RESET_MESSAGES.unexpectedRequest, 'reset_unavailable');
    }
    await deps.monitor.logResetAttempt(email, true, context);
    return c.json({ status: true, message: RESET_MESSAGES.emailSent }, 200);
  })
  .post('/reset-token-status', jsonBody(resetTokenInputSchema), async (c) => {
    const { ip } = requestInfo(c, c.var.deps.config.TRUST_PROXY);
    if (!(await c.var.deps.monitor.allow(RULES.reportsIp, `token:${ip}`, ip))) {
      return errorResponse(c, 429, AUTH_MESSAGES.tooManyAttempts, 'rate_limited');
    }
    const user = await resetTokenUser(c, c.get('body').token);
    c.header('Cache-Control', 'no-store');
    return c.json({ valid: user !== null }, 200);
  })
  .post('/reset-password', jsonBody(resetPasswordInputSchema), async (c) => {
    const { deps } = c.var;
    const { token, newPassword } = c.get('body');
    const info = requestInfo(c, deps.config.TRUST_PROXY);
    const context = { ip: info.ip, userAgent: info.userAgent };
    const user = await resetTokenUser(c, token);
    const email = user?.email ?? 'unknown';
    const ruleError = resetPasswordError(newPassword);
    if (ruleError) return errorResponse(c, 400, ruleError, 'invalid_password');
    if (!user) {
      await deps.monitor.logEvent('password_reset_failed', { email, error: 'Reset link expired, used or invalid' }, context);
      await deps.monitor.logResetAttempt(email, false, context);
      return errorResponse(c, 400, RESET_MESSAGES.linkInvalid, AUTH_ERROR_CODES.invalidToken);
    }
    try {
      await deps.auth.api.resetPassword({ body: { newPassword, token }, headers: authHeaders(c.req.raw) });
    } catch (error) {
      const failure = authErrorInfo(error);
      if (!failure) throw error;
      await deps.monitor.logEvent('password_reset_failed', { email, error: failure.message }, { ...context, userId: user.id });
      await deps.monitor.logResetAttempt(email, false, context);
      if (failure.code === 'INVALID_TOKEN') return errorResponse(c, 400, RESET_MESSAGES.linkInvalid, AUTH_ERROR_CODES.invalidToken);
      return errorResponse(c, 400, failure.message || RESET_MESSAGES.updateFailed, failure.code.toLowerCase());
    }
    await revokeResetLinks(c, user.id);
    await deps.monitor.logResetAttempt(email, true, { ...context, userId: user.id });
    return c.json({ status: true, message: RESET_MESSAGES.updated }, 200);
  });
