import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { isKnownPath } from '#domain/routes.ts';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
/** Smaller files are sent as they are. */
export const GZIP_MIN_BYTES = 512;
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

interface StaticFile {
  body: Buffer;
  /** The gzipped body: read from the build's `.gz` file, or compressed on the first request; null when not worth it. */
  gzip: Buffer | null | undefined;
  type: string;
  immutable: boolean;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

/**
 * The built client held in memory (it is small); HTML for unknown paths gets 404. Gzipped bodies come from the
 * `.gz` files `npm run build` writes (scripts/compress.ts), so start-up does no compression (ADR 0020).
 */
export class StaticSite {
  private readonly files = new Map<string, StaticFile>();
  /** Prerendered HTML by route path (written by the build into prerender/). */
  private readonly pages = new Map<string, StaticFile>();

  constructor(readonly root: string) {
    if (!existsSync(path.join(root, 'index.html'))) return;
    const all = walk(root);
    const gzipped = new Set(all.filter((rel) => rel.endsWith('.gz')));
    for (const rel of all) {
      if (gzipped.has(rel)) continue;
      const ext = path.extname(rel);
      const body = readFileSync(path.join(root, rel));
      const compressible = COMPRESSIBLE.has(ext) && body.length > GZIP_MIN_BYTES;
      const file: StaticFile = {
        body,
        gzip: !compressible ? null : gzipped.has(`${rel}.gz`) ? readFileSync(path.join(root, `${rel}.gz`)) : undefined,
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: rel.startsWith(`assets${path.sep}`),
      };
      const urlPath = `/${rel.split(path.sep).join('/')}`;
      if (urlPath.startsWith('/prerender/') && ext === '.html') {
        const route = urlPath.slice('/prerender'.length, -'.html'.length).replace(/\/index$/, '') || '/';
        this.pages.set(route, file);
      } else if (urlPath !== '/.vite/manifest.json') {
        this.files.set(urlPath, file);
      }
    }
  }

  get built(): boolean {
    return this.files.has('/index.html');
  }

  respond(c: Context): Response {
    const pathname = decodeURIComponentSafe(new URL(c.req.url).pathname);
    const asset = pathname !== '/index.html' ? this.files.get(pathname) : undefined;
    if (asset) return this.send(c, asset, 200);
    if (!this.built) return c.text('The app is not built yet. Run `npm run build` (npm start does this for you).', 503);
    const known = isKnownPath(pathname);
    const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    const page = (known && this.pages.get(normalised)) || this.files.get('/index.html')!;
    return this.send(c, page, known ? 200 : 404);
  }

  private send(c: Context, file: StaticFile, status: 200 | 404): Response {
    const headers = new Headers({
      'Content-Type': file.type,
      'Cache-Control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    });
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    if (acceptsGzip && file.gzip === undefined) file.gzip = gzipSync(file.body, { level: 9 });
    const useGzip = acceptsGzip && file.gzip != null;
    if (useGzip) headers.set('Content-Encoding', 'gzip');
    const body = useGzip ? file.gzip! : file.body;
    return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
