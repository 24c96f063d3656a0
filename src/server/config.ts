import { z } from 'zod';
import { DEFAULT_MARKET_DATA_DIR } from './services/market/shipped-files.ts';

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));
const envBoolean = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === 'true' || v === '1'));
const optionalText = z
  .string()
  .trim()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  APP_ORIGIN: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  AUTH_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Folder of shipped market data written by `npm run data:build`; an empty folder runs without it. */
  MARKET_DATA_DIR: z.string().default(DEFAULT_MARKET_DATA_DIR),
  HUD_FMR_FILE: optionalText,
  HUD_API_TOKEN: optionalText,
  HUD_API_URL: z.string().url().default('https://www.huduser.gov/hudapi/public'),
  /** RentCast's API key: the Premium market report then lists RentCast's comparables (ADR 0049). */
  RENTCAST_API_KEY: optionalText,
  RENTCAST_API_URL: z.string().url().default('https://api.rentcast.io/v1'),
  RENTCAST_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(6_000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  GEMINI_API_KEY: optionalText,
  GEMINI_API_URL: optionalUrl,
  GEMINI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('RentCheck <no-reply@rentcheck.app>'),
  REDIS_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Inactivity timeout; the server session expires with it too. Shorten only for tests. */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** How often the browser checks for inactivity: every 60 seconds, never less often. Shorten only for tests. */
  SESSION_CHECK_SECONDS: z.coerce.number().positive().max(60, 'must be at most 60').default(60),
  /** Refuse sign-in until the email address is confirmed through the emailed link. Stricter when true. */
  REQUIRE_EMAIL_VERIFICATION: envBoolean(false),
  /** Where Premium buyers' support requests go; without it no page offers or promises priority support. */
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The answer time promised to Premium buyers with SUPPORT_EMAIL, in hours. */
  SUPPORT_RESPONSE_HOURS: z.coerce.number().int('must be a whole number of hours').min(1).max(720).default(24),
  // --- Production mode and email outbox (issue 23, ADR 0054) ---
  /**
   * `production` turns on the start-up checks of productionProblems(). Read in any case (`Production` is production);
   * any other value than production, development or test is refused at start-up (issue 31: `prod` ran in development
   * mode, demo payments and all).
   */
  NODE_ENV: z
    .string()
    .default('development')
    .transform((v) => v.trim().toLowerCase() || 'development')
    .pipe(z.enum(['production', 'development', 'test'], { error: 'must be production or development (or test)' })),
  /** Production without Stripe: the operator accepts demo payments (no card is charged, Premium is free). */
  DEMO_PAYMENTS: envBoolean(false),
  /** Production without SMTP_URL: the operator accepts that emails stay in the database outbox and the log. */
  DEV_OUTBOX: envBoolean(false),
  /** The email outbox's first retry after a failed delivery; each further failure doubles it, up to 30 minutes. */
  EMAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(1800).default(30),
  // --- end production mode and email outbox ---
  // --- Request path and processes (ADR 0053) ---
  /**
   * How many proxies stand in front of the server. The client's address is then the X-Forwarded-For entry that the
   * farthest of them appended, counted from the right (`1`: the address nginx saw). `true` means 1, `false` or 0 the
   * socket's address. Forged entries a client sends sit to the left and are never read.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === 'false') return 0;
      if (v === 'true') return 1;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      ctx.addIssue({ code: 'custom', message: 'must be the number of proxies in front (0, 1, 2...), true or false' });
      return z.NEVER;
    }),
  /** Prometheus metrics on their own listener; unset serves none. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /** Where the metrics listener binds: loopback unless the operator opens it. */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** How long shutdown waits for requests in flight (longer than GEMINI_TIMEOUT_MS, so an AI letter finishes). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** Worker processes sharing the port (node:cluster); 1 runs no cluster. Needs DATABASE_URL above 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // --- end request path and processes ---
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/**
 * Unsafe defaults, one line each naming the variable and the opt-out. In production (NODE_ENV=production): demo
 * payments, the dev outbox, a generated AUTH_SECRET and an APP_ORIGIN that is not https, unless opted out. In every
 * mode: several processes (WEB_CONCURRENCY > 1) without DATABASE_URL (PGlite belongs to one process), REDIS_URL or
 * AUTH_SECRET, which would split the database, rate limits and
 * sessions. Development otherwise starts with no configuration and says what it simulates (developmentBanner).
 */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  const processes = config.WEB_CONCURRENCY;
  if (processes > 1) {
    if (!config.DATABASE_URL)
      problems.push(
        `WEB_CONCURRENCY=${processes} needs DATABASE_URL: the embedded database (PGlite) belongs to one process. Set DATABASE_URL to a PostgreSQL database, or WEB_CONCURRENCY=1.`,
      );
    if (!config.REDIS_URL)
      problems.push(
        `REDIS_URL is not set but WEB_CONCURRENCY=${processes}: several processes share rate limits only through Redis; set REDIS_URL or WEB_CONCURRENCY=1.`,
      );
    if (!config.AUTH_SECRET)
      problems.push(
        `AUTH_SECRET is not set but WEB_CONCURRENCY=${processes}: every process must sign sessions with the same secret; set AUTH_SECRET (openssl rand -hex 32) or WEB_CONCURRENCY=1.`,
      );
  }
  if (config.NODE_ENV !== 'production') return problems;
  if (!config.DEMO_PAYMENTS) {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !config[name]);
    if (missing.length)
      problems.push(
        `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set: set ${missing.length > 1 ? 'them' : 'it'} to take real payments, or set DEMO_PAYMENTS=true to run demo payments (no card is charged, Premium is free).`,
      );
  }
  if (!config.SMTP_URL && !config.DEV_OUTBOX)
    problems.push(
      'SMTP_URL is not set: set it to send email (password resets, verification, receipts), or set DEV_OUTBOX=true to keep emails in the database outbox and the log only.',
    );
  if (!config.AUTH_SECRET && processes === 1)
    problems.push(
      'AUTH_SECRET is not set: set it to a random string of at least 32 characters (openssl rand -hex 32); there is no opt-out in production.',
    );
  if (!config.APP_ORIGIN) problems.push('APP_ORIGIN is not set: set it to the https address renters use, e.g. https://rentcheck.example.');
  else if (new URL(config.APP_ORIGIN).protocol !== 'https:')
    problems.push(`APP_ORIGIN must be an https address in production (it is ${config.APP_ORIGIN}).`);
  return problems;
}

/** Refuses to start in production with an unsafe default; the message has one line per problem. */
export function assertProductionReady(config: Config): void {
  const problems = productionProblems(config);
  if (problems.length)
    throw new ConfigError(`RentCheck refuses to start (NODE_ENV=${config.NODE_ENV}):\n${problems.map((p) => `- ${p}`).join('\n')}`);
}

/** Development's one-line banner of what is simulated, or null when nothing is (always null in production). */
export function developmentBanner(config: Config): string | null {
  if (config.NODE_ENV === 'production') return null;
  const simulated = [
    ...(config.STRIPE_SECRET_KEY ? [] : ['demo payments (no card is charged)']),
    ...(config.SMTP_URL ? [] : ['dev outbox (emails are logged with their links, not sent)']),
    ...(config.AUTH_SECRET ? [] : [`generated AUTH_SECRET (kept in ${config.DATA_DIR}/auth-secret)`]),
  ];
  return simulated.length ? `Development mode simulates: ${simulated.join('; ')}. Set NODE_ENV=production for a real deployment.` : null;
}

/** Parses the environment once; a bad value becomes a one-line message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid ${name}: ${issue.message}`);
}
