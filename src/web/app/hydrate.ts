import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules that match the current URL and puts them on the route objects, so the first
 * client render is the prerendered page rather than an empty "loading" state (no hydration mismatch).
 */
export async function resolveInitialLazyRoutes(routes: RouteObject[], location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/**
 * Resolves in a new task, so the browser can paint and handle input between two steps of the app's start-up: on a
 * slow phone each step (a route module's evaluation, the router's creation, hydration) stays a short task instead of
 * one long one (ADR 0035). Uses `scheduler.yield` where the browser has it (the continuation runs before other queued
 * tasks), else a message to this window's channel (no 4 ms timer clamp).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
