import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { ApiError, apiGet, apiPost } from './api-client.ts';

/** The account as the browser sees it. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
}

export interface AuthSession {
  expiresAt: string;
}

interface SessionResponse {
  session: { expiresAt: string } | null;
  user: { id: string; email: string; name: string; emailVerified: boolean } | null;
}

/** Reads the session cookie's session; `refresh` slides its expiry (activity), otherwise it is read-only. */
export async function fetchSession(refresh: boolean): Promise<{ user: AuthUser; session: AuthSession } | null> {
  const data = await apiGet<SessionResponse | null>(`/auth/get-session${refresh ? '' : '?disableRefresh=true'}`);
  if (!data?.user || !data.session) return null;
  return {
    user: { id: data.user.id, email: data.user.email, fullName: data.user.name || null, emailVerified: data.user.emailVerified },
    session: { expiresAt: data.session.expiresAt },
  };
}

export async function signOutRequest(): Promise<void> {
  await apiPost('/auth/sign-out', {});
}

export type SignInResult = { ok: true; user: AuthUser } | { ok: false; error: string; blocked: BlockedState | null };

/** Sign-in with password; failures carry the message to show and, when the account is blocked, the reason. */
export async function signInRequest(email: string, password: string): Promise<SignInResult> {
  try {
    const { user } = await apiPost<{ user: AuthUser }>('/account/sign-in', { email, password });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof ApiError) {
      const blocked = (error.body as { blocked?: BlockedState | null } | null)?.blocked ?? null;
      return { ok: false, error: error.message || AUTH_MESSAGES.signInFailed, blocked };
    }
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
    const result = await apiPost<{ user: AuthUser; needsEmailVerification: boolean }>('/account/sign-up', input);
    return { success: true, error: null, user: result.user, needsEmailVerification: result.needsEmailVerification };
  } catch (error) {
    if (error instanceof ApiError) {
      const needsEmailVerification = (error.body as { needsEmailVerification?: boolean } | null)?.needsEmailVerification ?? false;
      return { success: false, error: error.message || AUTH_MESSAGES.signUpFailed, user: null, needsEmailVerification, code: error.code };
    }
    return { success: false, error: AUTH_MESSAGES.signUpFailed, user: null, needsEmailVerification: false };
  }
}
