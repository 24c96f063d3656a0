import type { Context, MiddlewareHandler, TypedResponse } from 'hono';
import type { BlankInput } from 'hono/types';
import type { AppEnv } from '../app-env.ts';
import { type ApiErrorBody, errorResponse } from '../http/errors.ts';
import { requestInfo } from '../http/request-info.ts';
import type { KeyedRateRule } from '../services/rate-limit/rate-limit-store.ts';

const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

export interface RateLimitOptions {
  /**
   * The counter's key. By default the rule's own kind: the client's address for a per-ip rule, the signed-in user's
   * id for a per-user rule (after requireUser); a per-email or per-session rule must say how to find its key.
   */
  key?: (c: Context<AppEnv>, ip: string) => string;
  /** The 429's message, when the route's is not the generic one. */
  message?: string;
}

/**
 * One point of the rule's budget per request; once it is used up, a 429 `rate_limited` with the message, and the
 * refusal counts as a rate-limit hit of the address (SecurityMonitor.allow).
 */
export function rateLimit(
  rule: KeyedRateRule,
  options: RateLimitOptions = {},
): MiddlewareHandler<AppEnv, string, BlankInput, TypedResponse<ApiErrorBody, 429, 'json'>> {
  const key = options.key ?? defaultKey(rule);
  const message = options.message ?? TOO_MANY_REQUESTS;
  return async (c, next) => {
    const deps = c.get('deps');
    const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(rule, key(c, ip), ip))) return errorResponse(c, 429, message, 'rate_limited');
    await next();
  };
}

function defaultKey(rule: KeyedRateRule): NonNullable<RateLimitOptions['key']> {
  if (rule.per === 'ip') return (_c, ip) => ip;
  if (rule.per === 'user') return (c) => c.get('user').id;
  throw new Error(`Rate limit ${rule.name} is per ${rule.per}: give rateLimit its key`);
}
