import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const CHROMIUM_PATH = '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

/** Context permissions for the tests that copy to the clipboard and read it back. */
export const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Waits until React has hydrated or rendered; pages that are not the app (e.g. the demo checkout) pass at once. */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.dataset.appReady === 'true', null, {
    timeout: 15_000,
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** console errors and uncaught page errors seen so far */
  errors: string[];
}

export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  options: { permissions?: string[] } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({ baseURL, viewport, permissions: options.permissions ?? [] });
  const page = await context.newPage();
  // Every full navigation waits until React has hydrated or rendered (RootLayout sets html[data-app-ready]),
  // so a test never clicks prerendered markup that is not interactive yet.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForApp(page);
    return response;
  };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Nothing on the page is wider than the 375 px phone screen, and it cannot be scrolled sideways. */
export async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    window.scrollTo(300, window.scrollY);
    const scrolled = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return scrolled === 0 && (document.getElementById('main')?.scrollWidth ?? 9999) <= window.innerWidth;
  });
}

/** Every request the page sends, its address and body, to prove letters and replies never leave the browser. */
export function recordRequestBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => bodies.push(`${request.url()} ${request.postData() ?? ''}`));
  return bodies;
}
