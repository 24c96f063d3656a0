import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, type PrometheusContentType, register } from 'prom-client';

/**
 * The server's Prometheus metrics, in prom-client's global registry. Each process counts its own; under
 * WEB_CONCURRENCY the primary sums the workers' through prom-client's AggregatorRegistry (ADR 0053), so one scrape of
 * METRICS_PORT covers every worker. Code that counts something imports the counter by name and calls `inc`.
 */

/** Every answered request by method, route pattern (never the raw path: no ids, tokens or query strings) and status. */
export const httpRequestDuration = new Histogram({
  name: 'rentcheck_http_request_duration_seconds',
  help: 'Time from the request reaching the app to its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
});

/** Market analyses answered, by the level of the data behind them (zip, county, regional) or unknown_zip. */
export const analysesTotal = new Counter({
  name: 'rentcheck_analyses_total',
  help: 'Market analyses answered, by source level (zip, county, regional) or unknown_zip when refused',
  labelNames: ['level'] as const,
});

/** Purchases recorded on an account (a held guest payment counts when its account is completed). */
export const purchasesTotal = new Counter({
  name: 'rentcheck_purchases_total',
  help: 'Purchases recorded on an account, by package and whether they extended an active one',
  labelNames: ['package', 'kind'] as const,
});

/** Emails handed to the SMTP server (counted by the SMTP adapter, the one place every email leaves). */
export const emailsSent = new Counter({
  name: 'rentcheck_emails_sent_total',
  help: 'Emails accepted by the SMTP server',
});

/** Attempts the SMTP server refused or that failed to reach it (a retried email counts each failed attempt). */
export const emailsFailed = new Counter({
  name: 'rentcheck_emails_failed_total',
  help: 'Email send attempts that failed (SMTP refused or unreachable)',
});

/** Requests refused by a rate limit (each 429 rate_limited, sign-in blocks and refused reset requests included). */
export const rateLimitRefusals = new Counter({
  name: 'rentcheck_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit',
});

/** What the data-currency gauges read at each scrape (set once the server is built; ADR 0073). */
let dataCurrencyNow: (() => { rulesWithoutNextPeriod: number; hudYearsBehind: number }) | null = null;

/** The data-currency gauges read `read` at each scrape: the day changes while the server runs. */
export function reportDataCurrency(read: () => { rulesWithoutNextPeriod: number; hudYearsBehind: number }): void {
  dataCurrencyNow = read;
}

/** Rent rules with no row for part of the next 90 days (the check then applies only what does not depend on the year). */
new Gauge({
  name: 'rentcheck_rent_rules_without_next_period',
  help: 'Rent rules (families) with no row for part of the next 90 days',
  aggregator: 'max',
  collect() {
    if (dataCurrencyNow) this.set(dataCurrencyNow().rulesWithoutNextPeriod);
  },
});

/** HUD fiscal years between the newest shipped or imported and the one in force (0 when current). */
new Gauge({
  name: 'rentcheck_hud_fiscal_years_behind',
  help: 'HUD fiscal years the newest shipped or imported fair market rents are behind the year in force',
  aggregator: 'max',
  collect() {
    if (dataCurrencyNow) this.set(dataCurrencyNow().hudYearsBehind);
  },
});

let defaultsStarted = false;
/** Node's own metrics (event-loop lag, heap, CPU, handles); once per process, when metrics are served. */
export function collectProcessMetrics(): void {
  if (defaultsStarted) return;
  defaultsStarted = true;
  collectDefaultMetrics({ prefix: 'rentcheck_' });
}

/** A worker of the cluster answers the primary's requests for its metrics (prom-client's cluster protocol). */
export function answerPrimaryMetricsRequests(): void {
  new AggregatorRegistry();
}

/** The exposition text and its content type: this process's metrics, or with `cluster` all workers' summed. */
export async function metricsText(
  cluster: AggregatorRegistry<PrometheusContentType> | null,
): Promise<{ body: string; contentType: string }> {
  if (cluster) return { body: await cluster.clusterMetrics(), contentType: cluster.contentType };
  return { body: await register.metrics(), contentType: register.contentType };
}
