import { marketComparablesRequestSchema } from '#domain/letters/market-report-comparables.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { findComparables } from '../../services/comparables/find-comparables.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

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
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  },
);
