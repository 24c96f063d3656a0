export interface RateRule {
  /** Key prefix; each rule keeps its own counters. */
  name: string;
  /** Points allowed per window. */
  points: number;
  durationSeconds: number;
}

/** What one counter of a request limit counts: a client address, an email, a signed-in user or a checkout session. */
export type RateKey = 'ip' | 'email' | 'user' | 'session';

/** A request limit: the counter rule and, explicitly, what each of its counters is keyed by. */
export interface KeyedRateRule extends RateRule {
  per: RateKey;
}

export interface RateResult {
  allowed: boolean;
  /** Points consumed in the current window (including this one). */
  consumed: number;
  remaining: number;
  /** Seconds until the window resets (0 when nothing is recorded). */
  retryAfterSeconds: number;
}

/**
 * Counters with a time window, kept in memory or, with REDIS_URL, in Redis so several server processes share them.
 * Every limit and security metric lives here: the server process keeps no per-user state of its own (ADR 0005, 0018).
 */
export interface RateLimitStore {
  readonly kind: 'memory' | 'redis' | 'database';
  consume(rule: RateRule, key: string, points?: number): Promise<RateResult>;
  peek(rule: RateRule, key: string): Promise<RateResult>;
  reward(rule: RateRule, key: string, points?: number): Promise<void>;
  reset(rule: RateRule, key: string): Promise<void>;
  /** Uses up the rule's points for `seconds`, so every consume is refused until then. */
  block(rule: RateRule, key: string, seconds: number): Promise<void>;
  /** The shared store (Redis) answers; only a store with a server of its own has one (readiness, ADR 0053). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
