import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD } from './accounts.ts';

/** Signs up through the context's own cookie jar (the page is then signed in), and checks the 201. */
export async function signUpInContext(context: BrowserContext, serverUrl: string, email: string, fullName: string) {
  const response = await context.request.post(`${serverUrl}/api/account/sign-up`, { data: { email, password: PASSWORD, fullName } });
  expect(response.status()).toBe(201);
}

/**
 * Buys the Premium Package for the signed-in account: a checkout from the API, then the demo checkout page's Pay
 * button, until the browser is back on /payment-success.
 */
export async function payForPremium(page: Page, context: BrowserContext, serverUrl: string) {
  const payment = await context.request.post(`${serverUrl}/api/functions/create-payment`, {
    data: { packageType: 'Premium Package', price: 7 },
    headers: { origin: serverUrl },
  });
  await page.goto(((await payment.json()) as { url: string }).url);
  await page.getByRole('button', { name: /^Pay \$7\.00 USD/ }).click();
  await page.waitForURL(/\/payment-success\?session_id=/);
}

/** Clicks something that opens the demo checkout in a new tab and returns that tab once its page has loaded. */
export async function openCheckoutPopup(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const popupPromise = context.waitForEvent('page');
  await click();
  const popup = await popupPromise;
  await popup.waitForURL(/\/demo-checkout\/demo_cs_/);
  await popup.getByText('Demo - no card is charged').waitFor();
  return popup;
}

/** On the demo checkout a guest opened: pays, and waits for the payment page's account form. */
export async function payAsGuest(popup: Page) {
  await popup.getByRole('button', { name: /^Pay \$7\.00 USD/ }).click();
  await popup.getByRole('heading', { name: 'Complete Your Account' }).waitFor();
}

/** Fills the "Complete Your Account" form's password twice and creates the account. */
export async function completeAccount(page: Page, password = 'Harbor-2026!') {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account & Access Premium' }).click();
}
