import { SESSION_WARNING_SECONDS, type SessionPolicy } from '#domain/account/session-policy.ts';
import { sessionTimings } from '../../auth/auth.ts';
import type { Config } from '../../config.ts';

/** The inactivity policy the browser enforces: the server session's lifetime and how often to check and refresh. */
export function sessionPolicy(config: Config): SessionPolicy {
  const { idleSeconds, updateAgeSeconds } = sessionTimings(config);
  return {
    idleSeconds,
    warningSeconds: SESSION_WARNING_SECONDS,
    checkSeconds: config.SESSION_CHECK_SECONDS,
    touchSeconds: updateAgeSeconds,
  };
}
