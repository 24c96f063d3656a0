import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { findRoute, isKnownPath } from '#domain/routes.ts';
import type { Context, MiddlewareHandler } from 'hono';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Build files never served under their own path: prerendered pages (served for their route), .gz files, the manifest. */
const NOT_SERVED = /^\/(?:prerender|\.vite)(?:\/|$)|^\/index\.html$|\.gz$/;
const NOT_BUILT = 'The app is not built yet. Run `npm run build` (npm start does this for you).';

/** Route path -> the prerendered page's file under the client folder ('/faq' -> '/prerender/faq.html'). */
function prerenderedPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  const dir = path.join(root, 'prerender');
  if (!existsSync(dir)) return pages;
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!rel.endsWith('.html')) continue;
    const file = rel.split(path.sep).join('/');
    pages.set(`/${file.slice(0, -'.html'.length)}`.replace(/\/index$/, '') || '/', `/prerender/${file}`);
  }
  return pages;
}

/** Runs a serveStatic middleware as a function: its response, or undefined when it found no file. */
const attempt = async (serve: MiddlewareHandler, c: Context): Promise<Response | undefined> =>
  (await serve(c, async () => undefined)) ?? undefined;

/**
 * The built client (dist/client) through @hono/node-server's serveStatic, with the `.gz` files `npm run build` writes
 * (scripts/compress.ts) sent to browsers that accept gzip. A route of the app gets its prerendered page, else the
 * app's index.html; hashed assets are cached for a year, everything else revalidated; an unknown path gets
 * index.html with status 404, so the app renders its 404 page.
 */
export function staticSite(root: string) {
  if (!existsSync(path.join(root, 'index.html'))) return (c: Context) => c.text(NOT_BUILT, 503);
  const pages = prerenderedPages(root);
  const files = serveStatic({ root, precompressed: true });
  const page = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (pathname) => pages.get(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname) ?? '/index.html',
  });
  const notFoundPage = serveStatic({ root, path: 'index.html', precompressed: true });

  return async (c: Context): Promise<Response> => {
    const pathname = c.req.path;
    const known = isKnownPath(pathname);
    c.header('Cache-Control', pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
    if (!known && !NOT_SERVED.test(pathname)) {
      const file = await attempt(files, c);
      if (file) return file;
    }
    c.header('Cache-Control', 'no-cache');
    // A page that is not public content (an account's, a payment's, a shared report's) is never indexed (ADR 0076).
    if (known && !findRoute(pathname)?.prerender) c.header('X-Robots-Tag', 'noindex');
    if (known) return (await attempt(page, c)) ?? c.text(NOT_BUILT, 503);
    const fallback = await attempt(notFoundPage, c);
    return fallback ? new Response(fallback.body, { status: 404, headers: fallback.headers }) : c.text(NOT_BUILT, 503);
  };
}
