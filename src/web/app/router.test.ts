import { ROUTES } from '#domain/routes.ts';
import { describe, expect, it } from 'vitest';
import { PAGE_LOADERS, type PageLoaders, routes } from './router.tsx';

describe('the router', () => {
  it('has a route for every row of the route table, then the 404 page', () => {
    const children = routes[0]?.children?.[0]?.children ?? [];
    expect(children.map((child) => child.path)).toEqual([...ROUTES.map((route) => route.path), '*']);
  });

  it('does not compile without a loader for every page of the table (checked by `tsc`)', () => {
    const { faq: _faq, ...withoutFaq } = PAGE_LOADERS;
    // @ts-expect-error the FAQ page has a row in the route table, so it needs a loader
    const incomplete: PageLoaders = withoutFaq;
    // @ts-expect-error a loader for a page the table does not list
    const extra: PageLoaders = { ...PAGE_LOADERS, blog: PAGE_LOADERS.faq };
    expect(Object.keys(incomplete)).not.toContain('faq');
    expect(Object.keys(extra)).toContain('blog');
  });
});
