import { openSharedReportSchema } from '#domain/negotiation/report-share.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { sessionUser } from '../../middleware/require-user.ts';
import { openSharedReport } from '../../services/negotiations/report-share.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

/** Never indexed, never cached on the way: the shared report is for the person who was given the link. */
const NOINDEX = { 'X-Robots-Tag': 'noindex, nofollow', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const;

/**
 * /api/shared-reports/open (ADR 0076): the report behind a link, for anyone who has it (no session needed). The token
 * travels in the body, so no access log or proxy records it; the answer is never indexed or cached.
 */
export const sharedReportRoutes = new Hono<AppEnv>().post(
  '/open',
  rateLimit(RULES.sharedReportIp),
  jsonBody(openSharedReportSchema),
  async (c) => {
    const viewer = await sessionUser(c);
    const result = await openSharedReport(c.get('deps'), c.req.valid('json').token, viewer?.id ?? null);
    for (const [name, value] of Object.entries(NOINDEX)) c.header(name, value);
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  },
);
