import { marketComparablesRequestSchema } from '#domain/letters/market-report-comparables.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { errorResponse } from '../../http/errors.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { findComparables } from '../../services/comparables/find-comparables.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

const REFUSAL_STATUS = { premium_required: 403 } as const;

/**
 * POST /api/market/comparables: RentCast's comparables for a Premium holder's market report, or why there are none
 * (services/comparables/find-comparables.ts). The RentCast key never leaves the server.
 */
export const comparablesRoutes = new Hono<AppEnv>().post(
  '/comparables',
  requireUser,
  jsonBody(marketComparablesRequestSchema),
  rateLimit(RULES.writesUser),
  async (c) => {
    const result = await findComparables(c.get('deps'), c.get('user').id, c.req.valid('json'));
    if (!result.ok) return errorResponse(c, REFUSAL_STATUS[result.code], result.message, result.code);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  },
);
