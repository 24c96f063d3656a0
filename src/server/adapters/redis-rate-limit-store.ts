import { createRequire } from 'node:module';
import type { Redis as RedisClient } from 'ioredis';
import type { Logger } from 'pino';
import { type IRateLimiterOptions, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitStore, RateResult, RateRule } from '../services/rate-limit/rate-limit-store.ts';

// The rate-limit counters through rate-limiter-flexible: in this process's memory, or in Redis (REDIS_URL) with the
// database store standing in while Redis is unreachable (ADR 0018).

type Limiter = RateLimiterMemory | RateLimiterRedis;

function toResult(rule: RateRule, res: RateLimiterRes | null, allowed: boolean): RateResult {
  if (!res) return { allowed: true, consumed: 0, remaining: rule.points, retryAfterSeconds: 0 };
  return {
    allowed,
    consumed: res.consumedPoints,
    remaining: Math.max(0, res.remainingPoints),
    retryAfterSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)),
  };
}

class FlexibleStore implements RateLimitStore {
  private readonly limiters = new Map<string, Limiter>();

  constructor(
    readonly kind: 'memory' | 'redis',
    private readonly create: (options: IRateLimiterOptions) => Limiter,
    private readonly onClose: () => Promise<void> = async () => {},
  ) {}

  private limiter(rule: RateRule): Limiter {
    const id = `${rule.name}:${rule.points}:${rule.durationSeconds}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.create({ keyPrefix: `rentcheck:${rule.name}`, points: rule.points, duration: rule.durationSeconds });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }

  async consume(rule: RateRule, key: string, points = 1): Promise<RateResult> {
    try {
      return toResult(rule, await this.limiter(rule).consume(key, points), true);
    } catch (error) {
      if (error instanceof RateLimiterRes) return toResult(rule, error, false);
      throw error;
    }
  }

  async peek(rule: RateRule, key: string): Promise<RateResult> {
    const res = await this.limiter(rule).get(key);
    return toResult(rule, res, res ? res.consumedPoints <= rule.points : true);
  }

  async reward(rule: RateRule, key: string, points = 1): Promise<void> {
    await this.limiter(rule).reward(key, points);
  }

  async reset(rule: RateRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  async block(rule: RateRule, key: string, seconds: number): Promise<void> {
    await this.limiter(rule).block(key, seconds);
  }

  close(): Promise<void> {
    return this.onClose();
  }
}

function createMemoryRateLimitStore(): RateLimitStore {
  return new FlexibleStore('memory', (options) => new RateLimiterMemory(options));
}

/**
 * Redis, with the database standing in while Redis is unreachable: every process falls back to the same shared
 * counters (never to its own memory, which would multiply the limits by the number of processes), and each call
 * tries Redis first, so the limits move back to Redis as soon as it answers again.
 */
function createRedisRateLimitStore(url: string, logger: Logger, fallback: RateLimitStore): RateLimitStore {
  // ioredis is loaded only when REDIS_URL is set (docs/performance.md, "Start-up and memory").
  const { Redis } = createRequire(import.meta.url)('ioredis') as { Redis: typeof RedisClient };
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, connectTimeout: 2000 });
  let lastError = 0;
  client.on('error', (error: Error) => {
    // Reconnection attempts repeat the same error; say it once a minute.
    if (Date.now() - lastError > 60_000) logger.warn({ err: error }, 'Redis rate-limit store error');
    lastError = Date.now();
  });
  const redis = new FlexibleStore('redis', (options) => new RateLimiterRedis({ ...options, storeClient: client }));
  let degraded = false;
  const run = async <T>(operation: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    if (client.status === 'ready') {
      try {
        const result = await operation(redis);
        if (degraded) logger.info('Redis is back: rate limits are kept in Redis again');
        degraded = false;
        return result;
      } catch (error) {
        if (error instanceof RateLimiterRes) throw error;
        logger.warn({ err: error }, 'Redis rate-limit call failed');
      }
    }
    // Before the first connection completes (start-up) the database stands in quietly.
    if (!degraded && lastError > 0) logger.warn('Redis is unreachable: rate limits are kept in the database until it returns');
    degraded = lastError > 0;
    return operation(fallback);
  };
  return {
    kind: 'redis',
    consume: (rule, key, points) => run((s) => s.consume(rule, key, points)),
    peek: (rule, key) => run((s) => s.peek(rule, key)),
    reward: (rule, key, points) => run((s) => s.reward(rule, key, points)),
    reset: (rule, key) => run((s) => s.reset(rule, key)),
    block: (rule, key, seconds) => run((s) => s.block(rule, key, seconds)),
    async ping() {
      if (client.status !== 'ready') throw new Error(`Redis is ${client.status}`);
      await client.ping();
    },
    async close() {
      client.disconnect();
      await fallback.close();
    },
  };
}

export function createRateLimitStore(redisUrl: string | undefined, logger: Logger, fallback: RateLimitStore): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl, logger, fallback) : createMemoryRateLimitStore();
}
