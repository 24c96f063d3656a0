import './styles.css';
// First, so it runs before any module that builds a zod schema.
import './app/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { resolveInitialLazyRoutes } from './app/hydrate.ts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { warnAgainstPastingCode } from './lib/sensitive-fields.ts';

warnAgainstPastingCode();

async function start() {
  const container = document.getElementById('root')!;
  // Public content pages arrive prerendered (ADR 0006): hydrate them; every other page renders from scratch.
  // Either way the current route's module is loaded first, so the first render is the page itself.
  const prerendered = container.firstElementChild !== null;
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

void start();
