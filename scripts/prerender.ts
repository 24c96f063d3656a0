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
const baseTemplate = template.replace(/\s*<title>[^<]*<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');

// Preloads, so a phone fetches the page's route chunk and the Latin font alongside the entry script instead of
// after it. Route modules follow router.tsx's naming: / is landing.tsx, city guides share city.tsx, and every
// other path is src/web/app/routes<path>.tsx.
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;

function chunkFiles(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunkFiles(dep, seen);
  return seen;
}

function routeModule(routePath: string): string {
  if (routePath === '/') return 'src/web/app/routes/landing.tsx';
  if (routePath.startsWith('/rent-negotiation-')) return 'src/web/app/routes/city.tsx';
  return `src/web/app/routes${routePath}.tsx`;
}

const entryChunks = chunkFiles('index.html');
const fontKey = Object.keys(manifest).find((key) => key.endsWith('/inter-latin-wght-normal.woff2'));
const fontPreload = fontKey ? `<link rel="preload" href="/${manifest[fontKey]!.file}" as="font" type="font/woff2" crossorigin />` : '';

function preloadTags(routePath: string): string {
  const key = routeModule(routePath);
  if (!manifest[key]) throw new Error(`No chunk for ${routePath}: expected ${key} in the Vite manifest`);
  const chunks = [...chunkFiles(key)].filter((chunk) => !entryChunks.has(chunk));
  const modules = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]!.file}" />`);
  return [fontPreload, ...modules].filter(Boolean).join('\n    ');
}

const outDir = path.join(clientDir, 'prerender');
mkdirSync(outDir, { recursive: true });
for (const route of PRERENDERED_ROUTES) {
  const page = await renderPage(route.path);
  if (page.status !== 200) throw new Error(`Prerendering ${route.path} answered ${page.status}`);
  const head = `${page.head}\n    ${preloadTags(route.path)}`;
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
