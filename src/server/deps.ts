import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { type Config, developmentBanner } from './config.ts';
import { type DatabaseHandle, migrateToLatest, migrationNames, openDatabase } from './db/client.ts';
import { type Auth, createAuth } from './auth/auth.ts';
import { BackgroundTasks } from './services/background-tasks.ts';
import type { Mailer } from './services/email/mailer.ts';
import { EmailOutbox } from './services/email/outbox.ts';
import { createSmtpTransport } from './adapters/smtp-mailer.ts';
import { DatabaseRateLimitStore } from './services/rate-limit/database-store.ts';
import type { RateLimitStore } from './services/rate-limit/rate-limit-store.ts';
import { createRateLimitStore } from './adapters/redis-rate-limit-store.ts';
import { SecurityMonitor } from './services/security/security-monitor.ts';
import { createLetterWriter, type LetterWriter } from './adapters/gemini.ts';
import { HudApiClient } from './adapters/hud-api.ts';
import { RentcastClient } from './adapters/rentcast.ts';
import { CachedRentcast } from './services/comparables/cached-rentcast.ts';
import { importHudSource } from './services/market/hud-import.ts';
import { HudStore } from './services/market/hud-store.ts';
import { MarketService } from './services/market/market.service.ts';
import { MarketDataset } from './services/market/market-dataset.ts';
import { type DemoCheckout, DemoPaymentProvider } from './services/payments/demo-provider.ts';
import type { PaymentProvider } from './services/payments/payment-provider.ts';

/**
 * Everything a request handler may use, built once at start-up (tests build their own). Vendors (payments, AI, mail,
 * rate-limit counters, HUD's API) are typed by the interface services use, never by one implementation.
 */
export interface Deps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  hudStore: HudStore;
  /** The shipped federal market data (data/), or null when MARKET_DATA_DIR holds none. */
  marketData: MarketDataset | null;
  market: MarketService;
  authSecret: string;
  auth: Auth;
  rateLimits: RateLimitStore;
  monitor: SecurityMonitor;
  mailer: Mailer;
  background: BackgroundTasks;
  /** Stripe Checkout with STRIPE_SECRET_KEY, otherwise the demo provider (no card is charged). */
  payments: PaymentProvider;
  /** The demo provider's own checkout page (/demo-checkout/:id); null when payments are real. */
  demoCheckout: DemoCheckout | null;
  letterWriter: LetterWriter;
  /** RentCast's comparables for the market report, each answer kept a day; null without RENTCAST_API_KEY. */
  rentcast: CachedRentcast | null;
  startedAt: Date;
  /**
   * Settles once the database is open, migrated and the imported HUD data loaded. buildDeps waits for it, except for
   * a server whose PGlite directory needs nothing at opening (`openInBackground`); queries issued before then wait
   * for PGlite (docs/performance.md, "Start-up and memory"). Rejects when the database cannot open.
   */
  opened: Promise<void>;
  /** Closes the database, the rate-limit store and the mail transport. */
  close(): Promise<void>;
}

function resolveAuthSecret(config: Config, persist: boolean): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (!persist) return randomBytes(32).toString('hex');
  const file = path.resolve(config.DATA_DIR, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface BuildDepsOptions {
  /** In-memory PGlite and no files in DATA_DIR (tests). */
  ephemeral?: boolean;
  logger?: Logger;
  /** A database the caller opened already (the server opens it first, so PGlite starts while the rest loads). */
  database?: DatabaseHandle;
  /**
   * Return before the database has opened when the PGlite directory records the migrations this build ships and no
   * HUD import (and HUD_FMR_FILE is unset): nothing that answers without the database can differ (docs/performance.md, "Start-up and memory").
   */
  openInBackground?: boolean;
  /** The build's packed market data (the server passes MARKET_DATA_PACK; tests read the CSV files). */
  marketDataPack?: string;
}

export async function buildDeps(config: Config, options: BuildDepsOptions = {}): Promise<Deps> {
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL });
  const database =
    options.database ??
    openDatabase({
      url: config.DATABASE_URL,
      dataDir: options.ephemeral ? undefined : config.DATA_DIR,
    });
  const hudStore = new HudStore(database.db);
  const marketData = MarketDataset.load(config.MARKET_DATA_DIR, options.marketDataPack);
  const opened = (async () => {
    await migrateToLatest(database.db);
    await hudStore.load();
    if (hudStore.size === 0 && config.HUD_FMR_FILE) {
      const result = await importHudSource(database.db, config.HUD_FMR_FILE);
      logger.info({ rows: result.rows, fiscalYear: result.fiscalYear }, `Imported HUD data from ${config.HUD_FMR_FILE}`);
      await hudStore.load();
    }
    database.recordState({ migrations: migrationNames(), hudImported: hudStore.size > 0 });
    if (!marketData && hudStore.size === 0) {
      logger.warn(
        `No market data in ${config.MARKET_DATA_DIR} and no HUD import: analyses use regional estimates. Run npm run data:build or npm run data:hud.`,
      );
    }
  })();
  // The caller handles a failure; this keeps it from counting as unhandled in the meantime.
  opened.catch(() => undefined);
  const known = database.knownState;
  const current = migrationNames();
  const nothingToOpen =
    options.openInBackground === true &&
    known !== null &&
    !known.hudImported &&
    !config.HUD_FMR_FILE &&
    known.migrations.length === current.length &&
    current.every((name, i) => known.migrations[i] === name);
  if (!nothingToOpen) await opened;

  const hudApi = config.HUD_API_TOKEN ? new HudApiClient({ baseUrl: config.HUD_API_URL, token: config.HUD_API_TOKEN }) : null;
  const authSecret = resolveAuthSecret(config, !options.ephemeral);
  const rateLimits = createRateLimitStore(config.REDIS_URL, logger, new DatabaseRateLimitStore(database.db));
  const monitor = new SecurityMonitor(database.db, rateLimits, logger);
  // Every email is an outbox row; this process's worker delivers due rows (one sender per row across processes).
  const mailer = new EmailOutbox(
    database.db,
    config.SMTP_URL ? await createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : null,
    logger,
    { retryBaseMs: config.EMAIL_RETRY_SECONDS * 1000 },
  );
  void opened.then(
    () => mailer.start(),
    () => undefined,
  );
  const background = new BackgroundTasks(logger);
  const auth = createAuth({ config, db: database.db, secret: authSecret, logger, mailer, background, monitor });
  // The Stripe SDK is loaded only when a key is set (docs/performance.md, "Start-up and memory").
  const demoCheckout = config.STRIPE_SECRET_KEY ? null : new DemoPaymentProvider(database.db);
  const payments: PaymentProvider =
    demoCheckout ??
    (await import('./adapters/stripe-provider.ts').then(
      (stripe) =>
        new stripe.StripePaymentProvider(
          stripe.createStripeClient({ secretKey: config.STRIPE_SECRET_KEY!, apiUrl: config.STRIPE_API_URL }),
        ),
    ));
  // Development says in one line what it simulates; production got here only with each opt-out set explicitly.
  const banner = developmentBanner(config);
  if (banner) logger.warn(banner);
  else if (payments.kind === 'demo') logger.warn('DEMO_PAYMENTS=true: payments run in demo mode and no card is charged.');
  if (config.NODE_ENV === 'production' && !config.SMTP_URL)
    logger.warn('DEV_OUTBOX=true: emails stay in the database outbox and the log; none is sent.');
  if (payments.kind !== 'demo' && !config.STRIPE_WEBHOOK_SECRET)
    logger.warn('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused; purchases are recorded on verification only.');
  if (!config.APP_ORIGIN) logger.warn('APP_ORIGIN is not set: only localhost origins are trusted for sign-in and emailed links.');
  return {
    config,
    database,
    logger,
    hudStore,
    marketData,
    market: new MarketService(hudStore, marketData, hudApi),
    authSecret,
    auth,
    rateLimits,
    monitor,
    mailer,
    background,
    payments,
    demoCheckout,
    letterWriter: createLetterWriter({
      apiKey: config.GEMINI_API_KEY,
      baseUrl: config.GEMINI_API_URL,
      timeoutMs: config.GEMINI_TIMEOUT_MS,
    }),
    rentcast: config.RENTCAST_API_KEY
      ? new CachedRentcast(
          new RentcastClient({ baseUrl: config.RENTCAST_API_URL, apiKey: config.RENTCAST_API_KEY, timeoutMs: config.RENTCAST_TIMEOUT_MS }),
        )
      : null,
    startedAt: new Date(),
    opened,
    async close() {
      // A shutdown while PGlite opens lets it finish opening, then closes it cleanly.
      await opened.catch(() => undefined);
      await background.idle();
      await Promise.allSettled([rateLimits.close(), mailer.close()]);
      await database.close();
    },
  };
}
