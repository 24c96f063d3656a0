/** Where sign-in returns to: the `redirect` query parameter when it is a path on this site, else the dashboard. */
export function returnPath(param: string | null): string {
  if (!param?.startsWith('/') || param.startsWith('//') || param.startsWith('/\\')) return '/dashboard';
  return param;
}

/** The sign-in page, returning to `path` afterwards. */
export const signInThenReturnTo = (path: string) => `/auth?redirect=${encodeURIComponent(path)}`;

/** The checkout of a package: where a guest whose email already has an account returns after signing in. */
export const checkoutPath = (packageName: string) => `/checkout?package=${encodeURIComponent(packageName)}`;
