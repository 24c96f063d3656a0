import {
  type BlockedState,
  SECURITY_LIMITS,
  type SecurityEventType,
  type ThreatRecord,
  type ThreatSeverity,
  type ThreatType,
} from '#domain/security/security.ts';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/types.ts';
import { RULES } from '../rate-limit/rate-limit-rules.ts';
import type { KeyedRateRule, RateLimitStore, RateResult, RateRule } from '../rate-limit/rate-limit-store.ts';
import { insertResetAttempt, insertSecurityEvent, insertThreat, type NewThreat, selectRecentThreats } from './security.repo.ts';
import { rateLimitRefusals } from '../../observability/metrics.ts';

function blockedReason(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts from this account or network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export interface EventContext {
  ip: string | null;
  userAgent: string | null;
  userId?: string | null;
  source?: 'server' | 'client';
}

/**
 * The address is unknown only for requests made in-process (tests calling app.request without TRUST_PROXY);
 * per-IP counters skip it rather than lumping every such caller together. Per-email limits still apply.
 */
const UNKNOWN_IP = 'unknown';
const NO_LIMIT = { allowed: true, consumed: 0, remaining: Number.MAX_SAFE_INTEGER, retryAfterSeconds: 0 };

const MARKUP = /<[^>]*>|javascript:|\bon[a-z]+\s*=|[<>]/i;

/**
 * Brute-force and abuse detection (ADR 0005; limits: #domain/security/security.ts): limits and hourly metrics in the
 * rate-limit store, threat records and the security logs in the database.
 */
export class SecurityMonitor {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: RateLimitStore,
    private readonly logger: Logger,
  ) {}

  /** Counts one sign-in attempt for the email and the IP; refused when either has used its 5 per 15 minutes. */
  async signInGate(email: string, ip: string): Promise<BlockedState | null> {
    const [byEmail, byIp] = await Promise.all([this.store.consume(RULES.signInEmail, email), this.consumeIp(RULES.signInIp, ip)]);
    if (byEmail.allowed && byIp.allowed) return null;
    await this.recordRateLimitHit(email, ip);
    const retry = Math.max(byEmail.allowed ? 0 : byEmail.retryAfterSeconds, byIp.allowed ? 0 : byIp.retryAfterSeconds);
    return { blocked: true, reason: blockedReason(retry), retryAfterSeconds: retry };
  }

  /** The current blocked state without counting an attempt (the sign-in page asks on load). */
  async blockStatus(ip: string, email?: string): Promise<BlockedState | null> {
    const checks = await Promise.all([
      ip === UNKNOWN_IP ? Promise.resolve(null) : this.store.peek(RULES.signInIp, ip),
      email ? this.store.peek(RULES.signInEmail, email) : Promise.resolve(null),
    ]);
    const blocked = checks.filter((r) => r && r.consumed >= RULES.signInIp.points && r.retryAfterSeconds > 0);
    if (blocked.length === 0) return null;
    const retry = Math.max(...blocked.map((r) => r!.retryAfterSeconds));
    return { blocked: true, reason: blockedReason(retry), retryAfterSeconds: retry };
  }

  async recordSignInFailure(email: string, ip: string): Promise<BlockedState | null> {
    const [byEmail, byIp] = await Promise.all([this.store.consume(RULES.failuresEmail, email), this.consumeIp(RULES.failuresIp, ip)]);
    const threshold = SECURITY_LIMITS.bruteForceFailures;
    if (byEmail.consumed === threshold || byIp.consumed === threshold) {
      await this.recordThreat({
        type: 'brute_force',
        severity: 'high',
        description: `${threshold} failed sign-in attempts within an hour`,
        email,
        ip,
      });
      // Brute force blocks both keys for the rest of the sign-in window.
      await Promise.all([
        this.store.block(RULES.signInEmail, email, SECURITY_LIMITS.signInWindowSeconds),
        ip === UNKNOWN_IP ? Promise.resolve() : this.store.block(RULES.signInIp, ip, SECURITY_LIMITS.signInWindowSeconds),
      ]);
    }
    return this.blockStatus(ip, email);
  }

  /** A successful sign-in does not count against the limits. */
  async recordSignInSuccess(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.store.reset(RULES.signInEmail, email),
      ip === UNKNOWN_IP ? Promise.resolve() : this.store.reward(RULES.signInIp, ip, 1),
    ]);
  }

  async recordRateLimitHit(email: string | null, ip: string): Promise<void> {
    rateLimitRefusals.inc();
    const [byEmail, byIp] = await Promise.all([
      email ? this.store.consume(RULES.hitsEmail, email) : Promise.resolve(null),
      this.consumeIp(RULES.hitsIp, ip),
    ]);
    const threshold = SECURITY_LIMITS.abuseHits;
    if (byEmail?.consumed === threshold || byIp.consumed === threshold) {
      await this.recordThreat({
        type: 'rate_limit_abuse',
        severity: 'critical',
        description: `${threshold} rate-limit hits within an hour`,
        email,
        ip,
      });
    }
  }

  /**
   * Sign-up's suspicious-activity check: markup in the name or email, or more sign-ups from one network than an hour
   * allows. Threat records are history for review, never a flag that blocks: failed sign-ins by other visitors on the
   * same network must not stop a new customer signing up (their own limits expire with their windows).
   */
  async signUpIsSuspicious(input: { email: string; rawName: string; ip: string }): Promise<boolean> {
    let description: string | null = null;
    if (MARKUP.test(input.rawName) || MARKUP.test(input.email)) description = 'Markup or script in sign-up details';
    if (!description) {
      const bySignUps = await this.consumeIp(RULES.signUpIp, input.ip);
      if (!bySignUps.allowed) description = `More than ${RULES.signUpIp.points} sign-ups from one network within an hour`;
    }
    if (!description) return false;
    await this.recordThreat({ type: 'suspicious_pattern', severity: 'medium', description, email: input.email, ip: input.ip });
    return true;
  }

  /** At most 3 reset requests per email per hour. */
  async resetRequestAllowed(email: string): Promise<boolean> {
    return (await this.store.consume(RULES.resetEmail, email)).allowed;
  }

  async recordThreat(threat: NewThreat) {
    this.logger.warn({ threat }, `Security threat: ${threat.type}`);
    await insertThreat(this.db, threat);
  }

  /** Threat records of the last 24 hours, newest first, for an email and/or IP (all when neither is given). */
  async recentThreats(filter: { email?: string | null; ip?: string | null } = {}): Promise<ThreatRecord[]> {
    const rows = await selectRecentThreats(this.db, filter);
    return rows.map((r) => ({
      type: r.type as ThreatType,
      severity: r.severity as ThreatSeverity,
      description: r.description,
      email: r.email,
      ip: r.ip,
      timestamp: new Date(r.created_at).toISOString(),
    }));
  }

  async logEvent(type: SecurityEventType, details: { email?: string | undefined; error?: string | undefined }, context: EventContext) {
    try {
      await insertSecurityEvent(this.db, {
        type,
        details: JSON.stringify(details),
        userAgent: context.userAgent,
        ip: context.ip,
        userId: context.userId ?? null,
        source: context.source ?? 'server',
      });
    } catch (error) {
      this.logger.error({ err: error, type }, 'Could not write security event');
    }
  }

  async logResetAttempt(email: string, success: boolean, context: EventContext) {
    try {
      await insertResetAttempt(this.db, {
        email,
        success,
        userAgent: context.userAgent,
        ip: context.ip,
        source: context.source ?? 'server',
      });
    } catch (error) {
      this.logger.error({ err: error }, 'Could not write password reset attempt');
    }
  }

  private consumeIp(rule: RateRule, ip: string): Promise<RateResult> {
    return ip === UNKNOWN_IP ? Promise.resolve(NO_LIMIT) : this.store.consume(rule, ip);
  }

  /**
   * Spends one point of a per-key budget (report endpoints, writes, payments); false when the budget is used up, and
   * the refusal counts as a rate-limit hit of the address. A per-address rule does not count an unknown address.
   */
  async allow(rule: KeyedRateRule, key: string, ip: string): Promise<boolean> {
    if (rule.per === 'ip' && ip === UNKNOWN_IP) return true;
    const result = await this.store.consume(rule, key);
    if (!result.allowed) await this.recordRateLimitHit(null, ip);
    return result.allowed;
  }
}
