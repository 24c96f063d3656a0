import { StrictMode } from 'react';
import { type createBrowserRouter, RouterProvider } from 'react-router';
import { resolveInitialLazyRoutes } from './hydrate.ts';
import { nextTask } from './next-task.ts';
import { AppProvider } from './provider.tsx';
import { routes } from './router.tsx';

/**
 * The app's element for the current URL. The route's page module is loaded first, so the first render is the page
 * itself (on a prerendered page, the same markup). Creating the router makes two slow calls into the browser, which on
 * a phone made it a task of 30 ms (docs/performance.md, "Main thread"): they are made first, each in a task of its own, so that the router then
 * finds them done. `createRouter` is React Router's createBrowserRouter, evaluated by app/start.ts.
 */
export async function appRoot(createRouter: typeof createBrowserRouter): Promise<React.ReactElement> {
  await resolveInitialLazyRoutes(routes, window.location);
  await nextTask();
  indexHistoryEntry();
  await nextTask();
  openSessionStorage();
  await nextTask();
  const router = createRouter(routes);
  await nextTask();
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/** The router numbers history entries (`idx`) and writes 0 on the first one it sees, as it would itself. */
function indexHistoryEntry(): void {
  const state = window.history.state as { idx?: unknown } | null;
  if (state?.idx == null) window.history.replaceState({ ...state, idx: 0 }, '');
}

/** The first use of session storage opens it; the router reads it when created (view transitions it restores). */
function openSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    // Storage can be unavailable (private mode, blocked cookies); the router copes.
  }
}
