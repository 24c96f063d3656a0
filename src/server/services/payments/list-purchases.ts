import type { PurchaseSummary } from '#domain/account/premium-status.ts';
import type { Deps } from '../../deps.ts';
import { listActivePurchases } from './purchases.repo.ts';

/** The user's active purchases (completed, not expired), newest first. */
export async function activePurchases(deps: Pick<Deps, 'database'>, userId: string, now = new Date()): Promise<PurchaseSummary[]> {
  const rows = await listActivePurchases(deps.database.db, userId, now);
  return rows.map((r) => ({
    id: r.id,
    packageType: r.package_type,
    price: r.price,
    status: r.status,
    expiresAt: new Date(r.expires_at).toISOString(),
    createdAt: new Date(r.created_at).toISOString(),
  }));
}
