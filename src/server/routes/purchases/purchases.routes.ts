import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../middleware/require-user.ts';
import { activePurchases } from '../../services/payments/list-purchases.ts';

/** GET /api/purchases: the session user's active purchases (completed, not expired), newest first. */
export const purchaseRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const purchases = await activePurchases(c.get('deps'), c.get('user').id);
  c.header('Cache-Control', 'no-store');
  return c.json(purchases, 200);
});
