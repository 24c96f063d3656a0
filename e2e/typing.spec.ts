import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './support/browser.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import type { RunningServer } from './support/server.ts';

// Nothing typed before a prerendered page's code arrives is lost (ADR 0043). Each test opens a page with its app code
// held back (every script but the small entry, which waits for the first paint anyway), types, ticks and chooses in the
// form the moment it shows, then lets the code load and finishes with what the app made of those answers.

let server: RunningServer;
let browser: Browser;

serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

interface HeldPage {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** Lets the held scripts load, then waits until the page has hydrated. */
  release: () => Promise<void>;
  /** Lets the held scripts load. */
  open: () => void;
}

/** Opens `path` with its app code held back until `release`: the prerendered page is on screen and takes input. */
async function openHeld(path: string, viewport: { width: number; height: number } = VIEWPORTS.mobile, cpuSlowdown = 1): Promise<HeldPage> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error(`No entry script in ${path}`);
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const page = await context.newPage();
  if (cpuSlowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  let open: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!route.request().url().endsWith(entry)) await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    context,
    page,
    errors,
    open,
    release: async () => {
      // The page is still the prerendered markup: nothing has hydrated it.
      expect(await page.evaluate(() => document.documentElement.dataset.appReady)).toBeUndefined();
      open();
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, { timeout: 20_000 });
    },
  };
}

describe('what is entered before the page has loaded its code', () => {
  it('is kept by the letter form: the landlord typed, the terms and a strength ticked, then the letter names the landlord', async () => {
    const { page, context, errors, release } = await openHeld('/generate-letter');
    const landlord = page.getByLabel('Landlord/Company name');
    await landlord.pressSequentially('Maple Property Management');
    await page.getByRole('checkbox', { name: 'Never missed or been late on rent' }).check();
    await page.getByRole('checkbox', { name: /I understand this letter/ }).check();
    // Enter in a field before the code has come does not send the form (a reload would lose everything).
    await landlord.press('Enter');
    await release();

    expect(await landlord.inputValue()).toBe('Maple Property Management');
    expect(await page.getByRole('checkbox', { name: 'Never missed or been late on rent' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /I understand this letter/ }).isChecked()).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Property address').fill('12 Oak Street, Apt 4');
    await page.getByLabel('Zipcode').fill('10001');
    await page.getByLabel('Current monthly rent ($)').fill('5000');
    await page.getByLabel('Years').fill('2');
    // The button was enabled by the tick given before the code came: the app holds it, not only the page.
    await page.getByRole('button', { name: 'Generate Letter' }).click();
    await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
    const letter = (await page.getByTestId('generated-letter').inputValue()) ?? '';
    expect(letter).toContain('Maple Property Management');
    expect(letter).not.toContain('Landlord/Company name is required');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is kept by the reply form: the landlord answer pasted, the disclaimer ticked and a flexibility chosen', async () => {
    const { page, context, errors, release } = await openHeld('/renegotiation-response');
    await page
      .getByLabel("Your landlord's response")
      .pressSequentially("We can't go that low, but we could do $1,800 a month instead.", { delay: 5 });
    await page.getByRole('radio', { name: /Drop improvement requests/ }).check();
    await page.getByRole('checkbox', { name: /I understand this response/ }).check();
    await release();

    expect(await page.getByLabel("Your landlord's response").inputValue()).toBe(
      "We can't go that low, but we could do $1,800 a month instead.",
    );
    // The app read the kept text as it would have read it typed: a counter-offer of $1,800.
    expect(await page.getByRole('radio', { name: /Counter-offer/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('The rent they proposed').inputValue()).toBe('$1,800');
    expect(await page.getByRole('radio', { name: /Drop improvement requests/ }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: /I understand this response/ }).isChecked()).toBe(true);
    await page.getByLabel('Current monthly rent ($)').fill('1950');
    await page.getByLabel('What you asked for').fill('200');
    await page.getByRole('button', { name: 'Generate Response' }).click();
    await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
    const reply = (await page.getByTestId('generated-reply').inputValue()) ?? '';
    expect(reply).toContain('$1,800');
    expect(await page.getByText('Please accept the disclaimer to continue').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is kept by the landing lease form: a name typed, a housing type chosen and bedrooms selected', async () => {
    const { page, context, errors, release } = await openHeld('/');
    const firstName = page.getByLabel('First name');
    await firstName.pressSequentially('Dana');
    await page.getByRole('radio', { name: 'House' }).check();
    await page.getByLabel('Bedrooms').selectOption('2');
    await page.getByLabel('Lease start date').fill('2025-12-01');
    await firstName.press('Enter');
    await release();

    expect(await firstName.inputValue()).toBe('Dana');
    expect(await page.getByRole('radio', { name: 'House' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('2');
    expect(await page.getByLabel('Lease start date').inputValue()).toBe('2025-12-01');
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('Last name').fill('Rivera');
    await page.getByLabel('Zip code').fill('30301');
    await page.getByLabel('Monthly rent ($)').fill('2500');
    await page.getByLabel('Lease end date').fill('2026-11-30');
    await page.getByLabel('Bathrooms').selectOption('1');
    await page.getByLabel('Square footage').fill('700');
    await page.getByRole('button', { name: 'Analyze My Rent' }).click();
    await page.getByRole('button', { name: /Re-analyze/ }).waitFor();
    // The lease the app saved for the letter page is the one entered, the early answers included.
    const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('lease_data'))) ?? '{}') as Record<string, unknown>;
    expect(saved).toMatchObject({ firstName: 'Dana', housingType: 'house', bedrooms: '2', leaseStartDate: '2025-12-01' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is kept whole when typing goes on while a phone with a 4x slower CPU loads and hydrates the page', async () => {
    const { page, context, errors, open } = await openHeld('/generate-letter', VIEWPORTS.mobile, 4);
    const landlord = page.getByLabel('Landlord/Company name');
    await landlord.pressSequentially('Maple ');
    open();
    await landlord.pressSequentially('Property Management', { delay: 40 });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, { timeout: 20_000 });
    // Whatever the app renders next keeps it.
    await page.getByLabel('Current monthly rent ($)').fill('5000');
    expect(await landlord.inputValue()).toBe('Maple Property Management');
    expect(errors).toEqual([]);
    await context.close();
  });
});
