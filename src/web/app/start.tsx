// First, so it runs before any module that builds a zod schema.
import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { warnAgainstPastingCode } from '../lib/sensitive-fields.ts';
import { nextTask, resolveInitialLazyRoutes } from './hydrate.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/** Starts the app in #root: hydrates a prerendered page, renders any other from scratch (loaded by main.tsx). */
export async function start(container: HTMLElement, prerendered: boolean): Promise<void> {
  // Each step in its own task (ADR 0035): this module's evaluation (React, the router), the route module's
  // evaluation, the router's creation (it reads and rewrites the history entry) and the hydration's first slice were
  // one or two tasks of 15-60 ms on a phone.
  await nextTask();
  warnAgainstPastingCode();
  // Either way the current route's module is loaded first, so the first render is the page itself.
  await resolveInitialLazyRoutes(routes, window.location);
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
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
