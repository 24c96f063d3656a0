import { callAuthEndpoint } from './api-client.ts';

/** The account as the browser sees it. */
export interface AuthUser {
  id: string;
  email: string;
  fullName: string | null;
  emailVerified: boolean;
}

export interface AuthSession {
  expiresAt: string;
  /** When this sign-in began (ISO); refreshing the session does not move it. */
  createdAt: string;
  /** When the signed-in account was created (ISO), as the server recorded it. */
  accountCreatedAt: string;
}

interface SessionResponse {
  session: { expiresAt: string; createdAt: string } | null;
  user: { id: string; email: string; name: string; emailVerified: boolean; createdAt: string } | null;
}

/**
 * Reads the session cookie's session through better-auth's own get-session (not in AppType: its JSON is better-auth's);
 * `refresh` slides its expiry (activity), otherwise it is read-only.
 */
export async function fetchSession(refresh: boolean): Promise<{ user: AuthUser; session: AuthSession } | null> {
  const data = (await callAuthEndpoint(`/auth/get-session${refresh ? '' : '?disableRefresh=true'}`)) as SessionResponse | null;
  if (!data?.user || !data.session) return null;
  return {
    user: { id: data.user.id, email: data.user.email, fullName: data.user.name || null, emailVerified: data.user.emailVerified },
    session: { expiresAt: data.session.expiresAt, createdAt: data.session.createdAt, accountCreatedAt: data.user.createdAt },
  };
}

/** better-auth's own sign-out: ends the server session and clears its cookie. */
export async function signOutRequest(): Promise<void> {
  await callAuthEndpoint('/auth/sign-out', {});
}
