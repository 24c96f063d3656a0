import { AUTH_ERROR_CODES, AUTH_MESSAGES, RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { authErrorInfo } from '../../auth/auth-errors.ts';
import type { Deps } from '../../deps.ts';
import { type AccountRef, findAccountById, findAccountByEmail } from '../account/account.repo.ts';
import { ok, type Result, refuse } from '../result.ts';
import { verifyCsrfToken } from './csrf.ts';
import { deleteResetLinks } from './password-reset.repo.ts';
import { RULES } from '../rate-limit/rate-limit-rules.ts';

/** The request as better-auth needs it, and who sent it (for the security logs). */
export interface ResetRequestContext {
  headers: Headers;
  ip: string;
  userAgent: string | null;
}

type ResetDone = { status: true; message: string };

/** Finds the live reset token's account without consuming it (null when unknown or expired). */
async function resetTokenAccount(deps: Pick<Deps, 'auth' | 'database'>, token: string): Promise<AccountRef | null> {
  const context = await deps.auth.$context;
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || new Date(verification.expiresAt).getTime() <= Date.now()) return null;
  return findAccountById(deps.database.db, verification.value);
}

/**
 * Step 1, the emailed link (ADR 0005): the anti-forgery token must match its cookie, then the per-network and
 * per-email limits; the answer is the same whether or not the email has an account. Every outcome is logged.
 */
export async function requestPasswordReset(
  deps: Deps,
  input: { email: string; csrfToken: string; csrfCookie: string | undefined; redirectTo: string },
  request: ResetRequestContext,
): Promise<Result<ResetDone, typeof AUTH_ERROR_CODES.csrf | typeof AUTH_ERROR_CODES.resetRateLimited | 'reset_unavailable'>> {
  const { email } = input;
  const context = { ip: request.ip, userAgent: request.userAgent };
  if (!verifyCsrfToken(deps.authSecret, input.csrfToken, input.csrfCookie)) {
    await deps.monitor.logEvent('password_reset_failed', { email, error: 'Anti-forgery token missing or invalid' }, context);
    await deps.monitor.logResetAttempt(email, false, context);
    return refuse(AUTH_ERROR_CODES.csrf, AUTH_MESSAGES.securityValidationFailed);
  }
  const networkAllowed = await deps.monitor.allow(RULES.resetIp, request.ip, request.ip);
  if (!networkAllowed || !(await deps.monitor.resetRequestAllowed(email))) {
    await deps.monitor.logEvent('password_reset_rate_limited', { email }, context);
    await deps.monitor.logResetAttempt(email, false, context);
    await deps.monitor.recordRateLimitHit(email, request.ip);
    return refuse(AUTH_ERROR_CODES.resetRateLimited, AUTH_MESSAGES.tooManyResetAttempts);
  }
  await deps.monitor.logEvent('password_reset_requested', { email }, context);
  const account = await findAccountByEmail(deps.database.db, email);
  if (account) await deleteResetLinks(deps.database.db, account.id);
  try {
    // Same answer whether or not the email has an account; the email itself is sent in the background.
    await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: input.redirectTo }, headers: request.headers });
  } catch (error) {
    const message = authErrorInfo(error)?.message ?? (error instanceof Error ? error.message : String(error));
    deps.logger.error({ err: error }, 'Password reset request failed');
    await deps.monitor.logEvent('password_reset_error', { email, error: message }, context);
    await deps.monitor.logResetAttempt(email, false, context);
    return refuse('reset_unavailable', RESET_MESSAGES.unexpectedRequest);
  }
  await deps.monitor.logResetAttempt(email, true, context);
  return ok({ status: true, message: RESET_MESSAGES.emailSent });
}

/** Whether a reset link's token is live (the reset page asks before showing the form); nothing is consumed. */
export async function resetTokenStatus(deps: Pick<Deps, 'auth' | 'database'>, token: string): Promise<{ valid: boolean }> {
  return { valid: (await resetTokenAccount(deps, token)) !== null };
}

/**
 * Step 2, the new password (already held to the one password rule by resetPasswordInputSchema), then the live token; a success revokes every other reset link of the
 * account (and better-auth signs out its sessions). Every outcome is logged.
 */
export async function resetPassword(
  deps: Deps,
  input: { token: string; newPassword: string },
  request: ResetRequestContext,
): Promise<Result<ResetDone, typeof AUTH_ERROR_CODES.invalidToken | 'reset_failed'>> {
  const { token, newPassword } = input;
  const context = { ip: request.ip, userAgent: request.userAgent };
  const account = await resetTokenAccount(deps, token);
  const email = account?.email ?? 'unknown';
  if (!account) {
    await deps.monitor.logEvent('password_reset_failed', { email, error: 'Reset link expired, used or invalid' }, context);
    await deps.monitor.logResetAttempt(email, false, context);
    return refuse(AUTH_ERROR_CODES.invalidToken, RESET_MESSAGES.linkInvalid);
  }
  try {
    await deps.auth.api.resetPassword({ body: { newPassword, token }, headers: request.headers });
  } catch (error) {
    const failure = authErrorInfo(error);
    if (!failure) throw error;
    await deps.monitor.logEvent('password_reset_failed', { email, error: failure.message }, { ...context, userId: account.id });
    await deps.monitor.logResetAttempt(email, false, context);
    if (failure.code === 'INVALID_TOKEN') return refuse(AUTH_ERROR_CODES.invalidToken, RESET_MESSAGES.linkInvalid);
    // Any other refusal from better-auth (a password it will not take): the user is told its message.
    return refuse('reset_failed', failure.message || RESET_MESSAGES.updateFailed);
  }
  await deleteResetLinks(deps.database.db, account.id);
  await deps.monitor.logResetAttempt(email, true, { ...context, userId: account.id });
  return ok({ status: true, message: RESET_MESSAGES.updated });
}
