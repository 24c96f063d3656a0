/**
 * How long after the account was created a sign-in still counts as the first visit: the sign-up (or a paid guest's
 * account completion) signs in at once; confirming the email first signs in when the link is followed.
 */
const FIRST_SITTING_MS = 60 * 60 * 1000;

/**
 * True while the renter is in the sitting that created the account: the server's session began within an hour of
 * the account's creation. A later sign-in starts a new session, and the dashboard then says "Welcome back".
 */
export function isFirstVisit(accountCreatedAt: string, sessionCreatedAt: string): boolean {
  const account = Date.parse(accountCreatedAt);
  const session = Date.parse(sessionCreatedAt);
  if (Number.isNaN(account) || Number.isNaN(session)) return false;
  return session - account < FIRST_SITTING_MS;
}
