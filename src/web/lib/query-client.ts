import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one QueryClient, created by the first page part that needs TanStack Query (src/web/lib/query-provider.tsx),
 * so the landing page's first JavaScript does without the library (docs/performance.md, "First JavaScript"). Code that must reach the cache only
 * when it exists (sign-out clearing the account's queries) reads it here.
 */
let client: QueryClient | null = null;

export const existingQueryClient = (): QueryClient | null => client;

export function registerQueryClient(created: QueryClient): QueryClient {
  client ??= created;
  return client;
}
