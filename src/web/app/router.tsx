import { type PageModule, ROUTES, type RouteInfo } from '#domain/routes.ts';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import type { RouteHandle } from '../components/seo/document-head.tsx';
import { RootLayout } from './root-layout.tsx';

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

/** A loader for every page key of the route table, and nothing else: a key left out or misspelt does not type-check. */
export type PageLoaders = Record<PageModule, LazyModule>;

/**
 * The page module of each key in the route table (src/domain/routes.ts): src/web/app/routes/<key>.tsx. A new page is
 * one row there, its module and its line here (docs/architecture.md, "A new page").
 */
export const PAGE_LOADERS: PageLoaders = {
  landing: () => import('./routes/landing.tsx'),
  auth: () => import('./routes/auth.tsx'),
  dashboard: () => import('./routes/dashboard.tsx'),
  'generate-letter': () => import('./routes/generate-letter.tsx'),
  'renegotiation-response': () => import('./routes/renegotiation-response.tsx'),
  profile: () => import('./routes/profile.tsx'),
  faq: () => import('./routes/faq.tsx'),
  plan: () => import('./routes/plan.tsx'),
  'shared-report': () => import('./routes/shared-report.tsx'),
  'how-to-negotiate-rent': () => import('./routes/how-to-negotiate-rent.tsx'),
  'rent-reduction-tips': () => import('./routes/rent-reduction-tips.tsx'),
  city: () => import('./routes/city.tsx'),
  checkout: () => import('./routes/checkout.tsx'),
  'payment-success': () => import('./routes/payment-success.tsx'),
  'payment-canceled': () => import('./routes/payment-canceled.tsx'),
  'reset-password': () => import('./routes/reset-password.tsx'),
  terms: () => import('./routes/terms.tsx'),
  privacy: () => import('./routes/privacy.tsx'),
};

/** A page whose row says it uses TanStack Query loads src/web/lib/query-provider.tsx with it and renders inside it. */
function pageLoader(route: RouteInfo): LazyModule {
  const load = PAGE_LOADERS[route.module];
  if (!route.queries) return load;
  return async () => {
    const [page, { withQueryClient }] = await Promise.all([load(), import('../lib/query-provider.tsx')]);
    return { Component: withQueryClient(page.Component) };
  };
}

/** Every row of the route table, lazily loaded, with the row as its handle (useRouteMeta reads it); then the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...ROUTES.map((route): RouteObject => ({ path: route.path, lazy: pageLoader(route), handle: { route } satisfies RouteHandle })),
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];
