import { logPasswordResetAttemptSchema, logSecurityEventSchema } from '#domain/security/security.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { sessionUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/security/security-monitor.ts';

/**
 * The spec's server functions log-security-event and log-password-reset-attempt (POST, 204). Browser reports are
 * stored with source 'client'; the address recorded is the one the server sees, not the one the body claims.
 */
export const securityFunctionRoutes = new Hono<AppEnv>()
  .post('/log-security-event', jsonBody(logSecurityEventSchema), async (c) => {
    const { deps } = c.var;
    const info = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(RULES.reportsIp, info.ip, info.ip))) return errorResponse(c, 429, 'Too many reports', 'rate_limited');
    const body = c.get('body');
    const user = await sessionUser(c);
    await deps.monitor.logEvent(body.event_type, body.event_details, {
      ip: info.ip,
      userAgent: body.user_agent ?? info.userAgent,
      userId: user?.id ?? null,
      source: 'client',
    });
    return c.body(null, 204);
  })
  .post('/log-password-reset-attempt', jsonBody(logPasswordResetAttemptSchema), async (c) => {
    const { deps } = c.var;
    const info = requestInfo(c, deps.config.TRUST_PROXY);
    if (!(await deps.monitor.allow(RULES.reportsIp, info.ip, info.ip))) return errorResponse(c, 429, 'Too many reports', 'rate_limited');
    const body = c.get('body');
    await deps.monitor.logResetAttempt(body.email.trim().toLowerCase(), body.success, {
      ip: info.ip,
      userAgent: body.user_agent ?? info.userAgent,
      source: 'client',
    });
    return c.body(null, 204);
  });
