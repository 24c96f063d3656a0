import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, PRERENDERED_ROUTES } from '#domain/routes.ts';
import { FAQ_ITEMS, faqPageJsonLd } from '#web/content/faq.ts';
import { CONTENT_PAGES, htmlToText } from './support/content-pages.ts';
import { ROOT, type RunningServer, startServer } from './support/server.ts';

/** The public pages: the route table's rows marked `prerender`. Everything else (account, checkout, payment) is private. */
const PUBLIC_PATHS = PRERENDERED_ROUTES.map((route) => route.path);
const sorted = (paths: readonly (string | undefined)[]) => [...paths].sort();

// What a search engine that does not run JavaScript receives: the server's first response.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const ORIGIN = 'https://rentcheck.app';

async function fetchHtml(path: string) {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

function attr(html: string, pattern: RegExp): string | undefined {
  return pattern
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');
}

describe('prerendered content pages, fetched without JavaScript', () => {
  it('builds exactly the public pages: one prerendered file each, nothing else', () => {
    const dir = path.join(ROOT, 'dist/client/prerender');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
    const built = files.map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\\/g, '/').replace(/\.html$/, '')}`));
    expect(sorted(built)).toEqual(sorted(PUBLIC_PATHS));
    for (const page of CONTENT_PAGES) expect(PUBLIC_PATHS, page.path).toContain(page.path);
  });

  it.each(CONTENT_PAGES)('$path has its title, meta, canonical, Open Graph tags and main text in the HTML', async ({ path, h1, text }) => {
    const { status, type, html } = await fetchHtml(path);
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=utf-8');
    const route = findRoute(path)!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(htmlToText(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toBe(route.title);
    expect(attr(head, /<meta name="description" content="([^"]*)"/)).toBe(route.description);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(attr(head, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(head, /<meta property="og:title" content="([^"]*)"/)).toBe(route.title);
    expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBe(route.description);
    expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBe('website');

    const body = html.slice(html.indexOf('<body'));
    const h1s = [...body.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => htmlToText(m[1] ?? '').trim());
    expect(h1s).toEqual([h1]);
    const visible = htmlToText(body);
    for (const snippet of text) expect(visible, `${path}: ${snippet.slice(0, 60)}`).toContain(snippet);
  });

  it('puts FAQPage structured data in the head of /faq, matching the visible questions and answers', async () => {
    const { html } = await fetchHtml('/faq');
    const head = html.slice(0, html.indexOf('</head>'));
    const block = /<script type="application\/ld\+json" id="faq-jsonld">([\s\S]*?)<\/script>/.exec(head)?.[1];
    expect(block).toBeDefined();
    const data = JSON.parse(block!);
    expect(data).toEqual(faqPageJsonLd());
    expect(data.mainEntity).toHaveLength(9);
    const visible = htmlToText(html.slice(html.indexOf('<body')));
    for (const [i, entity] of data.mainEntity.entries()) {
      expect(entity.name).toBe(FAQ_ITEMS[i]?.question);
      expect(visible).toContain(entity.name);
      expect(visible).toContain(entity.acceptedAnswer.text);
    }
  });

  it('serves sitemap.xml listing every prerendered page and robots.txt pointing to it', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(sorted(locs)).toEqual(sorted(PUBLIC_PATHS.map((path) => `${ORIGIN}${path}`)));

    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /dashboard');
    expect(text).not.toMatch(/Disallow: \/faq\b/);
  });

  it('keeps unknown paths and non-content pages on the plain app shell', async () => {
    const missing = await fetchHtml('/rent-negotiation-boston');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('<div id="root"><!--app-html--></div>');
    const checkout = await fetchHtml('/checkout');
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('<div id="root"><!--app-html--></div>');
  });
});
