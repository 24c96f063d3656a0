import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeRentcast, startFakeRentcast } from '../tests/fakes/rentcast-api.ts';
import { newEmail, toastText } from './support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import { type RunningServer, startServer } from './support/server.ts';

const KEY = 'e2e-rentcast-key-5d21';
/** Where the test leaves its screenshots and PDFs, to be looked at (E2E_SHOTS=dir). */
const SHOTS = process.env.E2E_SHOTS;

let rentcast: FakeRentcast;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  rentcast = await startFakeRentcast(KEY);
  [server, browser] = await Promise.all([
    startServer({ env: { RENTCAST_API_KEY: KEY, RENTCAST_API_URL: rentcast.url, RENTCAST_TIMEOUT_MS: '800' } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rentcast?.close();
});

/** The text a PDF viewer shows: every string jsPDF drew, unescaped, wrapped lines joined by a space. */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\((.*?)(?<!\\)\) Tj/g)].map((m) => m[1]!.replace(/\\([()\\])/g, '$1')).join(' ');
}

async function fillLetter(page: Page, address: string) {
  await page.goto('/generate-letter');
  await fillLetterForm(page, { address });
  await submitLetter(page);
}

async function downloadReport(page: Page): Promise<{ name: string; text: string }> {
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download report (PDF)' }).click()]);
  const path = (await pdf.path())!;
  if (SHOTS) await pdf.saveAs(`${SHOTS}/${Date.now()}-${pdf.suggestedFilename()}`);
  return { name: pdf.suggestedFilename(), text: pdfText((await readFile(path)).toString('latin1')) };
}

describe('the Premium market report on the letter page', () => {
  it("downloads RentCast's comparables with HUD and Census figures, and says why when RentCast fails", async () => {
    Object.assign(rentcast.state, {
      status: 200,
      delayMs: 0,
      estimate: {
        rent: 4125,
        rentRangeLow: 3800,
        rentRangeHigh: 4450,
        comparables: [
          {
            formattedAddress: '350 W 31st St, Apt 4C, New York, NY 10001',
            price: 4200,
            bedrooms: 1,
            squareFootage: 650,
            distance: 0.34,
            daysOld: 12,
          },
        ],
      },
    });
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    const answers: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/'))
        void response.text().then(
          (text) => answers.push(text),
          () => undefined,
        );
    });
    const email = newEmail('report');
    await signUpInContext(context, server.url, email, 'Robin Park');
    await payForPremium(page, context, server.url);
    errors.length = 0; // the demo checkout page is not the app (its browser asks for /favicon.ico)

    await fillLetter(page, '12 Oak Street, Apt 4');
    const card = page.getByTestId('market-report');
    await card.waitFor();
    if (SHOTS) await card.screenshot({ path: `${SHOTS}/report-premium-375.png` });
    const report = await downloadReport(page);
    expect(report.name).toBe('rental-market-report-10001.pdf');
    for (const line of [
      'Rental market report',
      "RentCast's long-term rent estimate for 12 Oak Street, Apt 4, New York, NY, 10001, 1-bedroom",
      '$4,125 a month, in a range of $3,800 to $4,450.',
      '350 W 31st St, Apt 4C, New York, NY 10001: 1-bedroom, 650 sq ft, 0.3 miles away, $4,200 a month asked, last seen 12 days earlier.',
      'HUD Small Area Fair Market Rent, FY2026, 1-bedroom, for ZIP 10001 alone:',
      'American Community Survey 5-year estimates',
      "RentCheck's estimate built on HUD and Census figures (not an official figure)",
      'How $3,954 is built, step by step:',
      'Figures as of',
    ]) {
      expect(report.text).toContain(line);
    }
    expect(report.text).not.toMatch(/Maple|ask for|walk|turnover|vacancy/i);
    await toastText(page, 'Your market report was saved as a PDF.');
    expect(rentcast.requests.at(-1)?.apiKey).toBe(KEY);

    // RentCast slower than the server waits: the renter's own listings, and why, on the page and in the report.
    rentcast.state.delayMs = 3000;
    await page.getByLabel('Property address').fill('98 Slow Street');
    await page.getByRole('button', { name: 'Regenerate Letter' }).click();
    await page.getByText('Re: Request to lower the rent at 98 Slow Street').first().waitFor();
    const slow = await downloadReport(page);
    expect(slow.text).toContain('RentCast did not answer in time, so this report lists the listings the tenant found.');
    expect(await page.getByTestId('market-report-notice').textContent()).toBe(
      'RentCast did not answer in time; this report lists the comparables you entered.',
    );
    if (SHOTS) {
      await card.screenshot({ path: `${SHOTS}/report-premium-fallback-375.png` });
      await page.setViewportSize(VIEWPORTS.desktop);
      await card.screenshot({ path: `${SHOTS}/report-premium-fallback-1280.png` });
    }
    expect(answers.join('\n')).not.toContain(KEY);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows visitors what the report holds and the purchase button, at 375 and 1280 px', async () => {
    for (const [name, viewport] of [
      ['375', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context } = await openPage(browser, server.url, viewport);
      await fillLetter(page, '12 Oak Street');
      const upsell = page.getByRole('region', { name: 'Landlord-ready market report' });
      await upsell.getByText('Part of the Premium Package.').waitFor();
      await upsell.getByRole('button', { name: 'Get Started - $7' }).waitFor();
      expect(await page.getByRole('button', { name: 'Download report (PDF)' }).count()).toBe(0);
      if (SHOTS) {
        await upsell.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/report-visitor-${name}.png` });
      }
      await context.close();
    }
  });
});
