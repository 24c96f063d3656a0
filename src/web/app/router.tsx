import { CITY_SLUGS, cityPath } from '#domain/routes.ts';
import type { RouteObject } from 'react-router';
import { RouteError } from '../components/errors/route-error.tsx';
import { RootLayout } from './root-layout.tsx';

type LazyModule = () => Promise<{ Component: React.ComponentType }>;

const page = (path: string, load: LazyModule, extra: Partial<RouteObject> = {}): RouteObject => ({
  path,
  lazy: load,
  ...extra,
});

/** One entry per route of SPEC section 2; the table in src/domain/routes.ts lists the same paths. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page('/', () => import('./routes/landing.tsx')),
          page('/auth', () => import('./routes/auth.tsx')),
          page('/dashboard', () => import('./routes/dashboard.tsx')),
          page('/generate-letter', () => import('./routes/generate-letter.tsx')),
          page('/renegotiation-response', () => import('./routes/renegotiation-response.tsx')),
          page('/profile', () => import('./routes/profile.tsx')),
          page('/faq', () => import('./routes/faq.tsx')),
          page('/how-to-negotiate-rent', () => import('./routes/how-to-negotiate-rent.tsx')),
          page('/rent-reduction-tips', () => import('./routes/rent-reduction-tips.tsx')),
          ...CITY_SLUGS.map((slug) => page(cityPath(slug), () => import('./routes/city.tsx'), { handle: { city: slug } })),
          page('/checkout', () => import('./routes/checkout.tsx')),
          page('/payment-success', () => import('./routes/payment-success.tsx')),
          page('/payment-canceled', () => import('./routes/payment-canceled.tsx')),
          page('/reset-password', () => import('./routes/reset-password.tsx')),
          page('/terms', () => import('./routes/terms.tsx')),
          page('/privacy', () => import('./routes/privacy.tsx')),
          page('*', () => import('./routes/not-found.tsx')),
        ],
      },
    ],
  },
];
