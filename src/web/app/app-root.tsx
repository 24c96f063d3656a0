import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { resolveInitialLazyRoutes } from './hydrate.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/**
 * The app's element for the current URL. The route's page module is loaded first, so the first render is the page
 * itself (on a prerendered page, the same markup).
 */
export async function appRoot(): Promise<React.ReactElement> {
  await resolveInitialLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes);
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
