import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { existingQueryClient, registerQueryClient } from './query-client.ts';

/** The app's one QueryClient, created on first use. Query defaults (ADR 0013): 2 retries, 1 s apart, data fresh for 5 minutes. */
function getQueryClient(): QueryClient {
  return (
    existingQueryClient() ??
    registerQueryClient(
      new QueryClient({
        defaultOptions: {
          queries: { retry: 2, retryDelay: 1000, staleTime: 5 * 60 * 1000, refetchOnWindowFocus: false },
        },
      }),
    )
  );
}

/**
 * Gives its children the app's QueryClient. Pages and page parts that use TanStack Query render inside it (the router
 * wraps such pages; lazily loaded parts of query-free pages wrap themselves), so the library loads with the first of
 * them rather than with the app (docs/performance.md, "First JavaScript"). Nested providers share the one client.
 */
export function WithQueryClient({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}

export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQuery(props: P) {
    return (
      <WithQueryClient>
        <Component {...props} />
      </WithQueryClient>
    );
  }
  return WithQuery;
}
