import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { assertPremiumDeliverable, ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

async function main() {
  const config = loadConfig();
  assertPremiumDeliverable(config);
  // PGlite's PostgreSQL is 9 MB of WebAssembly. V8 compiles it with its baseline compiler and then recompiles hot
  // functions with its optimising one in the background; for our small queries the baseline code alone measured as
  // fast, and without the second tier the process starts sooner and keeps about 50 MB less resident (ADR 0020).
  // Set before the database opens, as the flag applies to modules compiled after it.
  if (!config.DATABASE_URL) v8.setFlagsFromString('--liftoff-only');
  // Open the database first: PGlite compiles its WebAssembly off the main thread while the rest of the server's
  // modules load (ADR 0020: start-up time).
  const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const [{ serve }, { createApp }, { buildDeps }, { MARKET_DATA_PACK }] = await Promise.all([
    import('@hono/node-server'),
    import('./app.ts'),
    import('./deps.ts'),
    import('./services/market-data/shipped-files.ts'),
  ]);
  // When the PGlite directory needs nothing at opening, the server listens while PGlite opens: the analysis and the
  // pages need no database, and queries wait for it (ADR 0033). A database that fails to open still stops the process.
  const deps = await buildDeps(config, { database, marketDataPack: MARKET_DATA_PACK, openInBackground: true });
  deps.opened.catch(fail);
  const app = createApp(deps);
  if (deps.database.kind === 'pglite') {
    // Tells scripts (npm run testimonials) that the embedded database is in use by this process.
    const pidFile = path.resolve(config.DATA_DIR, 'server.pid');
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(pidFile, String(process.pid));
    process.on('exit', () => rmSync(pidFile, { force: true }));
  }
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    deps.logger.info(
      `RentCheck listening on http://localhost:${info.port} (database: ${deps.database.kind}, market data: ${
        deps.marketData
          ? deps.marketData.manifest.files
              .map((f) => f.year)
              .filter((y, i, all) => all.indexOf(y) === i)
              .join(', ')
          : 'none'
      }${deps.hudStore.size ? `, imported HUD ZIPs: ${deps.hudStore.size}` : ''})`,
    );
  });
  const shutdown = () => {
    server.close(() => {
      void deps.close().finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

function fail(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
}

main().catch(fail);
