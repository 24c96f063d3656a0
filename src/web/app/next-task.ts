/**
 * Resolves in a new task, so the browser can paint and handle input between two steps of the app's start-up: on a
 * slow phone each step (a route module's evaluation, the router's creation, hydration) stays a short task instead of
 * one long one (docs/performance.md, "Main thread"). Uses `scheduler.yield` where the browser has it (the continuation runs before other queued
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
