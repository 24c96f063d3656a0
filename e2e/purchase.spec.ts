import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, PASSWORD } from './support/accounts.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { completeAccount, openCheckoutPopup, payAsGuest, signUpInContext } from './support/premium.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { ROOT, type RunningServer } from './support/server.ts';

// The whole purchase flow in Chromium with the demo provider (no STRIPE_SECRET_KEY: the server's own checkout page).
let server: RunningServer;
let browser: Browser;
const SHOTS = path.join(ROOT, 'test-results', 'purchase');

mkdirSync(SHOTS, { recursive: true });
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

async function purchases(context: BrowserContext) {
  const response = await context.request.get(`${server.url}/api/purchases`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { packageType: string; expiresAt: string }[];
}

const toastText = (page: Page) => page.locator('[data-sonner-toast]').last().textContent();

describe('buying the Premium Package with the demo provider', () => {
  it('lets a guest buy through the modal, complete the account and land on a dashboard with 45 days of Premium', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    await page.goto('/#pricing');
    await page.getByRole('button', { name: 'Get Premium Package - $7' }).last().click();

    const modal = page.getByRole('dialog', { name: 'Get Your Premium Package' });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Continue to Payment' }).click();
    expect(await modal.getByText('Email is required').isVisible()).toBe(true);
    expect(await modal.getByText('First name is required').isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'guest-modal-1280.png') });

    const email = newEmail('modal-guest');
    await modal.getByLabel('First Name').fill('Avery');
    await modal.getByLabel('Last Name').fill('Jordan');
    await modal.getByLabel('Email').fill(email);
    const popup = await openCheckoutPopup(context, () => modal.getByRole('button', { name: 'Continue to Payment' }).click());
    await page.locator('[data-sonner-toast]', { hasText: 'Payment Window Opened' }).waitFor();
    expect(await popup.getByText(email).isVisible()).toBe(true);
    await popup.screenshot({ path: path.join(SHOTS, 'demo-checkout-1280.png'), fullPage: true });

    await popup.getByRole('button', { name: /^Pay \$7\.00 USD/ }).click();
    await popup.waitForURL(/\/payment-success\?session_id=demo_cs_/);
    await popup.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await popup.getByRole('heading', { name: 'Complete Your Account' }).waitFor();
    // The tab that opened checkout does not stay on the landing page: it opens the same account form.
    await page.waitForURL(/\/payment-success\?session_id=demo_cs_/);
    await page.getByRole('heading', { name: 'Complete Your Account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('session_id')).toBe(new URL(popup.url()).searchParams.get('session_id'));
    await page.screenshot({ path: path.join(SHOTS, 'original-tab-after-payment-1280.png') });
    const emailField = popup.getByLabel(/^Email/);
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    expect(await popup.getByText('Verified through payment').isVisible()).toBe(true);
    expect(await popup.getByLabel('First Name').inputValue()).toBe('Avery');
    expect(await popup.getByLabel('Last Name').inputValue()).toBe('Jordan');

    await popup.getByLabel('Password', { exact: true }).fill('weak');
    await popup.getByLabel('Confirm Password').fill('weak');
    await popup.getByRole('button', { name: 'Create Account & Access Premium' }).click();
    await popup.getByText('Password must be at least 8 characters long').waitFor();
    await popup.getByRole('button', { name: 'Show password' }).click();
    expect(await popup.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');

    await completeAccount(popup);
    // The welcome says where it goes next, and the dashboard follows on its own.
    await popup.getByRole('heading', { name: 'Welcome to RentCheck Premium, Avery!' }).waitFor();
    expect(await popup.getByRole('status').filter({ hasText: 'Your account is ready. Taking you to your dashboard...' }).isVisible()).toBe(
      true,
    );
    expect(new URL(popup.url()).pathname).toBe('/payment-success');
    await popup.waitForURL(/\/dashboard$/);
    const card = popup.getByTestId('premium-status');
    await card.getByText('Premium Package').waitFor();
    expect(await card.textContent()).toContain('45 days left');
    // Once the account exists, the original tab is signed in and on the dashboard too, with Premium.
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('premium-status').getByText('45 days left').waitFor();
    // The account's first dashboard visit says Welcome (in whichever tab shows it first), the other Welcome back.
    const greetings = await Promise.all(
      [page, popup].map(async (tab) => {
        const heading = tab.getByRole('heading', { level: 1, name: /^Welcome( back)?, Avery!$/ });
        await heading.waitFor();
        return heading.textContent();
      }),
    );
    expect(greetings.sort()).toEqual(['Welcome back, Avery!', 'Welcome, Avery!']);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'original-tab-dashboard-1280.png') });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets a signed-in user buy from a city page and shows the what-next page and the premium dashboard', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    const email = newEmail('city-buyer');
    await signUpInContext(context, server.url, email, 'Morgan Lee');
    await page.goto('/rent-negotiation-atlanta');
    const cta = page.getByRole('button', { name: 'Get Started - $7' });
    await cta.waitFor();
    const popup = await openCheckoutPopup(context, () => cta.click());
    expect(await popup.getByText(email).isVisible()).toBe(true);
    await popup.getByRole('button', { name: /^Pay \$7\.00 USD/ }).click();
    await popup.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const successUrl = popup.url();
    for (const name of ['Generate My Letter', 'Go to Dashboard', 'View My Account']) {
      expect(await popup.getByRole('link', { name }).isVisible()).toBe(true);
    }
    // What's next lists the catalogue's features on this server (no AI key): ADR 0047.
    expect(await popup.getByText('For the next 45 days your Premium Package includes:').isVisible()).toBe(true);
    expect(await popup.getByText('45 days of full access', { exact: true }).isVisible()).toBe(true);
    expect(await popup.getByRole('link', { name: 'View My Account' }).getAttribute('href')).toBe('/profile');

    const bought = await purchases(context);
    expect(bought).toHaveLength(1);
    expect(bought[0]!.packageType).toBe('Premium Package');

    await popup.getByRole('link', { name: 'Go to Dashboard' }).click();
    await popup.getByTestId('premium-status').getByText('45 days left').waitFor();

    // The city page that opened checkout moves to the dashboard by itself, with Premium active.
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('premium-status').getByText('45 days left').waitFor();

    // With access the call to action now leads to the dashboard.
    await page.goto('/rent-negotiation-atlanta');
    await page.getByRole('link', { name: 'Take me to my dashboard' }).waitFor();
    expect(errors).toEqual([]);

    // Another signed-in user who opens this success link is not told that a payment succeeded for them.
    const other = await openPage(browser, server.url);
    await signUpInContext(other.context, server.url, newEmail('other-user'), 'Riley Stone');
    await other.page.goto(successUrl);
    await other.page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    expect(await purchases(other.context)).toHaveLength(0);
    await other.context.close();
    await context.close();
  });

  it('sends a guest who cancels to /payment-canceled with no purchase (account created at checkout first)', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    await page.goto('/checkout?package=Premium%20Package');
    await page.getByRole('heading', { name: 'Create Account & Purchase' }).waitFor();
    await page.getByRole('button', { name: 'Create Account & Pay $7' }).click();
    const notice = await toastText(page);
    expect(notice).toContain('Validation Error');
    for (const message of [
      'Full name is required',
      'Email address is required',
      'Password is required',
      'You must agree to the terms and conditions to proceed',
    ]) {
      expect(notice).toContain(message);
    }
    // Each message also stands by its field, which is marked invalid and points at it; focus is on the first one.
    for (const [field, id, message] of [
      [page.getByLabel('Full Name'), 'checkout-name', 'Full name is required'],
      [page.getByLabel('Email Address'), 'checkout-email', 'Email address is required'],
      [page.getByLabel('Password', { exact: true }), 'checkout-password', 'Password is required'],
      [page.getByLabel(/I agree to the/), 'checkout-terms', 'You must agree to the terms and conditions to proceed'],
    ] as const) {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect((await field.getAttribute('aria-describedby'))?.split(' ')).toContain(`${id}-error`);
      expect(await page.locator(`#${id}-error`).textContent()).toBe(message);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-name');
    const form = page.getByRole('form', { name: 'Checkout' });
    expect(await form.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('target')).toBe('_blank');
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('target')).toBe('_blank');
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(await page.getByText('Your access credentials will be sent to this email.').isVisible()).toBe(true);
    expect(await page.getByText('Secure payment by Stripe opens in a new tab.').isVisible()).toBe(true);

    const email = newEmail('cancel-guest');
    await page.getByLabel('Full Name').fill('Riley Chen');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.screenshot({ path: path.join(SHOTS, 'checkout-guest-1280.png'), fullPage: true });
    const popup = await openCheckoutPopup(context, () => page.getByRole('button', { name: 'Create Account & Pay $7' }).click());
    const sessionId = popup.url().split('/').at(-1)!;

    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitForURL(/\/payment-canceled$/);
    await popup.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
    expect(await popup.getByText(/No charges were made/).isVisible()).toBe(true);
    expect(await popup.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/#pricing');
    expect(await popup.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');

    expect(await purchases(context)).toEqual([]);
    const verify = await context.request.post(`${server.url}/api/functions/verify-payment`, { data: { sessionId } });
    expect((await verify.json()).payment_status).toBe('unpaid');
    await popup.goto('/dashboard');
    await popup.getByRole('link', { name: 'Upgrade Now' }).waitFor();
    // The account made at checkout signed in there: its first dashboard visit says Welcome.
    await popup.getByRole('heading', { name: 'Welcome, Riley!', exact: true }).waitFor();
    // The account made at checkout is signed in; the page now offers the signed-in wording.
    await page.goto('/checkout?package=Premium%20Package');
    await page.getByRole('heading', { name: 'Complete Your Purchase' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay $7 with Stripe' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers the one package on a bare /checkout and by its key in any case, a clear state for an unknown one, and Payment Not Found without a session', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    for (const url of ['/checkout', '/checkout?package=premium', '/checkout?package=PREMIUM%20PACKAGE']) {
      await page.goto(url);
      await page.getByTestId('package-summary').waitFor();
    }
    await page.goto('/checkout?package=Gold');
    await page.getByRole('heading', { name: 'Package not available' }).waitFor();
    expect(await page.getByText(/"Gold" is not a package we sell/).isVisible()).toBe(true);
    expect(await page.getByText('undefined').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'See Pricing' }).getAttribute('href')).toBe('/#pricing');

    await page.goto('/payment-success');
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    await page.goto('/payment-success?session_id=demo_cs_unknown');
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    expect(await toastText(page)).toContain('Payment Verification Error');
    expect(await page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/');
    // The unknown session answers 404 from verify-payment; the browser logs that failed request.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await context.close();
  });
});

describe('purchase pages on a 375 px phone and at 1280 px', () => {
  it('renders checkout, the modal, the demo page and the result pages without horizontal scrolling', async () => {
    for (const [label, viewport] of Object.entries(VIEWPORTS)) {
      const { page, context } = await openPage(browser, server.url, viewport);
      const noOverflow = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.goto('/checkout?package=Premium%20Package');
      await page.getByTestId('package-summary').waitFor();
      await noOverflow();
      await page.screenshot({ path: path.join(SHOTS, `checkout-${label}.png`), fullPage: true });
      await page.goto('/checkout?package=Gold');
      await page.getByTestId('package-unavailable').waitFor();
      await page.screenshot({ path: path.join(SHOTS, `checkout-unavailable-${label}.png`) });
      await page.goto('/payment-canceled');
      await page.getByRole('heading', { name: 'Payment Canceled' }).waitFor();
      await noOverflow();
      await page.screenshot({ path: path.join(SHOTS, `payment-canceled-${label}.png`), fullPage: true });

      await page.goto('/#pricing');
      await page.getByRole('button', { name: 'Get Premium Package - $7' }).last().click();
      const modal = page.getByRole('dialog', { name: 'Get Your Premium Package' });
      await modal.waitFor();
      await page.screenshot({ path: path.join(SHOTS, `guest-modal-${label}.png`) });
      await modal.getByLabel('First Name').fill('Sam');
      await modal.getByLabel('Last Name').fill('Park');
      await modal.getByLabel('Email').fill(newEmail('shots'));
      const popup = await openCheckoutPopup(context, () => page.getByRole('button', { name: 'Continue to Payment' }).click());
      await popup.setViewportSize(viewport);
      expect(await popup.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await popup.screenshot({ path: path.join(SHOTS, `demo-checkout-${label}.png`), fullPage: true });
      await payAsGuest(popup);
      expect(await popup.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await popup.screenshot({ path: path.join(SHOTS, `payment-success-guest-${label}.png`), fullPage: true });
      // The tab that opened checkout follows it to the same account form.
      await page.waitForURL(/\/payment-success\?session_id=demo_cs_/);
      await page.getByRole('heading', { name: 'Complete Your Account' }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, `original-tab-after-payment-${label}.png`) });
      await context.close();
    }
  });
});
