// First, so it runs before any module that builds a zod schema.
import './zod-jitless.ts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { warnAgainstPastingCode } from '../lib/sensitive-fields.ts';
import { appRoot } from './app-root.tsx';

/**
 * Starts the app in #root (loaded by main.tsx): hydrates a prerendered page, renders any other from scratch. Hydrating
 * in a transition lets React yield between chunks of work, so a slow phone stays responsive (no single long task for
 * the whole page); what is typed meanwhile is kept (ADR 0043).
 */
export async function start(container: HTMLElement): Promise<void> {
  const app = await appRoot();
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  warnAgainstPastingCode();
}
