import type { PurchaseSummary } from '#domain/account/premium-status.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { requireUser } from '../../middleware/require-user.ts';

/** GET /api/purchases: the session user's active purchases (completed, not expired), newest first. */
export const purchaseRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
  const rows = await c.var.deps.database.db
    .selectFrom('user_purchases')
    .select(['id', 'package_type', 'price', 'status', 'expires_at', 'created_at'])
    .where('user_id', '=', c.var.user.id)
    .where('status', '=', 'completed')
    .where('expires_at', '>=', new Date())
    .orderBy('created_at', 'desc')
    .execute();
  const purchases: PurchaseSummary[] = rows.map((r) => ({
    id: r.id,
    package_type: r.package_type,
    price: r.price,
    status: r.status,
    expires_at: new Date(r.expires_at).toISOString(),
    created_at: new Date(r.created_at).toISOString(),
  }));
  c.header('Cache-Control', 'no-store');
  return c.json(purchases, 200);
});
