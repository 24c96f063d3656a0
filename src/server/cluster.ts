import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import type { Config } from './config.ts';
import { serveMetrics } from './observability/metrics-server.ts';

/** A worker that dies sooner than this after starting waits a second before its replacement (no crash loop at full CPU). */
const QUICK_DEATH_MS = 10_000;

/**
 * The primary of WEB_CONCURRENCY=N (node:cluster): forks N workers that share the port (each runs the whole server),
 * replaces a worker that exits while the service runs, serves every worker's metrics summed on METRICS_PORT, and on
 * SIGTERM or SIGINT passes the signal to the workers, which drain their requests (SHUTDOWN_TIMEOUT_MS), then exits.
 * It opens no database and answers no request itself.
 */
export async function runPrimary(config: Config): Promise<void> {
  const logger = pino({ level: config.LOG_LEVEL });
  const metrics = config.METRICS_PORT === undefined ? null : new AggregatorRegistry<PrometheusContentType>();
  const metricsServer = metrics ? await serveMetrics(config.METRICS_HOST, config.METRICS_PORT!, metrics) : null;
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) {
        logger.info('Shutdown: every worker has stopped');
        metricsServer?.close();
        process.exit(0);
      }
      return;
    }
    logger.error({ workerPid: worker.process.pid, code, signal }, 'Worker exited; starting a replacement');
    if (lived < QUICK_DEATH_MS) setTimeout(fork, 1000);
    else fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, workers: startedAt.size }, 'Shutdown: asking every worker to drain and stop');
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // Each worker stops within its own SHUTDOWN_TIMEOUT_MS; this is the bound on the whole.
    setTimeout(() => {
      logger.error({ workers: startedAt.size }, 'Shutdown: workers still running after the timeout; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  logger.info(
    { workers: config.WEB_CONCURRENCY, metrics: metricsServer ? `${config.METRICS_HOST}:${config.METRICS_PORT}` : null },
    `RentCheck primary ${process.pid}: starting ${config.WEB_CONCURRENCY} workers on port ${config.PORT}`,
  );
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
}
