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
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  TRUST_PROXY: envBoolean(false),
  /** Where Premium buyers' support requests go; without it no page offers or promises priority support. */
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .email('must be an email address')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The answer time promised to Premium buyers with SUPPORT_EMAIL, in hours. */
  SUPPORT_RESPONSE_HOURS: z.coerce.number().int('must be a whole number of hours').min(1).max(720).default(24),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value becomes a one-line message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  throw new ConfigError(`Invalid ${name}: ${issue.message}`);
}
