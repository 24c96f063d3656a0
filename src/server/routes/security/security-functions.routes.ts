import { logPasswordResetAttemptSchema, logSecurityEventSchema } from '#domain/security/security.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { sessionUser } from '../../middleware/require-user.ts';
import { logClientResetAttempt, logClientSecurityEvent } from '../../services/security/client-reports.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

const reportLimit = rateLimit(RULES.reportsIp, { message: 'Too many reports' });

/**
 * The server functions log-security-event and log-password-reset-attempt (POST, 204). Browser reports are stored with
 * source 'client'; the address recorded is the one the server sees, not the one the body claims.
 */
export const securityFunctionRoutes = new Hono<AppEnv>()
  .post('/log-security-event', jsonBody(logSecurityEventSchema), reportLimit, async (c) => {
    const user = await sessionUser(c);
    await logClientSecurityEvent(c.get('deps'), c.req.valid('json'), {
      ...requestInfo(c, c.get('deps').config.TRUST_PROXY),
      userId: user?.id ?? null,
    });
    return c.body(null, 204);
  })
  .post('/log-password-reset-attempt', jsonBody(logPasswordResetAttemptSchema), reportLimit, async (c) => {
    await logClientResetAttempt(c.get('deps'), c.req.valid('json'), requestInfo(c, c.get('deps').config.TRUST_PROXY));
    return c.body(null, 204);
  });
