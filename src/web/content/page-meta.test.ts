import { describe, expect, it } from 'vitest';
import { CITY_NAMES, CITY_SLUGS, findRoute, PRERENDERED_ROUTES } from '#domain/routes.ts';
import { CITY_PAGES } from './cities.ts';
import { FAQ_META } from './faq.ts';
import { GUIDE_META } from './guide.ts';
import { LANDING_META } from './landing.ts';
import { PRIVACY_META } from './privacy.ts';
import { TERMS_META } from './terms.ts';
import { TIPS_META } from './tips.ts';
import type { PageMeta } from './types.ts';

// The route table in src/domain (server 404s, prerendered <head>, sitemap) and the pages' own meta must agree.
const CONTENT_META: Record<string, PageMeta> = {
  '/': LANDING_META,
  '/faq': FAQ_META,
  '/how-to-negotiate-rent': GUIDE_META,
  '/rent-reduction-tips': TIPS_META,
  '/terms': TERMS_META,
  '/privacy': PRIVACY_META,
  ...Object.fromEntries(CITY_PAGES.map((city) => [city.path, city.meta])),
};

describe('route table and content meta', () => {
  it.each(Object.entries(CONTENT_META))('%s has the same title and description in both', (path, meta) => {
    const route = findRoute(path);
    expect(route?.title).toBe(meta.title);
    expect(route?.description).toBe(meta.description);
    expect(route?.prerender).toBe(true);
  });

  it('prerenders every content page', () => {
    const prerendered = PRERENDERED_ROUTES.map((route) => route.path);
    for (const path of Object.keys(CONTENT_META)) expect(prerendered).toContain(path);
  });

  it('city pages match the domain slugs and names', () => {
    expect(CITY_PAGES.map((city) => city.slug)).toEqual([...CITY_SLUGS]);
    for (const city of CITY_PAGES) expect(city.name).toBe(CITY_NAMES[city.slug]);
  });
});
