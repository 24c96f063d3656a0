import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client.ts';

/** POST /api/shared-reports/open: the market report behind a share link's token (the token travels in the body). */
const openSharedReport = (token: string) => callApi((api) => api['shared-reports'].open.$post({ json: { token } }));

const sharedReportQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['shared-report', token] as const,
    queryFn: () => openSharedReport(token),
    enabled: token !== '',
    // A link turned off or expired stays so; only a server that did not answer is asked again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The shared report of a token ('' before the page has read it from the address). */
export function useSharedReport(token: string) {
  return useQuery(sharedReportQueryOptions(token));
}
