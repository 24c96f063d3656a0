import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/negotiations: the signed-in user's saved negotiations still kept, newest first, each with its events. */
const getNegotiations = () => callApi((api) => api.negotiations.$get());

export const negotiationsQueryOptions = () => queryOptions({ queryKey: ['negotiations'] as const, queryFn: getNegotiations });

export function useNegotiations(enabled: boolean) {
  return useQuery({ ...negotiationsQueryOptions(), enabled });
}
