/**
 * Session inactivity (ADR 0005): warn with a 10-second toast when 5 minutes or less remain; the browser re-reads the
 * session every 30 seconds. The idle timeout itself comes from server configuration (SESSION_IDLE_MINUTES).
 */
export const SESSION_WARNING_SECONDS = 5 * 60;
export const SESSION_WARNING_TOAST_MS = 10_000;
export const SESSION_POLL_SECONDS = 30;
/** Browser events that count as activity and reset the inactivity timer. */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart', 'click'] as const;

export interface SessionPolicy {
  /** Inactivity timeout in seconds (SESSION_IDLE_MINUTES). */
  idleSeconds: number;
  /** Warn when this many seconds or fewer remain. */
  warningSeconds: number;
  /** How often the browser checks the remaining time. */
  checkSeconds: number;
  /** The browser refreshes the server session on activity at most this often. */
  touchSeconds: number;
}

export const SESSION_MESSAGES = {
  warningTitle: 'Your session is about to expire',
  extendAction: 'Extend Session',
  extended: 'Session extended',
} as const;

export function sessionWarningBody(remainingSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(remainingSeconds / 60));
  return `You will be signed out in ${minutes} minute${minutes === 1 ? '' : 's'} due to inactivity.`;
}

export type InactivityState = { kind: 'active' } | { kind: 'warning'; remainingSeconds: number } | { kind: 'expired' };

/** What the inactivity monitor should do, given the last activity and the policy. */
export function inactivityState(
  nowMs: number,
  lastActivityMs: number,
  policy: Pick<SessionPolicy, 'idleSeconds' | 'warningSeconds'>,
): InactivityState {
  const remainingSeconds = policy.idleSeconds - (nowMs - lastActivityMs) / 1000;
  if (remainingSeconds <= 0) return { kind: 'expired' };
  if (remainingSeconds <= policy.warningSeconds) return { kind: 'warning', remainingSeconds };
  return { kind: 'active' };
}
