import { pagePath } from '#domain/routes.ts';

/** Where sign-in returns to: the `redirect` query parameter when it is a path on this site, else the dashboard. */
export function returnPath(param: string | null): string {
  if (!param?.startsWith('/') || param.startsWith('//') || param.startsWith('/\\')) return pagePath('dashboard');
  return param;
}

/** The sign-in page, returning to `path` afterwards. */
export const signInThenReturnTo = (path: string) => `${pagePath('auth')}?redirect=${encodeURIComponent(path)}`;

/** The checkout of a package: where a guest whose email already has an account returns after signing in. */
export const checkoutPath = (packageName: string) => `${pagePath('checkout')}?package=${encodeURIComponent(packageName)}`;
