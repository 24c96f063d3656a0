import type { Deps } from '../../deps.ts';
import { type DataCurrency, serverDataCurrency } from '../rent-rules/data-currency.ts';
import { pingDatabase } from './health.repo.ts';

export type ReadinessCheck = 'ok' | 'error' | 'not_configured';
export interface Readiness {
  ready: boolean;
  /** True once shutdown has begun: the process finishes what it has but should get nothing new. */
  draining: boolean;
  database: ReadinessCheck;
  redis: ReadinessCheck;
  marketData: ReadinessCheck;
  /**
   * Whether the shipped rules and HUD data answer for the days ahead (ADR 0073): reported for the operator, never a
   * reason to be unready (stale rules still apply each law's ceiling, notice and exemptions).
   */
  dataCurrency: DataCurrency;
}

/** A check that takes longer than this counts as failed: a balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

let draining = false;
/** Shutdown has begun: /api/health/ready answers 503 from now on, so the proxy stops sending new requests here. */
export function startDraining(): void {
  draining = true;
}

function check(work: Promise<unknown>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout])
    .then(() => 'ok' as const)
    .catch(() => 'error' as const)
    .finally(() => clearTimeout(timer));
}

/**
 * Ready to take traffic: the database answers, Redis answers when REDIS_URL is set (the shared rate limits), and the
 * market data the analysis needs is loaded; and the process is not shutting down. The body also says whether the
 * rules table and the HUD year still answer for the days ahead.
 */
export async function checkReadiness(deps: Pick<Deps, 'database' | 'rateLimits' | 'marketData' | 'hudStore'>): Promise<Readiness> {
  const { ping } = deps.rateLimits;
  const [database, redis] = await Promise.all([
    check(pingDatabase(deps.database.db)),
    ping ? check(ping()) : Promise.resolve('not_configured' as const),
  ]);
  const marketData: ReadinessCheck = deps.marketData || deps.hudStore.size > 0 ? 'ok' : 'error';
  const ready = !draining && database === 'ok' && redis !== 'error' && marketData === 'ok';
  return { ready, draining, database, redis, marketData, dataCurrency: serverDataCurrency(deps) };
}
