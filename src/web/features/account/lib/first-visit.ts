import { useEffect, useState } from 'react';

/**
 * A session begun this soon after the account was created is the one that created it: sign-up and a paid guest's
 * account completion sign in within the same request. A later sign-in (another device, after signing out) is a
 * return visit, and the sign-in form greets it with "Welcome back!" too.
 */
const CREATING_SESSION_MS = 10_000;
const SEEN_KEY = 'rentcheck:dashboard-seen:';

/** The server's word: this session is the one that created the account (ISO dates from get-session). */
export function isCreatingSession(accountCreatedAt: string, sessionCreatedAt: string): boolean {
  const account = Date.parse(accountCreatedAt);
  const session = Date.parse(sessionCreatedAt);
  if (Number.isNaN(account) || Number.isNaN(session)) return false;
  return session - account < CREATING_SESSION_MS;
}

function seenHere(userId: string): boolean {
  try {
    return localStorage.getItem(SEEN_KEY + userId) !== null;
  } catch {
    return false;
  }
}

/**
 * True on the account's first dashboard visit: in the session that created the account (the server's dates) and
 * before this browser has shown the dashboard to this user (so coming back to it says "Welcome back"). The answer
 * holds for the whole visit.
 */
export function useFirstDashboardVisit(userId: string, session: { createdAt: string; accountCreatedAt: string } | null): boolean {
  const [first] = useState(() => session !== null && isCreatingSession(session.accountCreatedAt, session.createdAt) && !seenHere(userId));
  useEffect(() => {
    try {
      localStorage.setItem(SEEN_KEY + userId, '1');
    } catch {
      // Storage may be unavailable (private mode): the greeting then relies on the server's dates alone.
    }
  }, [userId]);
  return first;
}
