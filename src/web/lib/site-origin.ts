import { DEFAULT_SITE_ORIGIN } from '#domain/routes.ts';

declare const __SITE_ORIGIN__: string | undefined;

/**
 * The public origin for canonical URLs, Open Graph tags and the sitemap (ADR 0006). Fixed at build time from
 * the SITE_ORIGIN environment variable (vite.config.ts defines __SITE_ORIGIN__); https://rentcheck.app otherwise.
 */
export const SITE_ORIGIN: string = typeof __SITE_ORIGIN__ === 'string' && __SITE_ORIGIN__ ? __SITE_ORIGIN__ : DEFAULT_SITE_ORIGIN;

/** Absolute canonical URL of a path: no query, no hash, no trailing slash except for the root. */
export function canonicalUrl(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return `${SITE_ORIGIN}${path || '/'}`;
}
