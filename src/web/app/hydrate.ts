import type { RouteObject } from 'react-router';

/**
 * Loads the lazy route modules on the current URL's branch and puts them on the route objects, so the first client
 * render is the prerendered page rather than an empty "loading" state (no hydration mismatch).
 *
 * The branch is found here rather than with React Router's matchRoutes: every path in the route table is static
 * (src/domain/routes.ts), and the router matches once more when it is created, so matching twice cost a phone a task
 * of 10-15 ms at start-up (docs/performance.md, "Main thread"). Like the router, the match ignores case and a trailing slash, and falls back to
 * the catch-all route.
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const branch = findBranch(routes, normalizePath(location.pathname));
  await Promise.all(
    branch.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** A pathname as the router matches it: no trailing slash, any case. */
export const normalizePath = (pathname: string) => (pathname.replace(/\/+$/, '') || '/').toLowerCase();

/** The routes from the root to the leaf whose path is `pathname` (or to a catch-all), or [] when none. */
export function findBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  const search = (level: RouteObject[], catchAll: boolean): RouteObject[] | null => {
    for (const route of level) {
      if (route.children) {
        const below = search(route.children, catchAll);
        if (below) return [route, ...below];
      } else if (catchAll ? route.path === '*' : route.path !== undefined && normalizePath(route.path) === pathname) {
        return [route];
      }
    }
    return null;
  };
  return search(routes, false) ?? search(routes, true) ?? [];
}
