import { QueryClient } from '@tanstack/react-query';

/** Query defaults (ADR 0013): 2 retries, 1 s apart, data fresh for 5 minutes. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 2, retryDelay: 1000, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
  },
});
