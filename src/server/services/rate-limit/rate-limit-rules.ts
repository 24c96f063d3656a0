import { RENTCAST_LOOKUPS_PER_ACCOUNT_DAY } from '#domain/letters/market-report-comparables.ts';
import { SECURITY_LIMITS } from '#domain/security/security.ts';
import type { KeyedRateRule } from './rate-limit-store.ts';

/**
 * Every rate limit the server applies, by name: what is counted (per IP, email, user), how many in what window. The
 * rateLimit middleware and the security monitor consume them through the RateLimitStore.
 */
export const RULES = {
  signInEmail: {
    name: 'signin-email',
    per: 'email',
    points: SECURITY_LIMITS.signInAttempts,
    durationSeconds: SECURITY_LIMITS.signInWindowSeconds,
  },
  signInIp: { name: 'signin-ip', per: 'ip', points: SECURITY_LIMITS.signInAttempts, durationSeconds: SECURITY_LIMITS.signInWindowSeconds },
  failuresEmail: { name: 'metric-failures-email', per: 'email', points: 1_000_000, durationSeconds: SECURITY_LIMITS.metricsWindowSeconds },
  failuresIp: { name: 'metric-failures-ip', per: 'ip', points: 1_000_000, durationSeconds: SECURITY_LIMITS.metricsWindowSeconds },
  hitsEmail: { name: 'metric-hits-email', per: 'email', points: 1_000_000, durationSeconds: SECURITY_LIMITS.metricsWindowSeconds },
  hitsIp: { name: 'metric-hits-ip', per: 'ip', points: 1_000_000, durationSeconds: SECURITY_LIMITS.metricsWindowSeconds },
  resetEmail: {
    name: 'reset-email',
    per: 'email',
    points: SECURITY_LIMITS.resetRequestsPerHour,
    durationSeconds: SECURITY_LIMITS.resetWindowSeconds,
  },
  /** Reset requests from one network, whatever the email (one address cannot mail-bomb many inboxes). */
  resetIp: { name: 'reset-ip', per: 'ip', points: 20, durationSeconds: 60 * 60 },
  signUpIp: { name: 'signup-ip', per: 'ip', points: SECURITY_LIMITS.signUpsPerIpPerHour, durationSeconds: 60 * 60 },
  reportsIp: { name: 'reports-ip', per: 'ip', points: 30, durationSeconds: 60 },
  /** Opening a shared market report (ADR 0076): a landlord reads it a few times; a crawler of tokens is stopped. */
  sharedReportIp: { name: 'shared-report-ip', per: 'ip', points: 60, durationSeconds: 60 },
  authIp: { name: 'auth-ip', per: 'ip', points: 300, durationSeconds: 60 },
  writesUser: { name: 'writes-user', per: 'user', points: 30, durationSeconds: 60 },
  /** Confirmation emails asked for by turning reminders on (each reaches an address not yet confirmed). */
  confirmEmailUser: { name: 'confirm-email-user', per: 'user', points: 1, durationSeconds: 60 * 60 },
  /** The plan recomputed as a Premium holder types (ADR 0058): a market lookup each, never a vendor call. */
  planUser: { name: 'plan-user', per: 'user', points: 120, durationSeconds: 60 },
  /** RentCast look-ups of one account a day (each may cost the operator's RentCast quota; issue 31). */
  rentcastUser: { name: 'rentcast-user', per: 'user', points: RENTCAST_LOOKUPS_PER_ACCOUNT_DAY, durationSeconds: 24 * 60 * 60 },
  /** Priority support emails from one account (each reaches the operator's inbox). */
  supportUser: { name: 'support-user', per: 'user', points: 5, durationSeconds: 60 * 60 },
} as const satisfies Record<string, KeyedRateRule>;
