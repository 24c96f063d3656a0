import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, newEmail, outboxLink, PASSWORD, realErrors, signInThroughPage, toastText } from './support/accounts.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { analyzeOnLanding } from './support/lease.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { ROOT, type RunningServer, startServer } from './support/server.ts';

/** Two elements on screen do not overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [x, y] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const overlap = x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
  expect(overlap, `${JSON.stringify(x)} overlaps ${JSON.stringify(y)}`).toBe(false);
}

let server: RunningServer;
let browser: Browser;

serverAndBrowserForFile(
  (s, b) => {
    server = s;
    browser = b;
  },
  { env: { LOG_LEVEL: 'info' } },
);

describe('signing in and out', () => {
  it('signs in, saves a lease, and signs out clearing local data and the server session', async () => {
    const email = newEmail('inout');
    await createAccount(server, email, 'Dana Rivera');
    const created = Date.now();
    const { page, context, errors } = await openPage(browser, server.url);
    // Signing in later than the session that created the account is a return: the dashboard says Welcome back
    // (the first visit, in the creating session, says Welcome: purchase.spec.ts).
    await page.waitForTimeout(Math.max(0, created + 10_500 - Date.now()));
    await signInThroughPage(page, email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    expect(await page.getByTestId('premium-status').getByRole('link', { name: 'Upgrade Now' }).getAttribute('href')).toBe('/#pricing');
    // The sign-in toast sits clear of the page's heading and subtitle.
    const toast = page.locator('[data-sonner-toast]').first();
    await toast.waitFor();
    await page.waitForTimeout(600);
    mkdirSync(path.join(ROOT, 'test-results', 'ui'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'ui', 'dashboard-signed-in-1280.png') });
    await expectApart(toast, page.getByText('Everything you need for your next rent conversation, in one place.'));
    await expectApart(toast, page.getByRole('heading', { name: 'Welcome back, Dana!' }));
    // The footer offers a signed-in user the dashboard and Sign Out, not Sign In.
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await footer.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(await footer.getByRole('link', { name: 'Sign In' }).count()).toBe(0);

    // A signed-in user opening /auth goes to the dashboard, replacing history.
    await page.goto('/faq');
    await page.goto('/auth');
    await page.waitForURL('**/dashboard');
    await page.goBack();
    await page.waitForURL('**/faq');

    // The landing form saves a signed-in user's lease to their account.
    await analyzeOnLanding(page, { zipcode: '10001', rent: '3,100' });
    const leases: unknown = await (await page.request.get('/api/leases')).json();
    expect(leases).toMatchObject([{ rentAmount: 3100, firstName: 'Dana' }]);

    await page.evaluate(() => sessionStorage.setItem('draft', 'x'));
    expect(await page.evaluate(() => localStorage.getItem('lease_data'))).not.toBeNull();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started - Free' }).first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lease_data'), sessionStorage.length])).toEqual([null, 0]);
    expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/auth');

    // A visitor's footer offers Sign In.
    expect(await page.locator('footer').getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/auth');
    expect(await page.locator('footer').getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

    // Signing out from a signed-in page also ends at the site root, not at the sign-in page. The footer's Sign Out
    // works like the header's.
    await signInThroughPage(page, email);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
    await page.locator('footer').getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Get Started - Free' }).first().waitFor();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('says Welcome on the first dashboard visit, in the session that created the account, and Welcome back afterwards', async () => {
    for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      // The account service signs the new account in (as checkout and account completion do).
      const signUp = await context.request.post(`${server.url}/api/account/sign-up`, {
        data: { email: newEmail('first-visit'), password: PASSWORD, fullName: 'Dana Rivera' },
      });
      expect(signUp.status()).toBe(201);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Welcome, Dana!', exact: true }).waitFor();
      await page.screenshot({ path: path.join(ROOT, 'test-results', 'ui', `dashboard-first-visit-${viewport.width}.png`) });
      await page.locator('footer').screenshot({ path: path.join(ROOT, 'test-results', 'ui', `footer-signed-in-${viewport.width}.png`) });
      await page.reload();
      await page.getByRole('heading', { name: 'Welcome back, Dana!' }).waitFor();
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }
  });

  it('shows the invalid-credentials message, and protects the password field', async () => {
    const email = newEmail('wrong');
    await createAccount(server, email);
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Please enter a valid email address').waitFor();

    const prevented = await page.getByLabel('Password', { exact: true }).evaluate((input) => {
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      input.dispatchEvent(menu);
      const drag = new DragEvent('dragstart', { bubbles: true, cancelable: true });
      input.dispatchEvent(drag);
      return [menu.defaultPrevented, drag.defaultPrevented];
    });
    expect(prevented).toEqual([true, true]);

    await signInThroughPage(page, email, 'Not-The-Password1!');
    expect(await toastText(page, 'Invalid email or password')).toContain(
      'Invalid email or password. Please check your credentials and try again.',
    );
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });
});

describe('password reset', () => {
  it('emails a link through the dev outbox that sets a new password once', async () => {
    const email = newEmail('reset');
    await createAccount(server, email);
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.waitForFunction(() =>
      /^[0-9a-f]{64}$/.test((document.querySelector('input[name="csrfToken"]') as HTMLInputElement | null)?.value ?? ''),
    );
    expect(await page.locator('input[type="hidden"][name="csrfToken"]').count()).toBe(1);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    expect(await toastText(page, 'Password reset email sent!')).toContain('Password reset email sent! Check your inbox.');

    let link: string | null = null;
    for (let i = 0; i < 50 && !link; i++) {
      link = outboxLink(server, email, /http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[A-Za-z0-9]+/);
      if (!link) await page.waitForTimeout(100);
    }
    expect(link).not.toBeNull();

    await page.goto(link!);
    await page.getByRole('heading', { name: 'Create New Password' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    const update = page.getByRole('button', { name: 'Update Password' });
    expect(await update.isDisabled()).toBe(true);
    // The live checklist is the sign-up rule (ADR 0075): a password without a symbol misses only that and the match.
    await page.getByLabel('New Password', { exact: true }).fill('Harbor2026');
    const checklist = page.getByTestId('password-checklist');
    expect(await checklist.locator('li[data-met="false"]').allTextContents()).toEqual([
      'A special character (such as ! or -) (not met)',
      'Passwords match (not met)',
    ]);
    expect(await checklist.locator('li').count()).toBe(8);
    mkdirSync(path.join(ROOT, 'test-results', 'ui'), { recursive: true });
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'ui', 'reset-checklist-375.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'ui', 'reset-checklist-1280.png'), fullPage: true });
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByLabel('New Password', { exact: true }).fill('New-Harbor7!');
    await page.getByLabel('Confirm Password', { exact: true }).fill('New-Harbor7');
    expect(await update.isDisabled()).toBe(true);
    expect(await checklist.getByText('Passwords match').locator('..').getAttribute('data-met')).toBe('false');
    await page.getByLabel('Confirm Password', { exact: true }).fill('New-Harbor7!');
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    await page.getByRole('heading', { name: 'Password Updated!' }).waitFor();
    expect(await toastText(page, 'Password updated successfully!')).toContain('Password updated successfully! Redirecting to sign in...');
    await page.waitForURL('**/auth', { timeout: 8000 });

    // The link works once.
    await page.goto(link!);
    await page.getByRole('heading', { name: 'Reset Link Issue' }).waitFor();
    expect(await page.getByText('This reset link has expired or is invalid. Please request a new password reset.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Request New Reset Link' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();

    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await signInThroughPage(page, email, 'New-Harbor7!');
    await page.waitForURL('**/dashboard');
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('profile', () => {
  it('edits the full name, keeps the email read-only, and greets with the new name', async () => {
    const email = newEmail('profile');
    await createAccount(server, email, 'Dana Rivera');
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await signInThroughPage(page, email);
    await page.waitForURL('**/dashboard');
    // Welcome or Welcome back, by how soon after the account this sign-in came; the next visit is a return.
    await page.getByRole('heading', { level: 1, name: /^Welcome( back)?, Dana!$/ }).waitFor();
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor();
    const name = page.getByLabel('Full name');
    await page.waitForFunction(() => (document.getElementById('profile-full-name') as HTMLInputElement | null)?.value === 'Dana Rivera');
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByText('Email cannot be changed. Contact support if needed.').isVisible()).toBe(true);
    // Typed markup is sanitised away.
    await name.fill('Jordan <b>Lee</b>');
    expect(await name.inputValue()).toBe('Jordan Lee');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    expect(await toastText(page, 'Profile updated')).toContain('Your profile has been successfully updated.');
    // On a 375 px phone the toast stays clear of the page's heading and subtitle.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(600);
    const profileToast = page.locator('[data-sonner-toast]').first();
    await expectApart(profileToast, page.getByText('Your account details.'));
    await expectApart(profileToast, page.getByRole('heading', { name: 'Your Profile' }));
    await page.screenshot({ path: path.join(ROOT, 'test-results', 'ui', 'toast-profile-375.png') });
    expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ fullName: 'Jordan Lee', email });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Welcome back, Jordan!' }).waitFor();
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('testimonials', () => {
  it('submits a story, which appears on / only after approval with the CLI', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentcheck-e2e-stories-'));
    let own: RunningServer | null = await startServer({ dataDir, fromTemplate: false });
    try {
      const email = newEmail('story');
      await createAccount(own, email, 'Dana Rivera');
      const { page, context, errors } = await openPage(browser, own.url);
      await page.goto('/');
      await page.getByTestId('stories-empty').getByText('Be the first to share your story').waitFor();

      await signInThroughPage(page, email);
      await page.waitForURL('**/dashboard');
      await page.getByRole('button', { name: 'Write Your Story' }).click();
      const submit = page.getByRole('button', { name: 'Submit Story' });
      expect(await page.getByLabel('Your name (required)').inputValue()).toBe('Dana Rivera');
      await page
        .getByLabel('Your story (required)')
        .fill('My landlord kept my rent the same after I sent the letter. <script>alert(1)</script>');
      expect(await submit.isDisabled()).toBe(true);
      await page.getByLabel(/I agree that RentCheck may publish my story/).check();
      expect(await submit.isDisabled()).toBe(false);
      await page.getByLabel('City or neighborhood (optional)').fill('Atlanta, GA');
      await submit.click();
      expect(await toastText(page, 'Thank you for sharing!')).toContain('submitted for review');
      await page.getByRole('button', { name: 'Write Your Story' }).waitFor();
      await page.goto('/');
      await page.getByTestId('stories-empty').waitFor();
      expect(realErrors(errors)).toEqual([]);
      await context.close();

      // The embedded database belongs to the server: stop it, review, start it again on the same data.
      await own.stop();
      own = null;
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const running = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/testimonials.ts', 'list'], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      expect(running.status).toBe(0);
      const id = running.stdout.match(/#(\d+) \[pending\] Dana Rivera, Atlanta, GA/)?.[1];
      expect(id).toBeDefined();
      const approve = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/testimonials.ts', 'approve', id!], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      expect(approve.stdout).toContain(`Testimonial #${id} by Dana Rivera is now approved.`);

      own = await startServer({ dataDir, fromTemplate: false });
      const visitor = await openPage(browser, own.url, VIEWPORTS.mobile);
      await visitor.page.goto('/#success-stories');
      const list = visitor.page.getByTestId('stories-list');
      await list.waitFor();
      expect(await list.textContent()).toContain('My landlord kept my rent the same after I sent the letter.');
      expect(await list.textContent()).toContain('Atlanta, GA');
      expect(await visitor.page.locator('#success-stories ~ * script, [data-testid="stories-list"] script').count()).toBe(0);
      await visitor.context.close();
    } finally {
      await own?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('blocking', () => {
  it('restricts access after 5 failed sign-ins, disabling the inputs with the reason, also after a reload', async () => {
    // Its own server: the block covers this browser's address, which other tests share.
    const own = await startServer({ fromTemplate: false });
    try {
      const email = newEmail('blocked');
      await createAccount(own, email);
      const { page, context } = await openPage(browser, own.url);
      await page.goto('/auth');
      for (let i = 1; i <= 5; i++) {
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(`Wrong-Password${i}!`);
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/account/sign-in'));
        await page.getByRole('button', { name: 'Sign In' }).click();
        expect((await answer).status()).toBe(401);
      }
      expect(await toastText(page, 'Invalid email or password')).toContain('Please check your credentials and try again.');
      const notice = page.getByTestId('blocked-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toContain('Access Temporarily Restricted');
      expect(await notice.textContent()).toMatch(
        /Too many sign-in attempts from this account or network\. Please try again in 15 minutes\./,
      );
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      expect(await page.getByLabel('Password', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);

      await page.reload();
      await page.getByTestId('blocked-notice').waitFor();
      expect(await page.getByLabel('Email').isDisabled()).toBe(true);
      // The server refuses even the right password now.
      const refused = await page.request.post('/api/account/sign-in', {
        data: { email, password: PASSWORD },
        headers: { origin: own.url },
      });
      expect(refused.status()).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { message: 'Too many attempts. Please try again later.' } });
      await context.close();
    } finally {
      await own.stop();
    }
  });
});

describe('inactivity', () => {
  it('warns before the (configured) timeout, extends on request, then signs out', async () => {
    // 0.25 minutes = 15 s, checked every second: the warning (5 minutes or less left) shows at once.
    const own = await startServer({ fromTemplate: false, env: { SESSION_IDLE_MINUTES: '0.25', SESSION_CHECK_SECONDS: '1' } });
    try {
      const email = newEmail('idle');
      await createAccount(own, email);
      const { page, context } = await openPage(browser, own.url);
      await signInThroughPage(page, email);
      await page.waitForURL('**/dashboard');
      const warning = page.locator('[data-sonner-toast]').filter({ hasText: 'Your session is about to expire' });
      await warning.waitFor({ timeout: 10_000 });
      await warning.getByRole('button', { name: 'Extend Session' }).click();
      await toastText(page, 'Session extended');
      // No activity from here on.
      await page.waitForURL((url) => url.pathname === '/', { timeout: 40_000 });
      expect(await toastText(page, 'Session expired')).toContain('Session expired due to inactivity. Please sign in again.');
      expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
      await context.close();
    } finally {
      await own.stop();
    }
  });
});
