import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import type { AccountUser } from '#domain/auth/auth.schema.ts';
import { authErrorInfo } from '../../auth/auth-errors.ts';
import type { Deps } from '../../deps.ts';
import { findAccountByEmail } from './account.repo.ts';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  rawFullName: string;
}

/** The request as better-auth needs it (its cookies and host), the client's address and the app's origin. */
export interface AuthRequest {
  headers: Headers;
  ip: string;
  origin: string;
}

/**
 * Why a sign-up was turned down: suspicious activity, an existing (confirmed or unconfirmed) account, or better-auth's
 * own refusal (`invalid`, `forbidden` or `unprocessable`, as better-auth classed it).
 */
type SignUpRefusalReason = 'suspicious' | 'unconfirmed' | 'exists' | 'invalid' | 'forbidden' | 'unprocessable';

export type SignUpOutcome =
  | { ok: true; user: AccountUser; needsEmailVerification: boolean; setCookies: string[] }
  | { ok: false; reason: SignUpRefusalReason; message: string; code: string; needsEmailVerification: boolean };

export const toAccountUser = (user: { id: string; email: string; name: string; emailVerified: boolean }): AccountUser => ({
  id: user.id,
  email: user.email,
  fullName: user.name || null,
  emailVerified: user.emailVerified,
});

/**
 * The account service's sign-up: suspicious-activity check, the existing-unconfirmed case, then better-auth creates
 * the user (a profiles row follows from its hook) and signs in.
 */
export async function signUpAccount(deps: Deps, input: NewAccount, request: AuthRequest): Promise<SignUpOutcome> {
  if (await deps.monitor.signUpIsSuspicious({ email: input.email, rawName: input.rawFullName, ip: request.ip })) {
    return {
      ok: false,
      reason: 'suspicious',
      message: AUTH_MESSAGES.suspiciousActivity,
      code: AUTH_ERROR_CODES.suspicious,
      needsEmailVerification: false,
    };
  }
  const existing = await findAccountByEmail(deps.database.db, input.email);
  if (existing) {
    if (!existing.emailVerified) {
      deps.background.run(
        deps.auth.api.sendVerificationEmail({
          body: { email: input.email, callbackURL: `${request.origin}/dashboard` },
          headers: request.headers,
        }),
        'verification email',
      );
      return {
        ok: false,
        reason: 'unconfirmed',
        message: AUTH_MESSAGES.emailNotConfirmed,
        code: AUTH_ERROR_CODES.emailNotConfirmed,
        needsEmailVerification: true,
      };
    }
    return {
      ok: false,
      reason: 'exists',
      message: 'User already exists. Use another email.',
      code: AUTH_ERROR_CODES.userExists,
      needsEmailVerification: false,
    };
  }
  try {
    const { headers, response } = await deps.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName, callbackURL: `${request.origin}/dashboard` },
      headers: request.headers,
      returnHeaders: true,
    });
    return {
      ok: true,
      user: toAccountUser(response.user),
      needsEmailVerification: response.token === null && !response.user.emailVerified,
      setCookies: headers.getSetCookie(),
    };
  } catch (error) {
    const info = authErrorInfo(error);
    if (!info) throw error;
    const reason = info.status === 422 ? 'unprocessable' : info.status === 403 ? 'forbidden' : 'invalid';
    return { ok: false, reason, message: info.message || AUTH_MESSAGES.signUpFailed, code: info.code, needsEmailVerification: false };
  }
}
