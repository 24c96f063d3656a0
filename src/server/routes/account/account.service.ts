import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import type { Deps } from '../../deps.ts';
import { authErrorInfo } from '../../auth/auth-errors.ts';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  rawFullName: string;
}

export interface ClientUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
}

export type SignUpOutcome =
  | { ok: true; user: ClientUser; needsEmailVerification: boolean; setCookies: string[] }
  | { ok: false; status: 403 | 409 | 422 | 400; message: string; code: string; needsEmailVerification: boolean };

export interface RequestContext {
  headers: Headers;
  ip: string;
  origin: string;
}

export const toClientUser = (user: { id: string; email: string; name: string; emailVerified: boolean }): ClientUser => ({
  id: user.id,
  email: user.email,
  fullName: user.name || null,
  emailVerified: user.emailVerified,
});

/**
 * The account service's sign-up (also used by checkout and account completion): suspicious-activity check, the
 * existing-unconfirmed case, then better-auth creates the user (a profiles row follows from its hook) and signs in.
 */
export async function signUpAccount(deps: Deps, input: NewAccount, request: RequestContext): Promise<SignUpOutcome> {
  if (await deps.monitor.signUpIsSuspicious({ email: input.email, rawName: input.rawFullName, ip: request.ip })) {
    return { ok: false, status: 403, message: AUTH_MESSAGES.suspiciousActivity, code: AUTH_ERROR_CODES.suspicious, needsEmailVerification: false };
  }
  const existing = await deps.database.db.selectFrom('user').select(['id', 'emailVerified']).where('email', '=', input.email).executeTakeFirst();
  if (existing) {
    if (!existing.emailVerified) {
      deps.background.run(
        deps.auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: `${request.origin}/dashboard` }, headers: request.headers }),
        'verification email',
      );
      return {
        ok: false,
        status: 409,
        message: AUTH_MESSAGES.emailNotConfirmed,
        code: AUTH_ERROR_CODES.emailNotConfirmed,
        needsEmailVerification: true,
      };
    }
    return { ok: false, status: 409, message: 'User already exists. Use another email.', code: AUTH_ERROR_CODES.userExists, needsEmailVerification: false };
  }
  try {
    const { headers, response } = await deps.auth.api.signUpEmail({
      body: { email: input.email, password: input.password, name: input.fullName, callbackURL: `${request.origin}/dashboard` },
      headers: request.headers,
      returnHeaders: true,
    });
    return {
      ok: true,
      user: toClientUser(response.user),
      needsEmailVerification: response.token === null && !response.user.emailVerified,
      setCookies: headers.getSetCookie(),
    };
  } catch (error) {
    const info = authErrorInfo(error);
    if (!info) throw error;
    const status = info.status === 422 ? 422 : info.status === 403 ? 403 : 400;
    return { ok: false, status, message: info.message || AUTH_MESSAGES.signUpFailed, code: info.code, needsEmailVerification: false };
  }
}
