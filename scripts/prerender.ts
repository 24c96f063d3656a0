import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDERED_ROUTES, ROUTES } from '#domain/routes.ts';

// After `vite build` (client) and `vite build --ssr` (dist/ssr): writes dist/client/prerender/<route>.html for every
// route with `prerender: true`, plus sitemap.xml and robots.txt (ADR 0006). The server serves the prerendered file
// for its route and index.html for the others.
const clientDir = path.resolve('dist/client');
const ssrEntry = path.resolve('dist/ssr/entry-server.js');

type Renderer = typeof import('../src/web/entry-server.tsx');
const { renderPage, SITE_ORIGIN } = (await import(pathToFileURL(ssrEntry).href)) as Renderer;

const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
for (const marker of ['<!--app-html-->', '<!--head-tags-->']) {
  if (!template.includes(marker)) throw new Error(`index.html lacks the ${marker} placeholder`);
}
// The template's default title and description give way to the page's own tags.
// The stylesheet is inlined into prerendered pages: on a slow phone connection it saves the round trip that
// otherwise delays the first paint (CSP allows inline styles).
const inlineStylesheet = (html: string) =>
  html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/, (_tag, file: string) => {
    const css = readFileSync(path.join(clientDir, file), 'utf8');
    // The disabled link is never fetched; it tells Vite's dynamic-import helper the stylesheet is on the page.
    // Without it the helper appended the same stylesheet as a <link> when the first lazy chunk loaded, and the page
    // was restyled and laid out again from scratch during hydration (docs/performance.md, "Main thread").
    return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${file}" disabled>`;
  });
const baseTemplate = inlineStylesheet(
  template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    // Vite's modulepreload tags for the entry's chunks: the entry script fetches them itself; preloaded, they share
    // the slow phone connection with the first paint (docs/performance.md, "Main thread").
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, ''),
);

// No preload tags: measured with Lighthouse's slow-4G phone profile, preloading the route chunks and the font
// competed with the first paint for bandwidth (performance 92-94); without them and with the stylesheet inlined the
// pages score 95-98. The route chunk is fetched by the entry script before hydration (src/web/app/hydrate.ts).

const outDir = path.join(clientDir, 'prerender');
mkdirSync(outDir, { recursive: true });
for (const route of PRERENDERED_ROUTES) {
  const page = await renderPage(route.path);
  if (page.status !== 200) throw new Error(`Prerendering ${route.path} answered ${page.status}`);
  const head = page.head;
  const html = baseTemplate.replace('<!--head-tags-->', () => head).replace('<!--app-html-->', () => page.html);
  const file = path.join(outDir, route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...PRERENDERED_ROUTES.map((route) => `  <url><loc>${SITE_ORIGIN}${route.path}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemap);

// Account, checkout and payment pages are private or transient: keep them out of search results.
const privatePaths = ROUTES.filter((route) => !route.prerender).map((route) => route.path);
const robots = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /api/',
  ...privatePaths.map((p) => `Disallow: ${p}`),
  '',
  `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
  '',
].join('\n');
writeFileSync(path.join(clientDir, 'robots.txt'), robots);

console.log(`Prerendered ${PRERENDERED_ROUTES.length} pages for ${SITE_ORIGIN}; wrote sitemap.xml and robots.txt`);
