import type { SessionPolicy } from '#domain/account/session-policy.ts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const sessionPolicyQueryOptions = () => ({
  queryKey: ['session-policy'] as const,
  queryFn: () => apiGet<SessionPolicy>('/account/session-policy'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSessionPolicy(enabled: boolean) {
  return useQuery({ ...sessionPolicyQueryOptions(), enabled });
}
