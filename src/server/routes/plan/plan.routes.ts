import { planRequestSchema, savePlanSchema } from '#domain/plan/plan-form.schema.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { computePlan } from '../../services/plan/compute-plan.ts';
import { forgetPlan, getSavedPlan, savePlan } from '../../services/plan/saved-plan.ts';
import { RULES } from '../../services/rate-limit/rate-limit-rules.ts';

/**
 * /api/plan: "Your Negotiation Plan" (ADR 0058). POST / computes the plan of the renter's lease for a Premium session:
 * scenarios, the walk-away point and the scenarios ordered against it. /saved is the plan form the account keeps with
 * the renter's consent (ADR 0060): GET what /plan starts from, PUT keeps it (Premium), DELETE forgets it.
 */
export const planRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', jsonBody(planRequestSchema), rateLimit(RULES.planUser), async (c) => {
    const result = await computePlan(c.get('deps'), c.get('user').id, c.req.valid('json'));
    if (!result.ok) return refusalResponse(c, result);
    c.header('Cache-Control', 'no-store');
    return c.json(result.value, 200);
  })
  .get('/saved', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getSavedPlan(c.get('deps'), c.get('user').id), 200);
  })
  .put('/saved', jsonBody(savePlanSchema), rateLimit(RULES.planUser), async (c) => {
    const result = await savePlan(c.get('deps'), c.get('user').id, c.req.valid('json').form);
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  })
  .delete('/saved', rateLimit(RULES.writesUser), async (c) => {
    await forgetPlan(c.get('deps'), c.get('user').id);
    return c.body(null, 204);
  });
