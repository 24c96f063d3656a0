import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import type { RateLimitStore, RateResult, RateRule } from './rate-limit-store.ts';

interface CounterRow {
  points: number;
  ms_left: number | string;
}

const toResult = (rule: RateRule, row: CounterRow | undefined): RateResult => {
  if (!row) return { allowed: true, consumed: 0, remaining: rule.points, retryAfterSeconds: 0 };
  const consumed = Number(row.points);
  return {
    allowed: consumed <= rule.points,
    consumed,
    remaining: Math.max(0, rule.points - consumed),
    retryAfterSeconds: Math.max(0, Math.ceil(Number(row.ms_left) / 1000)),
  };
};

/**
 * Counters in the database (table rate_limit_counters), shared by every process using it. The Redis store falls back
 * to this one while Redis is unreachable, so limits keep holding across processes. One statement per operation, with
 * the database's clock, so concurrent processes never lose a count.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  readonly kind = 'database' as const;

  constructor(private readonly db: Kysely<Database>) {}

  private id = (rule: RateRule, key: string) => `${rule.name}:${key}`;

  async consume(rule: RateRule, key: string, points = 1): Promise<RateResult> {
    const window = sql`now() + make_interval(secs => ${rule.durationSeconds})`;
    const { rows } = await sql<CounterRow>`
      insert into rate_limit_counters as c (key, points, expires_at)
      values (${this.id(rule, key)}, ${points}, ${window})
      on conflict (key) do update set
        points = case when c.expires_at <= now() then excluded.points else c.points + excluded.points end,
        expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
      returning points, (extract(epoch from (expires_at - now())) * 1000)::float8 as ms_left`.execute(this.db);
    return toResult(rule, rows[0]);
  }

  async peek(rule: RateRule, key: string): Promise<RateResult> {
    const { rows } = await sql<CounterRow>`
      select points, (extract(epoch from (expires_at - now())) * 1000)::float8 as ms_left
      from rate_limit_counters where key = ${this.id(rule, key)} and expires_at > now()`.execute(this.db);
    return toResult(rule, rows[0]);
  }

  async reward(rule: RateRule, key: string, points = 1): Promise<void> {
    await sql`update rate_limit_counters set points = greatest(points - ${points}, 0)
      where key = ${this.id(rule, key)} and expires_at > now()`.execute(this.db);
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('key', '=', this.id(rule, key)).execute();
  }

  async block(rule: RateRule, key: string, seconds: number): Promise<void> {
    await sql`
      insert into rate_limit_counters (key, points, expires_at)
      values (${this.id(rule, key)}, ${rule.points + 1}, now() + make_interval(secs => ${seconds}))
      on conflict (key) do update set points = excluded.points, expires_at = excluded.expires_at`.execute(this.db);
  }

  /** Drops expired counters (called now and then; expired rows are ignored anyway). */
  async prune(): Promise<void> {
    await sql`delete from rate_limit_counters where expires_at <= now()`.execute(this.db);
  }

  async close(): Promise<void> {}
}
