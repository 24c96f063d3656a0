import { describe, expect, it } from 'vitest';
import { CITY_SLUGS, cityPath, PRERENDERED_ROUTES, pagePath, ROUTES, type RouteInfo } from './routes.ts';

describe('the route table', () => {
  it('has one row per path, and one path per page key except the city guides', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const single = ROUTES.filter((route) => route.module !== 'city').map((route) => route.module);
    expect(new Set(single).size).toBe(single.length);
    expect(ROUTES.filter((route) => route.module === 'city').map((route) => route.path)).toEqual(CITY_SLUGS.map(cityPath));
  });

  it('gives links the path of the page they name', () => {
    expect(pagePath('landing')).toBe('/');
    expect(pagePath('faq')).toBe('/faq');
    expect(pagePath('generate-letter')).toBe('/generate-letter');
    expect(pagePath('privacy')).toBe('/privacy');
    expect(pagePath('landing', 'pricing')).toBe('/#pricing');
    expect(pagePath('dashboard', 'share-story')).toBe('/dashboard#share-story');
  });

  it('prerenders the public pages only', () => {
    expect(PRERENDERED_ROUTES.map((route) => route.module)).not.toContain('dashboard');
    expect(PRERENDERED_ROUTES.map((route) => route.path)).toContain('/faq');
  });

  it('does not compile a row left incomplete or a link to a page that does not exist (checked by `tsc`)', () => {
    const meta = { path: '/faq', title: 'FAQ', description: 'Answers.', prerender: true };
    // @ts-expect-error a row must say whether its page uses TanStack Query
    const noQueries: RouteInfo = { ...meta, module: 'faq' };
    // @ts-expect-error a row must name its page module
    const noModule: RouteInfo = { ...meta, queries: false };
    // @ts-expect-error the module is one of the table's page keys
    const unknownModule: RouteInfo = { ...meta, module: 'nope', queries: false };
    // @ts-expect-error links name a page by its key, not its path
    const byPath = () => pagePath('/faq');
    // @ts-expect-error the city guides have one path each: cityPath(slug)
    const city = () => pagePath('city');
    // @ts-expect-error an anchor on the landing page is one of LANDING_SECTIONS
    const noSection = () => pagePath('landing', 'pricng');
    expect([noQueries, noModule, unknownModule, byPath, city, noSection]).toHaveLength(6);
  });
});
