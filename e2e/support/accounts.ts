import type { Page } from 'playwright-core';
import type { RunningServer } from './server.ts';

export const PASSWORD = 'Sunny-Lease42!';

let counter = 0;
export function newEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** Creates an account through the account service (what checkout will call), outside any browser. */
export async function createAccount(server: RunningServer, email: string, fullName = 'Dana Rivera', password = PASSWORD) {
  const response = await fetch(`${server.url}/api/account/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password, fullName }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { user: { id: string } };
}

export async function signInThroughPage(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The text of the toast on screen (the app keeps one at a time). */
export async function toastText(page: Page, contains: string | RegExp): Promise<string> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: contains });
  await toast.first().waitFor();
  return (await toast.first().textContent()) ?? '';
}

/** The last link the dev outbox logged for this address (LOG_LEVEL=info). */
export function outboxLink(server: RunningServer, email: string, pattern: RegExp): string | null {
  const lines = server
    .logs()
    .split('\n')
    .filter((line) => line.includes('Dev outbox') && line.includes(email));
  for (const line of lines.reverse()) {
    const match = line.match(pattern);
    if (match) return match[0];
  }
  return null;
}

/** Console errors other than the browser's own note about a 4xx answer the test provoked. */
export const realErrors = (errors: string[]) => errors.filter((e) => !e.startsWith('Failed to load resource'));
