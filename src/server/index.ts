import cluster from 'node:cluster';
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import { sql } from 'kysely';
import { assertProductionReady, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { claimEmbeddedDatabase } from './db/embedded-owner.ts';
import type { Deps } from './deps.ts';

async function main() {
  const config = loadConfig();
  assertProductionReady(config);
  // WEB_CONCURRENCY=N: this process becomes the cluster's primary and each worker runs the rest of main (ADR 0053).
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./cluster.ts');
    return runPrimary(config);
  }
  // One process per embedded database: a second server on the same DATA_DIR would write the same files (ADR 0001). The
  // claim comes before anything opens and is an atomic bind the system releases when this process dies, so a restart
  // right after kill -9 starts and two servers starting together never both pass it (ADR 0080).
  const claim = config.DATABASE_URL ? null : await claimEmbeddedDatabase(config.DATA_DIR);
  if (claim?.owner) {
    throw new ConfigError(
      `RentCheck cannot start: another server (pid ${claim.owner.pid}) is using the embedded database in ${config.DATA_DIR}. Stop it, or give this one its own DATA_DIR and PORT.`,
    );
  }
  // PGlite's PostgreSQL is 9 MB of WebAssembly. V8 compiles it with its baseline compiler and then recompiles hot
  // functions with its optimising one in the background; for our small queries the baseline code alone measured as
  // fast, and without the second tier the process starts sooner and keeps about 50 MB less resident (docs/performance.md, "Start-up and memory").
  // Set before the database opens, as the flag applies to modules compiled after it.
  if (!config.DATABASE_URL) v8.setFlagsFromString('--liftoff-only');
  // Open the database first: PGlite compiles its WebAssembly off the main thread while the rest of the server's
  // modules load (docs/performance.md, "Start-up and memory").
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  // A signal before the server listens lets start-up finish opening the database, then closes it, so a PGlite
  // directory is never left mid-open (docs/performance.md, "Start-up and memory"). Errors caused by that closing are not start-up failures.
  let depsReady: Promise<Deps> | undefined;
  let shutdown = () => {
    stopping = true;
    setTimeout(() => process.exit(0), 5000).unref();
    void (async () => {
      const built = await depsReady?.catch(() => undefined);
      if (built) return built.close();
      // A first query opens Kysely's driver, so that closing it closes PGlite.
      await sql`select 1`.execute(database.db).catch(() => undefined);
      await database.close();
    })().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => shutdown());
  process.on('SIGTERM', () => shutdown());
  const [
    { serve },
    { createApp },
    { buildDeps },
    { MARKET_DATA_PACK },
    metrics,
    { startDraining },
    { startReminderJob },
    { currencyWarnings, serverDataCurrency },
  ] = await Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./deps.ts'),
    import('./services/market/shipped-files.ts'),
    import('./observability/metrics.ts'),
    import('./services/health/readiness.ts'),
    import('./services/reminders/reminder-job.ts'),
    import('./services/rent-rules/data-currency.ts'),
  ]);
  // When the PGlite directory needs nothing at opening, the server listens while PGlite opens: the analysis and the
  // pages need no database, and queries wait for it (docs/performance.md, "Start-up and memory"). A database that fails to open still stops the process.
  if (stopping) return;
  depsReady = buildDeps(config, { database, marketDataPack: MARKET_DATA_PACK, openInBackground: true });
  const deps = await depsReady;
  deps.opened.catch(fail);
  if (stopping) return;
  const app = createApp(deps);
  // Reminder emails and the deletion of saved negotiations past their retention (ADR 0050), once the database is open.
  let stopReminderJob = () => {};
  void deps.opened.then(
    () => {
      if (!stopping) stopReminderJob = startReminderJob(deps);
    },
    () => undefined,
  );
  if (cluster.isWorker) {
    // The primary serves every worker's metrics, summed: it asks each worker for its own.
    metrics.answerPrimaryMetricsRequests();
    if (config.METRICS_PORT !== undefined) metrics.collectProcessMetrics();
  } else if (config.METRICS_PORT !== undefined) {
    metrics.collectProcessMetrics();
    const { serveMetrics } = await import('./observability/metrics-server.ts');
    await serveMetrics(config.METRICS_HOST, config.METRICS_PORT);
  }
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, () => {
    deps.logger.info(
      `RentCheck listening on http://localhost:${(server.address() as AddressInfo).port} (database: ${deps.database.kind}, market data: ${
        deps.marketData
          ? deps.marketData.manifest.files
              .map((f) => f.year)
              .filter((y, i, all) => all.indexOf(y) === i)
              .join(', ')
          : 'none'
      }${deps.hudStore.size ? `, imported HUD ZIPs: ${deps.hudStore.size}` : ''})`,
    );
    // Once listening (ADR 0073): read the rules table (the first rent check then need not), warn when the rules or the
    // HUD year no longer answer for the days ahead, and let each metrics scrape read the same for its day.
    setImmediate(() => {
      for (const warning of currencyWarnings(serverDataCurrency(deps))) deps.logger.warn(warning);
      metrics.reportDataCurrency(() => {
        const { rentRules, hud } = serverDataCurrency(deps);
        return {
          rulesWithoutNextPeriod: rentRules.withoutNextPeriod.length,
          hudYearsBehind: hud.shippedYear === null ? hud.inForceYear : Math.max(0, hud.inForceYear - hud.shippedYear),
        };
      });
    });
  });
  // A port another program holds is a start-up problem with a plain answer, not a stack trace.
  server.on('error', (error: NodeJS.ErrnoException) => {
    fail(
      error.code === 'EADDRINUSE'
        ? new ConfigError(
            `RentCheck cannot start: port ${config.PORT} is already in use. Stop the program using it, or set PORT to a free port.`,
          )
        : error,
    );
  });
  // Requests in flight, counted from their arrival until their response is sent or their client goes.
  let inFlight = 0;
  server.on('request', (_req, res) => {
    inFlight += 1;
    res.once('close', () => {
      inFlight -= 1;
    });
  });
  let closing = false;
  shutdown = () => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    stopReminderJob();
    // /api/health/ready answers 503 from now on; the listener stops taking connections; idle keep-alive connections
    // close now and busy ones once their response is sent (Node's server.close).
    startDraining();
    deps.logger.info({ inFlight, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }, 'Shutdown: draining requests in flight');
    let finished = false;
    const finish = (drained: boolean) => {
      if (finished) return;
      finished = true;
      const summary = { inFlight, elapsedMs: Date.now() - started };
      if (drained) deps.logger.info(summary, 'Shutdown: every request answered; stopped');
      else deps.logger.warn(summary, 'Shutdown: SHUTDOWN_TIMEOUT_MS reached; stopping with requests unfinished');
      void deps.close().finally(() => process.exit(0));
    };
    server.close(() => finish(true));
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      finish(false);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
  };
}

let stopping = false;

function fail(error: unknown): void {
  if (stopping) return;
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
}

main().catch(fail);
