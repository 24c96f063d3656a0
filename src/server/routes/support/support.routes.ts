import { supportRequestSchema } from '#domain/support/support.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';
import { sendSupportRequest } from '../../services/support/send-support-request.ts';

/** POST /api/support: a Premium buyer's priority support request, emailed to SUPPORT_EMAIL (ADR 0047). */
export const supportRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  jsonBody(supportRequestSchema),
  rateLimit(RULES.supportUser, { message: 'Too many support requests. Please wait an hour before sending another.' }),
  async (c) => {
    const result = await sendSupportRequest(c.get('deps'), c.get('user'), c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 201);
  },
);
