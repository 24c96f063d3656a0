import { ROUTES } from '#domain/routes.ts';
import { matchRoutes } from 'react-router';
import { expect, it } from 'vitest';
import { findBranch, normalizePath } from './hydrate.ts';
import { routes } from './router.tsx';

it("finds the same route branch as React Router's matchRoutes for every page, any case, a trailing slash and unknown paths", () => {
  const paths = ROUTES.flatMap((route) => [route.path, `${route.path}/`, route.path.toUpperCase()]);
  paths.push('/no-such-page', '/faq/extra', '/rent-negotiation-boston', '//');
  for (const path of paths) {
    const expected = (matchRoutes(routes, path) ?? []).map((match) => match.route);
    expect(findBranch(routes, normalizePath(path)), path).toEqual(expected);
    expect(expected.at(-1)?.path, path).toBeDefined();
  }
});
