import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePath, PRERENDERED_ROUTES } from '#domain/routes.ts';
import { newEmail } from './support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import { type RunningServer, startServer } from './support/server.ts';

/**
 * One catalogue of what this deployment sells (ADR 0047): every public page, as prerendered and as rendered in
 * Chromium once the catalogue has loaded, for each configuration: nothing set, GEMINI_API_KEY, SUPPORT_EMAIL.
 */
const PUBLIC_PATHS = [...PRERENDERED_ROUTES.map((route) => route.path), '/checkout?package=Premium%20Package'];
const AI_WORDS = /\bAI\b|revision/i;
const PRIORITY = /priority support/i;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The page's visible text after the catalogue and the rest of its requests have settled. */
async function renderedText(page: Page, path: string): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !document.body.innerText.includes('Checking what this site includes'));
  return page.evaluate(() => document.body.innerText);
}

/** The prerendered HTML's text (no scripts or styles), as a search engine or a browser without JavaScript reads it. */
async function prerenderedText(server: RunningServer, path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return html
    .replace(/<script(?![^>]*ld\+json)[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
}

async function walk(server: RunningServer): Promise<Map<string, string>> {
  const { page, context, errors } = await openPage(browser, server.url);
  const texts = new Map<string, string>();
  for (const path of PUBLIC_PATHS) {
    const prerendered = await prerenderedText(server, path);
    expect(prerendered, `prerendered ${path}`).not.toMatch(AI_WORDS);
    expect(prerendered, `prerendered ${path}`).not.toMatch(PRIORITY);
    texts.set(path, await renderedText(page, path));
  }
  expect(errors).toEqual([]);
  await context.close();
  return texts;
}

describe('with nothing configured (no GEMINI_API_KEY, no SUPPORT_EMAIL)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('no public page mentions AI letters, revisions or priority support, prerendered or rendered', async () => {
    const texts = await walk(server);
    for (const [path, text] of texts) {
      expect(text, path).not.toMatch(AI_WORDS);
      expect(text, path).not.toMatch(PRIORITY);
    }
    expect(texts.get(pagePath('landing'))).toContain('Your Negotiation Plan: your renewal scenarios side by side');
    expect(texts.get('/checkout?package=Premium%20Package')).toContain('A landlord-ready market report (PDF) to attach to your letter');
  });
});

describe('with GEMINI_API_KEY', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { GEMINI_API_KEY: 'e2e-gemini-key', GEMINI_API_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(() => server?.stop());

  it('lists the AI letter and its 20 revisions where Premium is sold, after the catalogue loads, and no priority support', async () => {
    const texts = await walk(server);
    expect(texts.get(pagePath('landing'))).toContain('20 AI letter revisions');
    expect(texts.get('/checkout?package=Premium%20Package')).toContain('An AI-personalised letter written from the scenario you pick');
    expect(texts.get('/rent-negotiation-chicago')).toContain('reminders, an AI-personalised letter and 20 AI letter revisions for 45 days');
    expect(texts.get(pagePath('terms'))).toContain('On this site the Premium Package also includes up to 20 AI letter revisions.');
    expect(texts.get(pagePath('privacy'))).toContain("sent to Google's Gemini API");
    for (const [path, text] of texts) expect(text, path).not.toMatch(PRIORITY);
  });
});

describe('with SUPPORT_EMAIL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SUPPORT_EMAIL: 'help@operator.example', SUPPORT_RESPONSE_HOURS: '12', LOG_LEVEL: 'info' } });
  });
  afterAll(() => server?.stop());

  it('promises priority support with its hours where Premium is sold, and still no AI', async () => {
    const texts = await walk(server);
    expect(texts.get(pagePath('landing'))).toContain('Priority support by email, answered within 12 hours');
    expect(texts.get('/checkout?package=Premium%20Package')).toContain('Priority support by email, answered within 12 hours');
    for (const [path, text] of texts) expect(text, path).not.toMatch(AI_WORDS);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`lets a Premium buyer send a question from the dashboard and says when the answer comes (${name})`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      const email = newEmail(`support-${name}`);
      await signUpInContext(context, server.url, email, 'Robin Park');
      await page.goto('/dashboard');
      await page.getByTestId('premium-status').getByText('No active Premium Package').waitFor();
      expect(await page.getByTestId('priority-support').count()).toBe(0);
      expect(await page.getByTestId('premium-status').textContent()).toContain('priority support');

      await payForPremium(page, context, server.url);
      await page.getByText('Priority support by email, answered within 12 hours').waitFor();
      errors.length = 0; // the demo checkout page is not the app (its browser asks for /favicon.ico)

      await page.goto('/dashboard');
      const card = page.getByTestId('priority-support');
      await card.getByText('you get an answer by email within 12 hours').waitFor();
      await card.getByRole('button', { name: 'Send to Support' }).click();
      await card.getByText('Please write a subject.').waitFor();
      await card.getByLabel('Subject').fill('Landlord countered');
      await card.getByLabel('Your question').fill('Should I accept $1,950?');
      const sent = Date.now();
      await card.getByRole('button', { name: 'Send to Support' }).click();
      const status = card.getByRole('status');
      await status.getByText('Message sent').waitFor();
      const expected = new Date(sent + 12 * 3_600_000).toLocaleString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
      expect(await status.textContent()).toContain(`We will answer by ${expected}`);
      await page.screenshot({ path: `test-results/screenshots/priority-support-${name}.png`, fullPage: true });
      expect(server.logs()).toMatch(/"to":"help@operator\.example","subject":"\[Premium\] Landlord countered"/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
