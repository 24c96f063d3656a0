import { type PageModule, ROUTES } from '#domain/routes.ts';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import type { RouteHandle } from '../components/seo/document-head.tsx';
import { RootLayout } from './root-layout.tsx';

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

/**
 * The page module of each `module` in the route table (src/domain/routes.ts). A new page is one row there and one
 * loader here; a row naming a module without a loader does not type-check.
 */
const PAGE_LOADERS: Record<PageModule, LazyModule> = {
  landing: () => import('./routes/landing.tsx'),
  auth: () => import('./routes/auth.tsx'),
  dashboard: () => import('./routes/dashboard.tsx'),
  'generate-letter': () => import('./routes/generate-letter.tsx'),
  'renegotiation-response': () => import('./routes/renegotiation-response.tsx'),
  profile: () => import('./routes/profile.tsx'),
  faq: () => import('./routes/faq.tsx'),
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

/**
 * Pages that use no TanStack Query themselves (their lazily loaded parts that do bring their own provider): the first
 * JavaScript of these public pages does without the library (ADR 0032). Every other page renders inside the app's one
 * QueryClient, and its route loads src/web/lib/query-provider.tsx with the page.
 */
const QUERY_FREE = new Set<PageModule>(['landing', 'faq', 'how-to-negotiate-rent', 'rent-reduction-tips', 'terms', 'privacy']);

function pageLoader(module: PageModule): LazyModule {
  const load = PAGE_LOADERS[module];
  if (QUERY_FREE.has(module)) return load;
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
          ...ROUTES.map(
            (route): RouteObject => ({ path: route.path, lazy: pageLoader(route.module), handle: { route } satisfies RouteHandle }),
          ),
          { path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];
