// First, so it runs before any module that builds a zod schema.
import './zod-jitless.ts';
import { nextTask } from './next-task.ts';

/**
 * Starts the app in #root: hydrates a prerendered page, renders any other from scratch (loaded by main.tsx).
 *
 * Modules imported together are evaluated in one task, which on a phone was 30-60 ms here. So React DOM, React Router
 * and the app's own modules are separate chunks (vite.config.ts) imported one after the other, each evaluated in a task
 * of its own, as are the page's module, the router's creation and the hydration's first slice (docs/performance.md, "Main thread"). This
 * module itself imports nothing else. Without these steps (and the compile hints of vite.config.ts) the letter page's
 * Lighthouse performance fell to 88-91 (docs/performance.md, "Main thread").
 */
export async function start(container: HTMLElement, prerendered: boolean): Promise<void> {
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  // Destructured, so the bundle keeps only what the app uses of the library.
  const { createBrowserRouter } = await import('react-router');
  await nextTask();
  const [{ startTransition }, { appRoot }] = await Promise.all([import('react'), import('./app-root.tsx')]);
  await nextTask();
  const app = await appRoot(createBrowserRouter);
  // Hydrating in a transition lets React yield between chunks of work, so a slow phone stays responsive
  // (no single long task for the whole page).
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  // The console warning against pasting code, in a task of its own once the page is interactive.
  await nextTask();
  const { warnAgainstPastingCode } = await import('../lib/sensitive-fields.ts');
  warnAgainstPastingCode();
}
