import { premiumStatus } from '#domain/account/premium-status.ts';
import { usePurchases } from './use-purchases.ts';
import { useAuth } from '../lib/auth.tsx';

/**
 * Premium access everywhere (ADR 0013; status: #domain/account/premium-status.ts): the signed-in user's own active
 * purchases, newest first, read with the query defaults (2 retries, 1 s apart). Access means an active purchase.
 */
export function usePremiumAccess() {
  const { user, loading: authLoading } = useAuth();
  const purchases = usePurchases(user !== null);
  const status = premiumStatus(purchases.data ?? [], new Date());
  return {
    user,
    hasAccess: user !== null && status.active,
    status,
    loading: authLoading || (user !== null && purchases.isPending),
  };
}
