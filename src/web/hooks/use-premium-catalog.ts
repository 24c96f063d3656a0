import { BASE_OFFER, type DeploymentOffer, type PremiumFeature, premiumFeatures } from '#domain/payments/catalog.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../lib/api-client.ts';

/** GET /api/catalog: the features this server sells, computed from its configuration (ADR 0047). */
const getCatalog = () => callApi((api) => api.catalog.$get());

const catalogQueryOptions = () =>
  queryOptions({ queryKey: ['catalog'] as const, queryFn: getCatalog, staleTime: Number.POSITIVE_INFINITY });

const BASE_FEATURES = premiumFeatures(BASE_OFFER);

export interface PremiumCatalog {
  offer: DeploymentOffer;
  features: readonly PremiumFeature[];
  /** True until the server has answered: the base features show (what prerendered pages show), extras may follow. */
  loading: boolean;
}

/**
 * What Premium includes on this deployment. Until the server answers, and if it cannot, only what every deployment
 * delivers: a page never promises a configured extra (AI letters, priority support) it has not been told of.
 */
export function usePremiumCatalog(): PremiumCatalog {
  const query = useQuery(catalogQueryOptions());
  if (!query.data) return { offer: BASE_OFFER, features: BASE_FEATURES, loading: query.isPending };
  return { offer: query.data.offer, features: query.data.features, loading: false };
}
