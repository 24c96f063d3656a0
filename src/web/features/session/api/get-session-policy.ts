import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';

/** GET /api/account/session-policy: the inactivity timeout the browser enforces (it changes only with the server). */
const getSessionPolicy = () => callApi((api) => api.account['session-policy'].$get());

const sessionPolicyQueryOptions = () =>
  queryOptions({ queryKey: ['session-policy'] as const, queryFn: getSessionPolicy, staleTime: Number.POSITIVE_INFINITY });

export function useSessionPolicy(enabled: boolean) {
  return useQuery({ ...sessionPolicyQueryOptions(), enabled });
}
