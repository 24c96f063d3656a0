import type { logPasswordResetAttemptSchema, logSecurityEventSchema } from '#domain/security/security.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';

/** Who sent a browser report: the address the server sees (never the one the body claims) and the signed-in user. */
export interface ReporterContext {
  ip: string;
  userAgent: string | null;
  userId?: string | null;
}

/** log-security-event: a browser's report, stored with source 'client'. */
export async function logClientSecurityEvent(
  deps: Pick<Deps, 'monitor'>,
  report: z.output<typeof logSecurityEventSchema>,
  reporter: ReporterContext,
): Promise<void> {
  await deps.monitor.logEvent(report.event_type, report.event_details, {
    ip: reporter.ip,
    userAgent: report.user_agent ?? reporter.userAgent,
    userId: reporter.userId ?? null,
    source: 'client',
  });
}

/** log-password-reset-attempt: a browser's report, stored with source 'client'. */
export async function logClientResetAttempt(
  deps: Pick<Deps, 'monitor'>,
  report: z.output<typeof logPasswordResetAttemptSchema>,
  reporter: ReporterContext,
): Promise<void> {
  await deps.monitor.logResetAttempt(report.email.trim().toLowerCase(), report.success, {
    ip: reporter.ip,
    userAgent: report.user_agent ?? reporter.userAgent,
    source: 'client',
  });
}
