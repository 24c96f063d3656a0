import { useEffect, useState } from 'react';

/**
 * How long after the account was created a sign-in still belongs to the sitting that created it: sign-up and a paid
 * guest's account completion sign in at once; confirming the email first signs in when the link is followed.
 */
const FIRST_SITTING_MS = 60 * 60 * 1000;
const SEEN_KEY = 'rentcheck:dashboard-seen:';

/** The server's word: this session began within an hour of the account's creation (ISO dates from get-session). */
export function inFirstSitting(accountCreatedAt: string, sessionCreatedAt: string): boolean {
  const account = Date.parse(accountCreatedAt);
  const session = Date.parse(sessionCreatedAt);
  if (Number.isNaN(account) || Number.isNaN(session)) return false;
  return session - account < FIRST_SITTING_MS;
}

function seenHere(userId: string): boolean {
  try {
    return localStorage.getItem(SEEN_KEY + userId) !== null;
  } catch {
    return false;
  }
}

/**
 * True on the account's first dashboard visit: in the sitting that created the account (the server's dates) and
 * before this browser has shown the dashboard to this user (so signing out and in again says "Welcome back"). The
 * answer holds for the whole visit.
 */
export function useFirstDashboardVisit(userId: string, session: { createdAt: string; accountCreatedAt: string } | null): boolean {
  const [first] = useState(() => session !== null && inFirstSitting(session.accountCreatedAt, session.createdAt) && !seenHere(userId));
  useEffect(() => {
    try {
      localStorage.setItem(SEEN_KEY + userId, '1');
    } catch {
      // Storage may be unavailable (private mode): the greeting then relies on the server's dates alone.
    }
  }, [userId]);
  return first;
}
