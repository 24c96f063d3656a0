/** Security event types, threat records and the limits that produce them (ADR 0005). */
export const SECURITY_EVENT_TYPES = [
  'password_reset_requested',
  'password_reset_rate_limited',
  'password_reset_email_sent',
  'password_reset_failed',
  'password_reset_error',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const THREAT_TYPES = ['suspicious_pattern', 'brute_force', 'rate_limit_abuse'] as const;
export type ThreatType = (typeof THREAT_TYPES)[number];
export const THREAT_SEVERITIES = ['medium', 'high', 'critical'] as const;
export type ThreatSeverity = (typeof THREAT_SEVERITIES)[number];

export interface ThreatRecord {
  type: ThreatType;
  severity: ThreatSeverity;
  description: string;
  email: string | null;
  ip: string | null;
  timestamp: string;
}

export const SECURITY_LIMITS = {
  /** Sign-in attempts per email and per IP in the 15-minute window. */
  signInAttempts: 5,
  signInWindowSeconds: 15 * 60,
  /** Failed sign-ins (per email or IP, per hour) that mark brute force. */
  bruteForceFailures: 5,
  /** Rate-limit hits (per email or IP, per hour) that mark abuse. */
  abuseHits: 10,
  /** Metrics reset hourly. */
  metricsWindowSeconds: 60 * 60,
  /** Threat records are kept for 24 hours. */
  threatRetentionHours: 24,
  /** Password reset requests per email per hour. */
  resetRequestsPerHour: 3,
  resetWindowSeconds: 60 * 60,
  /** Reset link lifetime. */
  resetTokenSeconds: 60 * 60,
  /** Sign-ups per IP per hour before the attempt is treated as suspicious. */
  signUpsPerIpPerHour: 10,
} as const;

/** The blocked state the sign-in page shows ('Access Temporarily Restricted' with the reason). */
export interface BlockedState {
  blocked: true;
  reason: string;
  retryAfterSeconds: number;
}
