import { AUTH_ERROR_CODES, AUTH_MESSAGES, signInErrorMessage } from '#domain/auth/auth-messages.ts';
import type { AccountUser } from '#domain/auth/auth.schema.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { authErrorInfo } from '../../auth/auth-errors.ts';
import type { Deps } from '../../deps.ts';
import { type AuthRequest, toAccountUser } from './sign-up.ts';

/** A refused sign-in: the message and code the user sees, and the blocked state when the attempts are used up. */
interface SignInRefusal<Reason extends string, Blocked extends BlockedState | null> {
  ok: false;
  reason: Reason;
  error: { message: string; code: string };
  blocked: Blocked;
}

export type SignInOutcome =
  | { ok: true; user: AccountUser; setCookies: string[] }
  | SignInRefusal<'blocked', BlockedState>
  | SignInRefusal<'invalid_credentials', BlockedState | null>
  | SignInRefusal<'email_not_confirmed' | 'rejected', null>;

/**
 * Sign-in with the brute-force gate (ADR 0005; limits: #domain/security/security.ts): every attempt counts against the
 * email and the address; a wrong password is recorded (and may block both), a success clears the email's count.
 */
export async function signIn(
  deps: Pick<Deps, 'auth' | 'monitor'>,
  input: { email: string; password: string },
  request: Pick<AuthRequest, 'headers' | 'ip'>,
): Promise<SignInOutcome> {
  const { email, password } = input;
  const blocked = await deps.monitor.signInGate(email, request.ip);
  if (blocked)
    return { ok: false, reason: 'blocked', error: { message: AUTH_MESSAGES.tooManyAttempts, code: AUTH_ERROR_CODES.blocked }, blocked };
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password },
      headers: request.headers,
      returnHeaders: true,
    });
    await deps.monitor.recordSignInSuccess(email, request.ip);
    return { ok: true, user: toAccountUser(response.user), setCookies: headers.getSetCookie() };
  } catch (error) {
    const info = authErrorInfo(error);
    if (!info) throw error;
    if (info.code === 'INVALID_EMAIL_OR_PASSWORD') {
      const nowBlocked = await deps.monitor.recordSignInFailure(email, request.ip);
      return {
        ok: false,
        reason: 'invalid_credentials',
        error: { message: AUTH_MESSAGES.invalidCredentials, code: AUTH_ERROR_CODES.invalidCredentials },
        blocked: nowBlocked,
      };
    }
    if (info.code === 'EMAIL_NOT_VERIFIED') {
      return {
        ok: false,
        reason: 'email_not_confirmed',
        error: { message: AUTH_MESSAGES.emailNotConfirmed, code: AUTH_ERROR_CODES.emailNotConfirmed },
        blocked: null,
      };
    }
    return { ok: false, reason: 'rejected', error: { message: signInErrorMessage(info), code: info.code.toLowerCase() }, blocked: null };
  }
}
