import { cleanPersonName } from '#domain/account/name.ts';
import { SECURITY_LIMITS } from '#domain/security/security.ts';
import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/types.ts';
import type { BackgroundTasks } from '../services/background-tasks.ts';
import { type Mailer, passwordResetEmail, VERIFICATION_LINK_SECONDS, verificationEmail } from '../services/email/mailer.ts';
import type { SecurityMonitor } from '../services/security/security-monitor.ts';
import { AUTH_ADDRESS_HEADER } from './address-header.ts';

export interface AuthOptions {
  config: Config;
  db: Kysely<Database>;
  secret: string;
  logger: Logger;
  mailer: Mailer;
  background: BackgroundTasks;
  monitor: SecurityMonitor;
}

/** The session lifetime is the inactivity timeout: every refresh slides it (SESSION_IDLE_MINUTES, default 30). */
export function sessionTimings(config: Config) {
  const idleSeconds = Math.max(10, Math.round(config.SESSION_IDLE_MINUTES * 60));
  // Refresh at most once a minute (sooner for short test timeouts), so the server's expiry trails activity closely.
  const updateAgeSeconds = Math.min(60, Math.max(1, Math.floor(idleSeconds / 10)));
  return { idleSeconds, updateAgeSeconds };
}

/** Hosts trusted when APP_ORIGIN is unset (local development only). */
const LOOPBACK_HOSTS = ['localhost', 'localhost:*', '127.0.0.1', '127.0.0.1:*'];

/** The link in the reset email: the page the request named (checked against trusted origins) plus the token. */
function resetLink(url: string, token: string, fallbackOrigin: string): string {
  let target = `${fallbackOrigin}/reset-password`;
  try {
    const callback = new URL(url).searchParams.get('callbackURL');
    if (callback) target = callback;
  } catch {
    // keep the fallback
  }
  const link = new URL(target);
  link.searchParams.set('token', token);
  return link.toString();
}

/** better-auth on our Kysely database (tables from migration 0002), email and password only. */
export function createAuth(options: AuthOptions) {
  const { config, db, logger, mailer, background, monitor } = options;
  const origin = config.APP_ORIGIN ? new URL(config.APP_ORIGIN).origin : undefined;
  const { idleSeconds, updateAgeSeconds } = sessionTimings(config);
  const log = logger.child({ module: 'better-auth' });

  return betterAuth({
    appName: 'RentCheck',
    secret: options.secret,
    baseURL: origin ?? { allowedHosts: LOOPBACK_HOSTS, protocol: 'http' },
    basePath: '/api/auth',
    ...(origin ? { trustedOrigins: [origin] } : {}),
    database: { db, type: 'postgres' },
    telemetry: { enabled: false },
    logger: {
      level: 'debug',
      log: (level, message, ...args) => log[level]({ details: args.length ? args : undefined }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: config.REQUIRE_EMAIL_VERIFICATION,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: SECURITY_LIMITS.resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }) => {
        const link = resetLink(url, token, origin ?? 'http://localhost:8080');
        try {
          await mailer.send(passwordResetEmail(user.email, link));
          await monitor.logEvent('password_reset_email_sent', { email: user.email }, { ip: null, userAgent: null, userId: user.id });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await monitor.logEvent(
            'password_reset_error',
            { email: user.email, error: message },
            { ip: null, userAgent: null, userId: user.id },
          );
          throw error;
        }
      },
      onPasswordReset: async ({ user }) => {
        // Following the emailed link proves the address belongs to the user.
        await db.updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, url));
      },
    },
    session: {
      expiresIn: idleSeconds,
      updateAge: updateAgeSeconds,
      cookieCache: { enabled: false },
    },
    verification: { storeIdentifier: 'hashed' },
    // Limits on sign-in, sign-up and reset live in our rate-limit store (SecurityMonitor), shared by all processes.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'rentcheck',
      useSecureCookies: origin?.startsWith('https://') ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Same checks in tests as in production (better-auth relaxes them when NODE_ENV=test).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      // The address our rate limits use (clientAddress, TRUST_PROXY hops counted from the right), which authHeaders sets
      // on every request handed to better-auth; better-auth's own X-Forwarded-For reading takes a single entry only.
      ipAddress: { ipAddressHeaders: [AUTH_ADDRESS_HEADER] },
      backgroundTasks: { handler: (task) => background.run(task, 'auth email') },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await db
              .insertInto('profiles')
              .values({ id: user.id, full_name: cleanPersonName(user.name) || null, email: user.email })
              .onConflict((oc) => oc.column('id').doNothing())
              .execute();
            // No guest payment is attached here: a held payment goes only to the account that completes its session.
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
