import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/profile: the signed-in user's own profile row. */
const getProfile = () => callApi((api) => api.profile.$get());

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'] as const, queryFn: getProfile });

export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
