import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, newEmail, signInThroughPage } from './support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser.ts';
import { fillLease } from './support/lease.ts';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };

/** The text of the toast on screen once it contains `text` (only one toast is kept at a time). */
async function toastWith(page: Page, text: string): Promise<string> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await toast.first().waitFor();
  return (await toast.first().textContent()) ?? '';
}

/** Closes the toast (top centre, it can cover the header's links; hovering it pauses its timer). */
async function closeToasts(page: Page) {
  // The app keeps one toast; a replaced one may still be leaving, so close whichever is shown until none is left.
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let i = 0; i < 5 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached' });
}

/** Every request body the page sends, to prove letters and replies never leave the browser. */
function recordRequestBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => bodies.push(`${request.url()} ${request.postData() ?? ''}`));
  return bodies;
}

async function fillLetter(page: Page) {
  await page.getByLabel('Landlord/Company name').fill('Maple Property Management');
  await page.getByLabel('Property address').fill('12 Oak Street, Apt 4');
  await page.getByLabel('Zipcode').fill('10001');
  await page.getByLabel('Current monthly rent ($)').fill('5000');
  await page.getByLabel('Years').fill('2');
}

async function generateLetter(page: Page) {
  await page.getByRole('checkbox', { name: /I understand this letter/ }).check();
  await page.getByRole('button', { name: 'Generate Letter' }).click();
  await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
}

/** Nothing on the page is wider than the 375 px phone screen, and it cannot be scrolled sideways. */
async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    window.scrollTo(300, window.scrollY);
    const scrolled = window.scrollX;
    window.scrollTo(0, window.scrollY);
    return scrolled === 0 && (document.getElementById('main')?.scrollWidth ?? 9999) <= window.innerWidth;
  });
}

const letterText = (page: Page) =>
  page
    .getByTestId('generated-letter')
    .textContent()
    .then((t) => t ?? '');

describe('letter generator', () => {
  it('validates, generates after 1.5 s, switches tone and format, copies, downloads and prints, sending nothing', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop, CLIPBOARD);
    const sent = recordRequestBodies(page);
    await page.goto('/generate-letter');
    await page.getByRole('heading', { name: 'Generate Your Negotiation Letter' }).waitFor();
    await page.getByText('Enter zipcode, rent, and bedrooms to see market analysis').waitFor();

    // Generate stays disabled until the terms box is ticked.
    const generate = page.getByRole('button', { name: 'Generate Letter' });
    expect(await generate.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /I understand this letter/ }).check();
    expect(await generate.isEnabled()).toBe(true);

    // Empty form: the five required-field messages, the 'Missing Information' toast, and each error clears on edit.
    await generate.click();
    const missing = await toastWith(page, 'Missing Information');
    expect(missing).toContain('Please fill in all required fields to generate your letter.');
    for (const message of [
      'Landlord/Company name is required',
      'Property address is required',
      'Zipcode is required',
      'Current rent amount is required',
      'Tenure length is required',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('landlordName');
    await page.getByLabel('Landlord/Company name').fill('M');
    expect(await page.getByText('Landlord/Company name is required').count()).toBe(0);
    expect(await page.getByText('Property address is required').isVisible()).toBe(true);
    await page.getByLabel('Months').fill('6');
    expect(await page.getByText('Tenure length is required').count()).toBe(0);
    await page.getByLabel('Months').fill('');

    await fillLetter(page);
    await page.getByLabel('Lease end date (optional)').fill('2099-12-31');
    await page.getByLabel('Never missed or been late on rent').check();
    await page.getByLabel('Kept common areas clean').check();

    // Live market analysis from the API: ZIP 10001 1BR market average $3,954 (HUD and Census, ADR 0007).
    const market = page.getByTestId('letter-market-analysis');
    await market.getByText('$3,954').first().waitFor();
    expect(await market.textContent()).toContain("You're Significantly Overpaying!");
    expect(await market.textContent()).toContain('Monthly Overpayment$1,046');

    // Timing card: the window opens 4 months before the lease ends, and the 5-15% tip with the figures.
    const timing = page.getByTestId('timing-card');
    expect(await timing.textContent()).toContain(
      'Your negotiation window opens on August 31, 2099, 4 months before your lease ends on December 31, 2099.',
    );
    expect(await timing.textContent()).toContain('Ask for a 5 to 15 percent reduction');
    expect(await timing.textContent()).toContain('5 to 15% of $5,000 is $250 to $750 a month.');

    // The strategy card says what to ask before anything is generated.
    const strategy = page.getByTestId('strategy-card');
    expect(await page.getByTestId('strategy-suggestion').textContent()).toBe(
      'You pay $1,046 above the market average: we suggest asking for a reduction.',
    );
    expect(await page.getByTestId('strategy-ask').textContent()).toBe(
      'Your letter will ask for $4,250 a month, $750 (15%) less, for 12 months.',
    );
    expect(await strategy.textContent()).toContain(
      'Losing you would cost your landlord about $5,000 to $15,000 (1 to 3 months of rent in vacancy and turnover); your ask costs them $9,000 a year.',
    );

    // Keep-same hides the desired reduction and confirms the current rent; back to reduce.
    await page.getByRole('radio', { name: /Keep my rent the same/ }).check();
    expect(await page.getByLabel('Desired reduction (optional)').count()).toBe(0);
    expect(await page.getByTestId('keep-same-confirmation').textContent()).toContain('keep your rent at $5,000 a month');
    await page.getByRole('radio', { name: /Lower my rent/ }).check();
    await page.getByLabel('Desired reduction (optional)').fill('10%');
    expect(await page.getByTestId('strategy-ask').textContent()).toBe(
      'Your letter will ask for $4,500 a month, $500 (10%) less, for 12 months.',
    );

    // Competitive offers: Yes reveals the two ways; 'Let AI do the research' only shows an honest note.
    await page.getByRole('radio', { name: 'Yes' }).check();
    expect(await page.getByLabel('Competitive offers').isVisible()).toBe(true);
    await page.getByRole('radio', { name: /Let AI do the research/ }).check();
    expect(await page.getByTestId('research-note').textContent()).toContain('Nothing is researched automatically');
    expect(await page.getByLabel('Competitive offers').count()).toBe(0);

    // Generate: a disabled 'Generating Your Letter...' button and 'Writing your letter...' with no letter yet, then
    // the letter (both progress signs gone) and 'Letter Generated!'.
    await generate.click();
    const busy = page.getByRole('button', { name: 'Generating Your Letter...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const writing = page.getByText('Writing your letter...');
    await writing.waitFor();
    const letterHeading = page.getByRole('heading', { name: 'Your Generated Letter' });
    expect(await letterHeading.count()).toBe(0);
    await letterHeading.waitFor();
    expect(await writing.count()).toBe(0);
    expect(await busy.count()).toBe(0);
    expect(await toastWith(page, 'Letter Generated!')).toContain('conversational tone');

    const first = await letterText(page);
    expect(first).toContain(
      'Maple Property Management\n\nRe: Request to lower the rent at 12 Oak Street, Apt 4\n\nHello Maple Property Management team,',
    );
    expect(first).toContain('$3,954');
    expect(first.split('12 Oak Street').length - 1).toBe(1);
    expect(first).toContain(
      'Working from those numbers, my own estimate for a similar one-bedroom apartment around here is about $3,954 a month.',
    );
    expect(first).not.toMatch(/RentCheck|8 in 10|\$3,124|\$4,784/);
    expect(first).toContain("What I'd like to propose is $4,500 a month, $500 (10%) below what I pay now, on a 12-month lease.");
    expect(first).toContain('never missed or been late on a rent payment');
    expect(first).toMatch(/\[Your Name\]\n\[Your Phone Number\]\n\[Your Email\]$/);
    expect(await page.getByRole('button', { name: 'Conversational' }).getAttribute('aria-pressed')).toBe('true');

    // Tones: one click switches to that tone alone; blending two is a separate, explicit choice.
    await page.getByRole('button', { name: 'Direct' }).click();
    await page.getByText('Rewriting your letter...').waitFor();
    expect(await toastWith(page, 'Letter Regenerated!')).toContain('a direct tone');
    await page.getByText('Rewriting your letter...').waitFor({ state: 'detached' });
    const direct = await letterText(page);
    expect(direct).toContain('Dear Maple Property Management team,');
    expect(direct).toContain('I am asking for a rent of $4,500 a month, $500 (10%) less than now, on a 12-month renewal.');
    expect(direct).toContain('\nRegards,\n');
    expect(direct).not.toMatch(/Hello|Hi |hope you|Warm regards|Best,/);
    expect(await page.getByRole('button', { name: 'Direct' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Conversational' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('checkbox', { name: 'Blend two tones' }).check();
    await page.getByRole('button', { name: 'Friendly' }).click();
    expect(await toastWith(page, 'a blend of direct and friendly tones')).toContain('Letter Regenerated!');
    await page.getByText('Rewriting your letter...').waitFor({ state: 'detached' });
    const blended = await letterText(page);
    expect(blended).toContain('Dear Maple Property Management team,');
    expect(blended).toContain(
      "Would you be open to renewing at $4,500 a month? That's $500 (10%) less than I pay now, on a 12-month lease.",
    );
    expect(await page.getByRole('button', { name: 'Friendly' }).getAttribute('aria-pressed')).toBe('true');
    // Turning blending off keeps the most recent tone alone.
    await page.getByRole('checkbox', { name: 'Blend two tones' }).uncheck();
    expect(await toastWith(page, 'a friendly tone')).toContain('Letter Regenerated!');
    await page.getByText('Rewriting your letter...').waitFor({ state: 'detached' });
    expect(await letterText(page)).toContain('Hi Maple Property Management team,');
    await page.getByRole('button', { name: 'Direct' }).click();
    expect(await toastWith(page, 'a direct tone')).toContain('Letter Regenerated!');
    await page.getByText('Rewriting your letter...').waitFor({ state: 'detached' });
    expect(await letterText(page)).toBe(direct);
    // The only tone cannot be switched off.
    await page.getByRole('button', { name: 'Direct' }).click();
    expect(await page.getByText('Rewriting your letter...').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Direct' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Landlord/Company name').inputValue()).toBe('Maple Property Management');

    // Email format: subject line plus body, no date or addresses.
    await page.getByRole('radio', { name: 'Email' }).check();
    const email = await letterText(page);
    expect(email.startsWith('Subject: Request to lower the rent at 12 Oak Street, Apt 4\n\nDear Maple Property Management team,')).toBe(
      true,
    );
    expect(email).not.toContain('Re: ');

    // Copy puts exactly the shown text on the clipboard.
    await page.getByRole('button', { name: 'Copy Letter' }).click();
    await toastWith(page, 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

    // Download: a text file named from the address, holding the letter.
    await page.getByRole('radio', { name: 'Letter' }).check();
    const letter = await letterText(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rent-negotiation-letter-12-oak-street-apt-4.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe(letter);
    await toastWith(page, 'Downloaded!');

    // PDF: built in the browser (jsPDF is fetched only now), with the optional Market report page.
    expect(await page.getByRole('checkbox', { name: 'Add a Market report page' }).isChecked()).toBe(true);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe('rent-negotiation-letter-12-oak-street-apt-4.pdf');
    const pdfText = (await readFile((await pdf.path())!)).toString('latin1');
    expect(pdfText.startsWith('%PDF-')).toBe(true);
    expect(pdfText).toContain('/Count 2');
    expect(pdfText).toContain('(Market report) Tj');
    expect(pdfText).toContain('(Dear Maple Property Management team,) Tj');
    expect(await toastWith(page, 'Downloaded!')).toContain('Your letter and market report were saved as a PDF.');

    // Print: window.print() with a stylesheet that shows only the letter.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#root').isVisible()).toBe(false);
    expect(await page.locator('.print-only').textContent()).toBe(letter);
    expect(await page.locator('.print-only').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.print-only').isVisible()).toBe(false);

    // Nothing about the letter was sent anywhere: the only calls are the market analysis.
    expect(sent.filter((s) => s.includes('Maple Property') || s.includes('Oak Street'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks before leaving with an unsaved letter, in the app and for the browser, and not once it is downloaded', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/generate-letter');
    await fillLetter(page);
    await generateLetter(page);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await closeToasts(page);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving your letter?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/generate-letter');
    expect(await letterText(page)).toContain('Maple Property Management');

    // The browser's own prompt (reload, close, external links).
    const prompt = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.type());
        await d.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await nav.getByRole('link', { name: 'FAQ' }).click();
    await dialog.getByRole('button', { name: 'Leave and lose letter' }).click();
    await page.waitForURL('**/faq');

    // Once downloaded, leaving is not questioned.
    await page.goto('/generate-letter');
    await fillLetter(page);
    await generateLetter(page);
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    await closeToasts(page);
    await nav.getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await context.close();
  });

  it('prefills from the landing analysis and shows the regional-estimate notice when HUD has no data', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'lease_data',
        JSON.stringify({
          zipcode: '09012',
          rentAmount: '2000',
          bedrooms: '1',
          housingType: 'apartment',
          propertyTier: 'average',
          leaseEndDate: '2099-12-31',
        }),
      ),
    );
    await page.goto('/generate-letter');
    await page.getByText('We filled in your zipcode, rent and home details from your market analysis.').waitFor();
    expect(await page.getByLabel('Zipcode').inputValue()).toBe('09012');
    expect(await page.getByLabel('Current monthly rent ($)').inputValue()).toBe('2,000');
    expect(await page.getByLabel('Lease end date (optional)').inputValue()).toBe('2099-12-31');
    const market = page.getByTestId('letter-market-analysis');
    await market.getByText('Using Regional Estimates').waitFor();
    expect(await market.textContent()).toContain(
      'Official HUD rental data is not available for this area. Analysis uses enhanced regional market estimates.',
    );
    expect(await market.textContent()).toContain('Reason:');
    // 09012 (APO, AE) has no HUD area: 1BR base $1,400 x 0.85 (default factor) x 0.75 (average) = $893.
    expect(await market.textContent()).toContain('$893');
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('renegotiation response generator', () => {
  it('reads a counter-offer, validates, generates after 2 s, blends tones, copies and lists next steps', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile, CLIPBOARD);
    const sent = recordRequestBodies(page);
    await page.goto('/renegotiation-response');
    await page.getByRole('heading', { name: 'Renegotiation Response Generator' }).waitFor();
    await page.getByRole('heading', { name: 'Create Your Strategic Response' }).waitFor();

    // Empty form: the required-field messages and toast.
    await page.getByRole('button', { name: 'Generate Response' }).click();
    const toast = await toastWith(page, 'Please complete required fields');
    expect(toast).toContain('Check the highlighted fields above.');
    for (const message of [
      "Please paste your landlord's response",
      'Please select how your landlord responded',
      'Please accept the disclaimer to continue',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
    }
    await page.waitForFunction(() => document.activeElement?.id === 'landlordResponse');

    // Pasting a counter-offer pre-selects the type and shows the landlord's tone; the errors clear.
    await page
      .getByLabel("Your landlord's response")
      .fill("Thanks for reaching out. We can't go that low, but we could do $1,800 a month instead. This is our final offer.");
    expect(await page.getByRole('radio', { name: /Counter-offer/ }).isChecked()).toBe(true);
    const reading = await page.getByTestId('landlord-reading').textContent();
    expect(reading).toContain('How they responded: a counter-offer');
    expect(reading).toContain("Landlord's tone: Firm.");
    expect(await page.getByText("Please paste your landlord's response").count()).toBe(0);
    expect(await page.getByText('Please select how your landlord responded').count()).toBe(0);

    // The counter-offer is read from the text.
    expect(await page.getByLabel('Their counter-offer').inputValue()).toBe('$1,800');
    await page.getByLabel('Current monthly rent ($)').fill('1850');
    await page.getByLabel('Reduction you asked for').fill('150');

    // Tones: professional by default; a second blends; a third drops the older; none is allowed here but flagged.
    const tone = (name: string) => page.getByRole('button', { name, exact: true });
    expect(await tone('Professional').getAttribute('aria-pressed')).toBe('true');
    await tone('Diplomatic').click();
    await tone('Strategic').click();
    expect(await tone('Professional').getAttribute('aria-pressed')).toBe('false');
    expect(await tone('Diplomatic').getAttribute('aria-pressed')).toBe('true');
    expect(await tone('Strategic').getAttribute('aria-pressed')).toBe('true');
    await tone('Diplomatic').click();
    await tone('Strategic').click();
    await page.getByRole('checkbox', { name: /I understand this response/ }).check();
    await page.getByRole('button', { name: 'Generate Response' }).click();
    expect(await page.getByText('Please select at least one response tone', { exact: true }).isVisible()).toBe(true);
    await tone('Professional').click();
    expect(await page.getByText('Please select at least one response tone').count()).toBe(0);

    // A disabled 'Generating Response...' button while there is no response yet, then the response in its place.
    await page.getByRole('button', { name: 'Generate Response' }).click();
    const busy = page.getByRole('button', { name: 'Generating Response...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    const replyHeading = page.getByRole('heading', { name: 'Your Strategic Response', exact: true });
    expect(await replyHeading.count()).toBe(0);
    await replyHeading.waitFor();
    expect(await busy.count()).toBe(0);

    const reply = page.getByTestId('generated-reply');
    const first = (await reply.textContent()) ?? '';
    expect(first).toContain('Your offer of $1,800 takes $50 off the rent, and I appreciate the move.');
    expect(first).toContain('I would like to propose $1,750 a month on a 12-month lease.');
    expect(first).toContain('I understand your position.');
    const steps = await page.getByTestId('next-steps').locator('li').allTextContents();
    expect(steps[0]).toBe('Decide the highest rent you can accept before you send your reply.');
    expect(steps).toContain('Get the final agreement in writing before you sign the renewal.');

    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await toastWith(page, 'Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    // Result view: switching off the only tone is ignored; adding one shows 'Rewriting your response...' over the
    // response it had, then the rewritten response.
    await tone('Professional').click();
    expect(await page.getByText('Rewriting your response...').count()).toBe(0);
    expect(await tone('Professional').getAttribute('aria-pressed')).toBe('true');
    await tone('Friendly').click();
    await page.getByText('Rewriting your response...').waitFor();
    expect(await reply.textContent()).toBe(first);
    await page.getByText('Rewriting your response...').waitFor({ state: 'detached' });
    expect(await reply.textContent()).not.toBe(first);
    expect(await tone('Friendly').getAttribute('aria-pressed')).toBe('true');

    // Generate New Response goes back to the form with everything kept.
    await page.getByRole('button', { name: 'Generate New Response' }).click();
    await page.getByRole('heading', { name: 'Create Your Strategic Response' }).waitFor();
    expect(await page.getByLabel("Your landlord's response").inputValue()).toContain('$1,800 a month instead');
    expect(await tone('Friendly').getAttribute('aria-pressed')).toBe('true');
    expect(await noSidewaysScroll(page)).toBe(true);

    expect(sent.filter((s) => s.includes('final offer') || s.includes('1800'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('negotiation strategy in the browser', () => {
  it('writes the overpaying letter for ZIP 30301, $2,500, 1 bedroom, 3 years with attributed figures', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/generate-letter');
    await page.getByLabel('Landlord/Company name').fill('Peachtree Residential LLC');
    await page.getByLabel('Property address').fill('123 Peachtree St NE, Apt 5B');
    await page.getByLabel('Zipcode').fill('30301');
    await page.getByLabel('Current monthly rent ($)').fill('2500');
    await page.getByLabel('Years').fill('3');
    await page.getByTestId('strategy-suggestion').filter({ hasText: 'above the market average' }).waitFor();
    expect(await page.getByTestId('strategy-suggestion').textContent()).toBe(
      'You pay $673 above the market average: we suggest asking for a reduction.',
    );
    await generateLetter(page);
    const letter = await letterText(page);
    for (const text of [
      'Re: Request to lower the rent at 123 Peachtree St NE, Apt 5B\n\nHello Peachtree Residential team,',
      "I've lived here for 3 years now, and my rent is $2,500 a month.",
      "HUD puts the fair market rent for a one-bedroom home in ZIP 30301 at $1,750 for FY2026 (that's the 40th percentile of rents recent movers pay).",
      'Working from that number, my own estimate for a similar one-bedroom apartment around here is about $1,827 a month.',
      "So at $2,500, I'm paying $673 a month over that, or $8,076 a year.",
      "What I'd like to propose is $2,125 a month, $375 (15%) below what I pay now, on a 12-month lease.",
    ]) {
      expect(letter).toContain(text);
    }
    // $4,500 over the 12-month lease is more than a month's vacancy: the letter does not argue it.
    expect(letter).not.toMatch(/HUD fair-market-rent data|Census|RentCheck|8 in 10|empty unit/);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tells a below-market renter to keep the rent, and one click makes the letter ask for that', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    await page.goto('/generate-letter');
    await fillLetter(page);
    await page.getByLabel('Current monthly rent ($)').fill('3500');
    const suggestion = page.getByTestId('strategy-suggestion');
    await suggestion.filter({ hasText: 'below the market average' }).waitFor();
    expect(await suggestion.textContent()).toBe('You pay $454 below the market average: we suggest asking to keep your rent.');
    await page.getByRole('button', { name: 'Ask to keep my rent' }).click();
    expect(await page.getByRole('radio', { name: /Keep my rent the same/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('strategy-ask').textContent()).toBe(
      'Your letter will ask to keep your rent at $3,500 for a 12-month renewal.',
    );
    expect(await page.getByRole('button', { name: 'Ask to keep my rent' }).count()).toBe(0);
    expect(await page.getByTestId('timing-card').textContent()).toContain('You are asking to keep your rent');
    await generateLetter(page);
    const letter = await letterText(page);
    expect(letter).toContain("What I'd like is to keep the rent at $3,500 a month for the next 12 months.");
    expect(letter).toContain('Re: Renewing at the current rent, 12 Oak Street, Apt 4');
    expect(letter).not.toMatch(/\$3,954|average|reduction/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers the $2,400 freeze with a specific counter and term', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/renegotiation-response');
    await page
      .getByLabel("Your landlord's response")
      .fill("We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.");
    expect(await page.getByRole('radio', { name: /Counter-offer/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Their counter-offer').inputValue()).toBe('$2,400');
    await page.getByLabel('Current monthly rent ($)').fill('2400');
    await page.getByLabel('Reduction you asked for').fill('150');
    await page.getByRole('checkbox', { name: /I understand this response/ }).check();
    await page.getByRole('button', { name: 'Generate Response' }).click();
    await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
    const reply = (await page.getByTestId('generated-reply').textContent()) ?? '';
    expect(reply).toContain(
      'You have offered to keep the rent at $2,400 on an 18-month lease: a freeze, rather than the reduction I asked for.',
    );
    expect(reply).toContain('That leaves $150 a month between us, $1,800 over a year, against the $2,250 I asked for.');
    expect(reply).toContain(
      'I would be willing to sign the 18-month lease you suggested at $2,325 a month. If you would prefer to keep the rent at $2,400, I would ask for a 12-month lease instead.',
    );
    expect(reply).not.toMatch(/18 to 24|As you know/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('brings the analysis result into view with focus on its heading on a 375 px phone', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/#market-analysis');
    await fillLease(page, { zipcode: '30301', rent: '2500' });
    await page.getByRole('button', { name: 'Analyze My Rent' }).click();
    const heading = page.getByRole('heading', { name: "You're Significantly Overpaying!" });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === "You're Significantly Overpaying!");
    // The page scrolls (smoothly) until the heading sits below the 64 px sticky header, inside the 812 px viewport.
    await page.waitForFunction(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return box !== undefined && box.top >= 64 && box.bottom <= window.innerHeight;
    });
    const box = await heading.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(64);
    expect(box!.y + box!.height).toBeLessThanOrEqual(812);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("small fixes on the renter's path", () => {
  it('keeps focus in the open phone menu, puts toasts below the header and titles Payment Not Found', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Close menu');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.getElementById('mobile-menu')?.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');

    await page.goto('/generate-letter');
    await page.getByRole('checkbox', { name: /I understand this letter/ }).check();
    await page.getByRole('button', { name: 'Generate Letter' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Missing Information' });
    await toast.waitFor();
    // Once its entrance animation settles, the toast sits below the 64 px header.
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-sonner-toast]')?.getBoundingClientRect();
      return box !== undefined && box.top >= 64;
    });
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(64);

    await page.goto('/payment-success');
    await page.getByRole('heading', { name: 'Payment Not Found' }).waitFor();
    expect(await page.title()).toBe('Payment Not Found - RentCheck');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows full-height guide buttons on the dashboard and the 8-character hint at checkout', async () => {
    const email = newEmail('fixes');
    await createAccount(server, email);
    const { page, context } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await signInThroughPage(page, email);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const guide = page.locator(
      'xpath=//h2[normalize-space()="Negotiation Guides"]/ancestor::*[.//a[normalize-space()="How to Negotiate Rent"]][1]//a[normalize-space()="How to Negotiate Rent"]',
    );
    await guide.waitFor();
    expect((await guide.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    await context.close();

    const visitor = await openPage(browser, server.url, VIEWPORTS.mobile);
    await visitor.page.goto('/checkout?package=Premium%20Package');
    await visitor.page.getByText('Minimum 8 characters; use upper and lower case, a number and a symbol.').waitFor();
    await visitor.context.close();
  });
});
