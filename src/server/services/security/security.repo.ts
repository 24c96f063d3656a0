import { SECURITY_LIMITS, type SecurityEventType, type ThreatSeverity, type ThreatType } from '#domain/security/security.ts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface NewThreat {
  type: ThreatType;
  severity: ThreatSeverity;
  description: string;
  email: string | null;
  ip: string | null;
}

const retentionStart = () => sql<Date>`now() - make_interval(hours => ${SECURITY_LIMITS.threatRetentionHours})`;

/** Stores a threat and drops the ones older than the retention window. */
export async function insertThreat(db: Kysely<Database>, threat: NewThreat): Promise<void> {
  await db.insertInto('security_threats').values(threat).execute();
  await db.deleteFrom('security_threats').where('created_at', '<', retentionStart()).execute();
}

/** Threats within the retention window, newest first (at most 100), for an email and/or IP (all when neither). */
export async function selectRecentThreats(db: Kysely<Database>, filter: { email?: string | null; ip?: string | null }) {
  let query = db
    .selectFrom('security_threats')
    .select(['type', 'severity', 'description', 'email', 'ip', 'created_at'])
    .where('created_at', '>=', retentionStart());
  const { email, ip } = filter;
  if (email || ip) {
    query = query.where((eb) => eb.or([...(email ? [eb('email', '=', email)] : []), ...(ip ? [eb('ip', '=', ip)] : [])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(100).execute();
}

export async function insertSecurityEvent(
  db: Kysely<Database>,
  event: {
    type: SecurityEventType;
    details: string;
    userAgent: string | null;
    ip: string | null;
    userId: string | null;
    source: 'server' | 'client';
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      event_type: event.type,
      event_details: event.details,
      user_agent: event.userAgent,
      ip_address: event.ip,
      user_id: event.userId,
      source: event.source,
    })
    .execute();
}

export async function insertResetAttempt(
  db: Kysely<Database>,
  attempt: { email: string; success: boolean; userAgent: string | null; ip: string | null; source: 'server' | 'client' },
): Promise<void> {
  await db
    .insertInto('password_reset_attempts')
    .values({
      email: attempt.email,
      success: attempt.success,
      user_agent: attempt.userAgent,
      ip_address: attempt.ip,
      source: attempt.source,
    })
    .execute();
}
