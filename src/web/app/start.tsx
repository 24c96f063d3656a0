// First, so it runs before any module that builds a zod schema.
import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { warnAgainstPastingCode } from '../lib/sensitive-fields.ts';
import { resolveInitialLazyRoutes } from './hydrate.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/** Starts the app in #root: hydrates a prerendered page, renders any other from scratch (loaded by main.tsx). */
export async function start(container: HTMLElement, prerendered: boolean): Promise<void> {
  warnAgainstPastingCode();
  // Either way the current route's module is loaded first, so the first render is the page itself.
  await resolveInitialLazyRoutes(routes, window.location);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // Hydrating in a transition lets React yield between chunks of work, so a slow phone stays responsive
  // (no single long task for the whole page).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
