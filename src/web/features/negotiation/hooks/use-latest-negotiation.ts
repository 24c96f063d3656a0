import type { SavedNegotiation } from '#domain/negotiation/saved-negotiation.ts';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { useNegotiations } from '../api/get-negotiations.ts';

/**
 * The signed-in user's newest saved negotiation for the reply page: 'loading' while the account is read, null for a
 * visitor, a user without Premium or one with nothing saved (the page then keeps its in-browser behaviour).
 */
export function useLatestNegotiation(): SavedNegotiation | null | 'loading' {
  const access = usePremiumAccess();
  const negotiations = useNegotiations(access.hasAccess);
  if (access.loading || (access.hasAccess && negotiations.isPending)) return 'loading';
  if (!access.hasAccess) return null;
  return negotiations.data?.[0] ?? null;
}
