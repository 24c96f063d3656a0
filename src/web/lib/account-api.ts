import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { settleApi } from './api-client.ts';
import type { AuthUser } from './auth-api.ts';

// Sign-in and sign-up, loaded by src/web/lib/auth.tsx on first use, not with every page (docs/performance.md, "First JavaScript").

export type SignInResult = { ok: true; user: AuthUser } | { ok: false; error: string; blocked: BlockedState | null };

/** Sign-in with password; failures carry the message to show and, when the account is blocked, the reason. */
export async function signInRequest(email: string, password: string): Promise<SignInResult> {
  try {
    const answer = await settleApi((api) => api.account['sign-in'].$post({ json: { email, password } }));
    if (answer.ok) return { ok: true, user: answer.data.user };
    const { message, body } = answer.error;
    return { ok: false, error: message || AUTH_MESSAGES.signInFailed, blocked: body && 'blocked' in body ? body.blocked : null };
  } catch {
    return { ok: false, error: AUTH_MESSAGES.unexpected, blocked: null };
  }
}

export interface SignUpInput {
  email: string;
  password: string;
  fullName: string;
}

/** The account service's sign-up (checkout and account completion use it): success, error, user. */
export interface SignUpResult {
  success: boolean;
  error: string | null;
  user: AuthUser | null;
  needsEmailVerification: boolean;
  /** The server's error code when it refused (user_exists when the email has an account). */
  code?: string;
}

export async function signUpRequest(input: SignUpInput): Promise<SignUpResult> {
  try {
    const answer = await settleApi((api) => api.account['sign-up'].$post({ json: input }));
    if (answer.ok)
      return { success: true, error: null, user: answer.data.user, needsEmailVerification: answer.data.needsEmailVerification };
    const { message, code, body } = answer.error;
    const needsEmailVerification = body && 'needsEmailVerification' in body ? body.needsEmailVerification : false;
    return { success: false, error: message || AUTH_MESSAGES.signUpFailed, user: null, needsEmailVerification, code };
  } catch {
    return { success: false, error: AUTH_MESSAGES.signUpFailed, user: null, needsEmailVerification: false };
  }
}
