import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findRoute } from '#domain/routes.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { CITY_PAGE_LABELS, getCityPage } from '#web/content/cities.ts';
import { CITY_MARKET_FIGURES } from '#web/content/city-market-figures.generated.ts';
import { FAQ_ITEMS } from '#web/content/faq.ts';
import { PRIVACY_PAGE } from '#web/content/privacy.ts';
import { CONTENT_PAGES } from './support/content-pages.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { ROOT, type RunningServer } from './support/server.ts';

const SCREENSHOTS = path.join(ROOT, 'test-results/screenshots');

let server: RunningServer;
let browser: Browser;

mkdirSync(SCREENSHOTS, { recursive: true });
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

async function seriousAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Tabs through the page and returns the visible, interactive elements focus never reached. Elements inside
 * closed panels (hidden) or the closed mobile menu (inert) are not interactive and are not expected.
 */
async function unreachableByKeyboard(page: Page): Promise<string[]> {
  const total = await page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
    // A tablist hands its focus straight to the selected tab, so it is never a stop of its own.
    const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) =>
        el.checkVisibility({ visibilityProperty: true }) &&
        !el.closest('[inert]') &&
        el.tabIndex >= 0 &&
        el.getAttribute('role') !== 'tablist',
    );
    // A radio group is one Tab stop (arrow keys move within it), so its radios share one key.
    const keys = elements.map((el, i) => (el instanceof HTMLInputElement && el.type === 'radio' ? `radio:${el.name}` : String(i)));
    elements.forEach((el, i) => {
      el.dataset.kbd = keys[i];
    });
    return new Set(keys).size;
  });
  const reached = new Set<string>();
  await page.locator('body').focus();
  for (let i = 0; i < total * 2 + 10 && reached.size < total; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kbd ?? null);
    if (id !== null) reached.add(id);
  }
  return page.evaluate(
    (seen) => {
      return [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
        .filter((el) => !seen.includes(el.dataset.kbd!))
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    },
    [...reached],
  );
}

describe.each(CONTENT_PAGES)('$path in Chromium', ({ path: route, h1 }) => {
  it.each(Object.entries(VIEWPORTS))(
    'is readable at %s width with no console errors and no serious axe violations',
    async (name, viewport) => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await page.goto(route, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(h1);
      expect(await page.locator('main').count()).toBe(1);
      // No sideways scrolling on a phone or a laptop.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const file = `${route === '/' ? 'landing' : route.slice(1)}-${viewport.width}.png`;
      await page.screenshot({ path: path.join(SCREENSHOTS, file), fullPage: true });
      expect(await seriousAxeViolations(page), name).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('can be used from the keyboard alone', async () => {
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.desktop);
    await page.goto(route, { waitUntil: 'networkidle' });
    expect(await unreachableByKeyboard(page)).toEqual([]);
    // On a fresh load the first Tab stop is the skip link, which jumps past the header to the page.
    await page.reload({ waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#main$/);
    await context.close();
  });
});

describe('FAQ accordion', () => {
  it('opens one answer at a time from the keyboard, collapses it again and follows #anchors', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    const [first, second] = FAQ_ITEMS;
    const q1 = page.getByRole('button', { name: first!.question });
    const q2 = page.getByRole('button', { name: second!.question });
    expect(await q1.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(first!.answer).isVisible()).toBe(false);

    await q1.focus();
    await page.keyboard.press('Enter');
    expect(await q1.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(first!.answer).isVisible()).toBe(true);

    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(second!.question);
    await page.keyboard.press('Space');
    expect(await q2.getAttribute('aria-expanded')).toBe('true');
    expect(await q1.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByText(first!.answer).isVisible()).toBe(false);

    await page.keyboard.press('Enter');
    expect(await q2.getAttribute('aria-expanded')).toBe('false');

    const last = FAQ_ITEMS.at(-1)!;
    await page.goto(`/faq#${last.id}`, { waitUntil: 'networkidle' });
    await page.getByText(last.answer).waitFor();
    expect(await page.getByRole('link', { name: 'support@rentcheck.app' }).getAttribute('href')).toBe('mailto:support@rentcheck.app');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('privacy policy tabs', () => {
  it('shows one tab at a time, switches with arrow keys and opens the tab a #link points into', async () => {
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/privacy', { waitUntil: 'networkidle' });
    const [overview, collection, , rights] = PRIVACY_PAGE.tabs;
    expect(await page.getByRole('tab', { name: overview!.label }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('heading', { name: collection!.sections[0]!.heading }).isVisible()).toBe(false);

    await page.getByRole('tab', { name: overview!.label }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tab', { name: collection!.label, selected: true }).waitFor();
    await page.getByRole('heading', { name: collection!.sections[0]!.heading }).waitFor();
    expect(await page.getByRole('heading', { name: overview!.sections[0]!.heading }).isVisible()).toBe(false);

    await page.goto(`/privacy#${rights!.id}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: rights!.sections[0]!.heading }).waitFor();
    await page.getByRole('tab', { name: rights!.label, selected: true }).waitFor();
    expect(await page.getByText('within 30 days').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('city pages', () => {
  it('show our estimates, the Census median and HUD Fair Market Rents of the main ZIP codes, in the prerendered page', async () => {
    const atlanta = getCityPage('atlanta')!;
    const figures = CITY_MARKET_FIGURES.atlanta!;
    const prerendered = await (await fetch(`${server.url}${atlanta.path}`)).text();
    for (const row of figures) expect(prerendered).toContain(formatUsd(row.twoBedroom.marketRent));
    expect(prerendered).not.toContain('Example');

    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto(atlanta.path, { waitUntil: 'networkidle' });
    const estimates = page.getByRole('table', { name: CITY_PAGE_LABELS.estimatesCaption });
    const hud = page.getByRole('table', { name: /HUD FY2026 Fair Market Rent/ });
    for (const { zip } of atlanta.mainZips) {
      const row = figures.find((f) => f.zip === zip)!;
      const ours = estimates.getByRole('row', { name: new RegExp(`^${zip}`) });
      expect(await ours.textContent(), zip).toContain(
        `${formatUsd(row.oneBedroom.marketRent)}${formatUsd(row.oneBedroom.range.low)}-${formatUsd(row.oneBedroom.range.high)}`,
      );
      expect(await ours.textContent(), zip).toContain(formatUsd(row.census!.medianGrossRent));
      expect(await hud.getByRole('row', { name: new RegExp(`^${zip}`) }).textContent(), zip).toContain(
        row.hud!.rents.map(formatUsd).join(''),
      );
    }
    expect(await page.getByText(CITY_PAGE_LABELS.estimatesIntro(2026, '2019-2023')).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('send NYC to the pricing section and the others to checkout, with General Tips to the guide', async () => {
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.desktop);
    await page.goto('/rent-negotiation-new-york', { waitUntil: 'networkidle' });
    expect(await page.getByRole('link', { name: 'Get Started - $7' }).getAttribute('href')).toBe('/#pricing');
    expect(await page.getByRole('link', { name: 'General Tips' }).getAttribute('href')).toBe('/how-to-negotiate-rent');
    const prerendered = await (await fetch(`${server.url}/rent-negotiation-chicago`)).text();
    expect(prerendered).toMatch(/<a[^>]+href="\/checkout\?package=Premium%20Package"[^>]*>Get Started - \$7<\/a>/);
    await page.goto('/rent-negotiation-chicago', { waitUntil: 'networkidle' });
    // Once the app runs, the button starts the purchase flow: visitors see the guest modal.
    await page.getByRole('button', { name: 'Get Started - $7' }).click();
    await page.getByRole('button', { name: 'Continue to Payment' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'General Tips' }).click();
    await page.waitForURL('**/how-to-negotiate-rent');
    await context.close();
  });
});

describe('guides', () => {
  it('link their get-started buttons to the letter generator and jump to section anchors', async () => {
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.desktop);
    await page.goto('/how-to-negotiate-rent', { waitUntil: 'networkidle' });
    const starts = page.getByRole('link', { name: 'Get Started', exact: true });
    expect(await starts.count()).toBe(2);
    for (const href of await starts.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/generate-letter');
    for (const id of [
      'when-to-negotiate',
      'research-preparation',
      'negotiation-strategies',
      'writing-letter',
      'common-mistakes',
      'follow-up',
    ]) {
      expect(await page.locator(`#${id}`).count(), id).toBe(1);
    }
    await page.getByRole('navigation', { name: 'In this guide' }).getByRole('link', { name: 'Common Mistakes' }).click();
    await page.waitForURL('**/how-to-negotiate-rent#common-mistakes');

    await page.goto('/rent-reduction-tips', { waitUntil: 'networkidle' });
    expect(await page.locator('main h3').count()).toBe(25);
    for (const href of await page
      .getByRole('link', { name: 'Generate Your Letter' })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toBe('/generate-letter');
    }
    await context.close();
  });
});

describe('client-side navigation', () => {
  it('updates the title, description, canonical URL and structured data per page', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    await page.goto('/faq', { waitUntil: 'networkidle' });
    expect(await page.locator('script#faq-jsonld').count()).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chicago' }).click();
    const chicago = findRoute('/rent-negotiation-chicago')!;
    await page.getByRole('heading', { level: 1, name: getCityPage('chicago')!.hero.title }).waitFor();
    expect(await page.title()).toBe(chicago.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://rentcheck.app/rent-negotiation-chicago');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(chicago.description);
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toBe('https://rentcheck.app/rent-negotiation-chicago');
    expect(await page.locator('script#faq-jsonld').count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
