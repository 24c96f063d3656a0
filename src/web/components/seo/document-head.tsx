import type { RouteInfo } from '#domain/routes.ts';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { canonicalUrl } from '../../lib/site-origin.ts';

/** What a page declares for the document head. */
export interface DocumentHead {
  title?: string;
  description?: string;
  /** JSON-LD data blocks by element id. */
  jsonLd: Record<string, unknown>;
}

/**
 * On the server (prerendering) pages write their head into this collector while rendering; in the browser
 * there is none and the hooks update the live <head> after each navigation.
 */
const HeadCollectorContext = createContext<DocumentHead | null>(null);

export function HeadCollectorProvider({ head, children }: { head: DocumentHead; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={head}>{children}</HeadCollectorContext.Provider>;
}

function upsertMeta(attribute: 'name' | 'property', key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(href: string) {
  let element = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = document.createElement('link');
    element.rel = 'canonical';
    document.head.append(element);
  }
  element.href = href;
}

/** Sets the page's title, meta description, canonical URL and Open Graph tags (prerendered and on navigation). */
export function useDocumentMeta(title: string, description?: string) {
  const collector = useContext(HeadCollectorContext);
  if (collector) {
    collector.title = title;
    if (description) collector.description = description;
  }
  const { pathname } = useLocation();
  useEffect(() => {
    const url = canonicalUrl(pathname);
    document.title = title;
    upsertMeta('property', 'og:title', title);
    upsertMeta('property', 'og:url', url);
    upsertCanonical(url);
    if (description) {
      upsertMeta('name', 'description', description);
      upsertMeta('property', 'og:description', description);
    }
  }, [title, description, pathname]);
}

/** What src/web/app/router.tsx puts on each route of the table: its row. */
export interface RouteHandle {
  route: RouteInfo;
}

/**
 * The route table's row for the page being shown; sets the head from its title and description. `title` replaces
 * the row's title on pages whose title follows what they show (sign-in or reset, a payment found or not).
 */
export function useRouteMeta(title?: string): RouteInfo {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  if (!handle) throw new Error('useRouteMeta is for pages of the route table (src/domain/routes.ts)');
  useDocumentMeta(title ?? handle.route.title, handle.route.description);
  return handle.route;
}

/** Serialises JSON-LD for a <script> data block: `<` is escaped so the text cannot close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Puts a JSON-LD data block in the head while the page is shown (CSP allows it: data blocks never execute). */
export function useJsonLd(id: string, data: unknown) {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.jsonLd[id] = data;
  const text = serializeJsonLd(data);
  useEffect(() => {
    const existing = document.getElementById(id);
    const element = existing instanceof HTMLScriptElement ? existing : document.createElement('script');
    if (element !== existing) {
      element.id = id;
      element.type = 'application/ld+json';
      document.head.append(element);
    }
    element.textContent = text;
    return () => element.remove();
  }, [id, text]);
}
