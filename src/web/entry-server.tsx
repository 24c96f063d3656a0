import { findRoute } from '#domain/routes.ts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { type DocumentHead, HeadCollectorProvider, serializeJsonLd } from './components/seo/document-head.tsx';
import { SITE_DESCRIPTION, SITE_NAME } from './content/site.ts';
import { preloadLazyComponents } from './lib/lazy-component.tsx';
import { canonicalUrl, SITE_ORIGIN } from './lib/site-origin.ts';

/**
 * Build-time prerendering (ADR 0006): renders one route to HTML plus the tags for its <head>.
 * scripts/prerender.ts runs this from the Vite SSR build for every route with `prerender: true`.
 */
export { SITE_ORIGIN };

export interface PrerenderedPage {
  status: number;
  /** Markup for <div id="root">. */
  html: string;
  /** <title>, description, canonical, Open Graph tags and JSON-LD blocks. */
  head: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function headTags(pathname: string, head: DocumentHead): string {
  const route = findRoute(pathname);
  const title = head.title ?? route?.title ?? SITE_NAME;
  const description = head.description ?? route?.description ?? SITE_DESCRIPTION;
  const url = canonicalUrl(pathname);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...Object.entries(head.jsonLd).map(
      ([id, data]) => `<script type="application/ld+json" id="${escapeHtml(id)}">${serializeJsonLd(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, SITE_ORIGIN)));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect; it cannot be prerendered`);
  // The page's lazily loaded parts (the landing's lease form) go into the HTML too; the browser hydrates them later.
  await preloadLazyComponents();
  const router = createStaticRouter(handler.dataRoutes, context);
  const head: DocumentHead = { jsonLd: {} };
  // Same tree as app/app-root.tsx; hydrate={false}: no inline hydration script (CSP), the routes have no loader data.
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        <HeadCollectorProvider head={head}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </HeadCollectorProvider>
      </AppProvider>
    </StrictMode>,
  );
  // `<!--$!-->` marks a boundary that suspended: renderToString left it empty for the browser to render from scratch,
  // which it reports as a recoverable error (React #419) and which replaces the prerendered content.
  if (html.includes('<!--$!-->')) throw new Error(`${pathname}: a part of the page suspended while prerendering (not preloaded?)`);
  return { status: context.statusCode, html, head: headTags(pathname, head) };
}
