import { rentCheckRequestSchema } from '#domain/rent-rules/schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { refuse } from '../../services/result.ts';
import { jsonBody } from '../../http/validate.ts';
import { checkRentIncreaseForZip } from '../../services/rent-rules/check-rent-increase.ts';

/**
 * POST /api/functions/check-rent-increase: 200 with the check (ADR 0045, 0046), 422 for a ZIP with no known state, 400
 * for a figure the renter entered above the rule's ceiling (ADR 0072).
 */
export const rentRulesRoutes = new Hono<AppEnv>().post('/check-rent-increase', jsonBody(rentCheckRequestSchema), (c) => {
  const result = checkRentIncreaseForZip(c.get('deps'), c.req.valid('json'));
  return result.success ? c.json(result, 200) : refusalResponse(c, refuse(result.code, result.message));
});
