import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type RunningServer, type StartOptions, startServer } from './server.ts';

/**
 * A spec file's server and browser: both started (side by side) before its tests, handed to `set`, and both stopped
 * after them.
 */
export function serverAndBrowserForFile(set: (server: RunningServer, browser: Browser) => void, options: StartOptions = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    set(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
