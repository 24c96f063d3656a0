import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match the current URL and puts them on the route objects, so the first
 * client render is the prerendered page rather than an empty "loading" state (no hydration mismatch).
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
