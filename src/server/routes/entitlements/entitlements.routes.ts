import type { RevisionAllowance } from '#domain/payments/entitlements.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { revisionAllowance } from '../../services/entitlements/revisions.ts';

/** GET /api/entitlements/revisions: the signed-in user's premium AI revisions used and left (for the letter UI). */
export const entitlementRoutes = new Hono<AppEnv>().use(requireUser).get('/revisions', async (c) => {
  const allowance: RevisionAllowance = await revisionAllowance(c.get('deps'), c.get('user').id);
  c.header('Cache-Control', 'no-store');
  return c.json(allowance, 200);
});
