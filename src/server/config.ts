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
  /** Sell Premium with real payments (STRIPE_SECRET_KEY) although GEMINI_API_KEY is unset: pages then say no AI. */
  ALLOW_PREMIUM_WITHOUT_AI: envBoolean(false),
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

export const PREMIUM_WITHOUT_AI_MESSAGE =
  'STRIPE_SECRET_KEY takes real payments but GEMINI_API_KEY is not set, so Premium would sell AI letters this server cannot write. Set GEMINI_API_KEY, or set ALLOW_PREMIUM_WITHOUT_AI=true to sell Premium without AI letters (pricing, checkout and the dashboard then say so).';

/** Start-up refuses to take real money for AI letters it cannot deliver, unless the operator says otherwise. */
export function assertPremiumDeliverable(config: Config): void {
  if (config.STRIPE_SECRET_KEY && !config.GEMINI_API_KEY && !config.ALLOW_PREMIUM_WITHOUT_AI)
    throw new ConfigError(PREMIUM_WITHOUT_AI_MESSAGE);
}

/** Parses the environment once; a bad value becomes a one-line message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid ${name}: ${issue.message}`);
}
