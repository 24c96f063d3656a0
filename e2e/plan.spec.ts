import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGemini } from '../tests/fakes/gemini-api.ts';
import { newEmail, realErrors, signInThroughPage } from './support/accounts.ts';
import { type ServerWithGemini, startServerWithFakeGemini } from './support/gemini.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { submitLetter } from './support/letters.ts';
import { completeAccount, openCheckoutPopup, payAsGuest, payForPremium, signUpInContext } from './support/premium.ts';
import { ROOT, type RunningServer } from './support/server.ts';

// "Your Negotiation Plan" (/plan, ADR 0048) in Chromium with the demo provider: what a visitor sees, and a guest who
// buys Premium there, picks a scenario and gets the letter written from it.
let server: RunningServer;
let browser: Browser;
const SHOTS = path.join(ROOT, 'test-results', 'plan');

mkdirSync(SHOTS, { recursive: true });
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

describe('/plan', () => {
  it('is prerendered with its description for search engines and visitors', async () => {
    const html = await (await fetch(`${server.url}/plan`)).text();
    expect(html).toContain('<title>Your Negotiation Plan - RentCheck</title>');
    expect(html).toContain('What the plan does');
    expect(html).toContain('a smaller reduction on a longer lease');
    expect(html).toContain('Get Started - $7');
  });

  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a visitor sees what it does and the purchase button; a guest buys, picks a scenario and gets its letter`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await page.goto('/plan');
      await page.getByRole('heading', { name: 'Your Negotiation Plan', level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'What the plan does' }).isVisible()).toBe(true);
      const buy = page.getByTestId('plan-purchase').getByRole('button', { name: 'Get Started - $7' });
      await buy.waitFor();
      await page.screenshot({ path: path.join(SHOTS, `visitor-${label}.png`), fullPage: true });

      // A guest buys from the plan page: the modal, the demo checkout, the account.
      await buy.click();
      const modal = page.getByRole('dialog', { name: 'Get Your Premium Package' });
      await modal.getByLabel('First Name').fill('Avery');
      await modal.getByLabel('Last Name').fill('Jordan');
      await modal.getByLabel('Email').fill(newEmail(`plan-${label}`));
      const popup = await openCheckoutPopup(context, () => modal.getByRole('button', { name: 'Continue to Payment' }).click());
      await payAsGuest(popup);
      await completeAccount(popup);
      await popup.waitForURL(/\/dashboard$/);
      await popup.close();
      await page.waitForURL(/\/dashboard$/);
      await page.getByTestId('premium-status').getByText('45 days left').waitFor();

      // The dashboard links to the plan; the plan now shows the renter's scenarios.
      await page.getByRole('link', { name: 'Open Your Plan' }).click();
      await page.waitForURL(/\/plan$/);
      await page.getByLabel('Zipcode').fill('30301');
      await page.getByLabel('Current monthly rent ($)').fill('2000');
      // The walk-away point: a home the renter found at $1,900 and $1,200 of movers, over 12 months: 1,900 + 1,200 / 12.
      await page.getByLabel('Rent of a similar home you could move to (optional)').fill('1900');
      await page.getByLabel('Movers or a truck for your one-bedroom home').fill('1200');
      await page.getByTestId('walk-away-point').getByText('$2,000').waitFor();
      expect(await page.getByTestId('walk-away-point').textContent()).toContain('$2,000 a month on a 12-month lease');
      expect(await page.getByTestId('walk-away-calculation').textContent()).toContain(
        '$1,900 + $1,200 ÷ 12 months = $2,000 a month, rounded down to the dollar.',
      );
      const cards = page.locator('[data-testid^="scenario-"]').filter({ has: page.getByRole('heading') });
      await page.getByTestId('scenario-reduce-longer').waitFor();
      expect(await cards.count()).toBe(3);
      const headings = await page
        .locator('section[aria-labelledby="scenarios-heading"]')
        .getByRole('heading', { level: 3 })
        .allTextContents();
      expect(headings.toSorted()).toEqual(['A smaller reduction on a longer lease', 'Ask for the reduction', 'Keep the rent, sign early']);
      // Ordered by what each keeps against moving, most first (a scenario above the point keeps a negative amount).
      const kept = (await cards.getByTestId('scenario-walk-away').allTextContents()).map((text) => {
        const match = /keeps you \$([\d,]+) against moving|moving would cost you \$([\d,]+) less/.exec(text)!;
        return match[1] ? Number(match[1].replace(/,/g, '')) : -Number(match[2]!.replace(/,/g, ''));
      });
      expect(kept).toHaveLength(3);
      expect(kept).toEqual(kept.toSorted((a, b) => b - a));
      const chosen = page.getByTestId('scenario-reduce-longer');
      const rent = (await chosen.getByTestId('scenario-rent').textContent()) ?? '';
      expect(rent).toMatch(/^\$\d,\d{3}$/);
      expect(await chosen.textContent()).toContain('a month for 18 months');
      await chosen.getByRole('button', { name: 'Choose this scenario' }).click();
      await page.screenshot({ path: path.join(SHOTS, `scenarios-${label}.png`), fullPage: true });
      // The scenarios stack on a phone and stand side by side on a laptop.
      const boxes = await Promise.all(
        ['reduce', 'reduce-longer', 'keep-early'].map((key) => page.getByTestId(`scenario-${key}`).boundingBox()),
      );
      const tops = new Set(boxes.map((box) => Math.round(box!.y)));
      expect(tops.size).toBe(viewport.width < 768 ? 3 : 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

      // The landlord-ready market report downloads from the plan too (ADR 0049), for the same ZIP and home.
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download report (PDF)' }).click(),
      ]);
      expect(report.suggestedFilename()).toMatch(/\.pdf$/);
      const reportText = (await readFile((await report.path())!)).toString('latin1');
      expect(reportText).toContain('Fair Market Rent');
      expect(reportText).not.toContain('smaller reduction');

      await page.getByRole('link', { name: 'Write the letter from this scenario' }).click();
      await page.waitForURL(/\/generate-letter\?scenario=reduce-longer&reduction=\d+$/);
      await page.getByTestId('letter-scenario').getByText('A smaller reduction on a longer lease').waitFor();
      expect(await page.getByLabel('Zipcode').inputValue()).toBe('30301');
      expect(await page.getByLabel('Current monthly rent ($)').inputValue()).toBe('2,000');
      await page.getByLabel('Landlord/Company name').fill('Maple Property Management');
      await page.getByLabel('Property address').fill('12 Peachtree St, Apt 4');
      await page.getByLabel('Years').fill('2');
      await submitLetter(page);
      const letter = page.getByTestId('generated-letter');
      await letter.waitFor();
      const text = (await letter.inputValue()) ?? '';
      expect(text).toContain(`${rent} a month`);
      expect(text).toContain('18-month');
      expect(await page.getByTestId('letter-scenario').textContent()).toContain(
        'Written from your plan: A smaller reduction on a longer lease.',
      );
      await page.screenshot({ path: path.join(SHOTS, `letter-${label}.png`), fullPage: true });
      expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
      await context.close();
    });
  }
});

describe('/plan on every device (ADR 0060)', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a guest buys, enters figures on one device and sees them, the scenarios and the walk-away point signed in on another`, {
      timeout: 150_000,
    }, async () => {
      const email = newEmail(`plan-devices-${label}`);
      const phone = await openPage(browser, server.url, viewport);
      const { page, context } = phone;
      await page.goto('/plan');
      await page.getByTestId('plan-purchase').getByRole('button', { name: 'Get Started - $7' }).click();
      const modal = page.getByRole('dialog', { name: 'Get Your Premium Package' });
      await modal.getByLabel('First Name').fill('Sam');
      await modal.getByLabel('Last Name').fill('Okafor');
      await modal.getByLabel('Email').fill(email);
      const popup = await openCheckoutPopup(context, () => modal.getByRole('button', { name: 'Continue to Payment' }).click());
      await payAsGuest(popup);
      await completeAccount(popup, 'Harbor2026!');
      await popup.waitForURL(/\/dashboard$/);
      await popup.close();
      await page.waitForURL(/\/dashboard$/);
      await page.goto('/plan');
      await page.getByLabel('Zipcode').fill('30301');
      await page.getByLabel('Current monthly rent ($)').fill('2000');
      await page.getByLabel("Your landlord's proposed new rent").fill('2150');
      await page.getByLabel('Rent of a similar home you could move to (optional)').fill('1900');
      await page.getByLabel('Movers or a truck for your one-bedroom home').fill('1200');
      await page.getByTestId('walk-away-point').getByText('$2,000').waitFor();
      const kept = page.waitForResponse((r) => r.url().endsWith('/api/plan/saved') && r.request().method() === 'PUT' && r.status() === 200);
      await page.getByLabel('Keep my plan on my account').check();
      await kept;

      // Another device: a new browser, signed in with the same account.
      const laptop = await openPage(browser, server.url, viewport);
      await signInThroughPage(laptop.page, email, 'Harbor2026!');
      await laptop.page.waitForURL(/\/dashboard$/);
      await laptop.page.goto('/plan');
      await laptop.page.getByText('We filled in what your account keeps.').waitFor();
      expect(await laptop.page.getByLabel('Zipcode').inputValue()).toBe('30301');
      expect(await laptop.page.getByLabel('Movers or a truck for your one-bedroom home').inputValue()).toBe('1,200');
      expect(await laptop.page.getByLabel('Keep my plan on my account').isChecked()).toBe(true);
      await laptop.page.getByTestId('walk-away-point').getByText('$2,000').waitFor();
      expect(await laptop.page.getByTestId('walk-away-proposal').textContent()).toContain(
        "Your landlord's proposed $2,150 is above your walk-away point",
      );
      await laptop.page.getByTestId('scenario-walk-away').first().waitFor();
      expect(await laptop.page.getByTestId('scenario-walk-away').count()).toBeGreaterThanOrEqual(2);
      await laptop.page.screenshot({ path: path.join(SHOTS, `other-device-${label}.png`), fullPage: true });
      expect(await laptop.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The dashboard shows what the account keeps.
      await laptop.page.goto('/dashboard');
      const card = laptop.page.getByTestId('saved-plan');
      await card.getByText('Movers or a truck').waitFor();
      expect(await card.textContent()).toContain('$1,200');
      // The letter page starts from the same plan on this device.
      await laptop.page.goto('/generate-letter');
      await expect.poll(() => laptop.page.getByLabel('Zipcode').inputValue()).toBe('30301');
      expect(await laptop.page.getByLabel('Current monthly rent ($)').inputValue()).toBe('2,000');
      expect(realErrors([...phone.errors, ...laptop.errors])).toEqual([]);
      await context.close();
      await laptop.context.close();
    });
  }
});

describe('/plan with a figure read on the official page (issue 30, ADR 0072)', () => {
  it('sends the figure to the server’s plan: the scenarios ask for the correction to $1,971, not the $1,980 ceiling', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await signUpInContext(context, server.url, newEmail('plan-figure'), 'Robin Park');
    await payForPremium(page, context, server.url);
    await page.goto('/plan');
    await page.getByLabel('Zipcode').fill('97201');
    await page.getByLabel('Current monthly rent ($)').fill('1800');
    await page.getByLabel("Your landlord's proposed new rent").fill('2016');
    await page.getByLabel('Lease end date (optional)').fill('2026-12-31');
    const scenarios = page.locator('section[aria-labelledby="scenarios-heading"]');
    // Portland from January 1, 2027: the year's figure is not loaded, so the server's plan corrects to the 10% ceiling.
    await scenarios.getByText('First, to correct the increase to no more than $1,980').first().waitFor();
    const planAnswer = page.waitForResponse(
      (r) => r.url().endsWith('/api/plan') && r.status() === 200 && (r.request().postData() ?? '').includes('"or-ors-90.323":9.5'),
    );
    await page.getByTestId('rent-check-card').getByLabel('The figure on that page').fill('9.5');
    await planAnswer;
    await scenarios.getByText('First, to correct the increase to no more than $1,971').first().waitFor();
    expect(await scenarios.getByText('no more than $1,980').count()).toBe(0);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, 'entered-figure-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'entered-figure-1280.png'), fullPage: true });
    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });
});

describe('/plan with GEMINI_API_KEY', () => {
  let gemini: FakeGemini;
  let aiServer: RunningServer;
  let running: ServerWithGemini | undefined;
  beforeAll(async () => {
    running = await startServerWithFakeGemini();
    ({ gemini, server: aiServer } = running);
  });
  afterAll(async () => {
    await running?.stop();
  });

  it('personalises the letter with AI from the chosen scenario', async () => {
    const { page, context } = await openPage(browser, aiServer.url);
    const email = newEmail('plan-ai');
    await signUpInContext(context, aiServer.url, email, 'Robin Park');
    await payForPremium(page, context, aiServer.url);
    await page.getByRole('link', { name: 'Generate My Letter' }).waitFor();

    await page.goto('/plan');
    await page.getByLabel('Zipcode').fill('30301');
    await page.getByLabel('Current monthly rent ($)').fill('2000');
    const chosen = page.getByTestId('scenario-keep-early');
    await chosen.getByRole('button', { name: 'Choose this scenario' }).click();
    await page.getByRole('link', { name: 'Write the letter from this scenario' }).click();
    await page.waitForURL(/\/generate-letter\?scenario=keep-early$/);
    await page.getByTestId('letter-scenario').getByText('Keep the rent, sign early').waitFor();
    await page.getByLabel('Landlord/Company name').fill('Maple Property Management');
    await page.getByLabel('Property address').fill('12 Peachtree St, Apt 4');
    await page.getByLabel('Years').fill('2');
    await submitLetter(page);
    gemini.state.reply =
      'Dear Maple Property Management,\n\nI would like to renew at my current rent of $2,000 a month on a 12-month lease.\n\nRobin Park';
    const panel = page.getByTestId('ai-letter');
    await panel.getByRole('button', { name: 'Personalise with AI' }).click();
    await panel.getByText('I would like to renew at my current rent of $2,000 a month on a 12-month lease.').waitFor();
    const prompt = JSON.stringify(gemini.requests.at(-1)?.body);
    expect(prompt).toContain('The renter chose this scenario of their negotiation plan: \\"Keep the rent, sign early\\".');
    expect(prompt).toContain('Strategy: renew at the current rent of $2,000 a month, on a 12-month lease, offering to sign early.');
    await context.close();
  });
});
