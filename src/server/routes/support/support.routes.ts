import { supportRequestSchema } from '#domain/support/support.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { errorResponse } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';
import { sendSupportRequest } from '../../services/support/send-support-request.ts';

const REFUSAL_STATUS = { premium_required: 403, support_unavailable: 404 } as const;

/** POST /api/support: a Premium buyer's priority support request, emailed to SUPPORT_EMAIL (ADR 0047). */
export const supportRoutes = new Hono<AppEnv>().post(
  '/',
  requireUser,
  jsonBody(supportRequestSchema),
  rateLimit(RULES.supportUser, { message: 'Too many support requests. Please wait an hour before sending another.' }),
  async (c) => {
    const result = await sendSupportRequest(c.get('deps'), c.get('user'), c.req.valid('json'));
    if (!result.ok) return errorResponse(c, REFUSAL_STATUS[result.code], result.message, result.code);
    return c.json(result.value, 201);
  },
);
