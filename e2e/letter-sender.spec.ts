import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, newEmail, signInThroughPage, toastText } from './support/accounts.ts';
import { noSidewaysScroll, openPage, VIEWPORTS } from './support/browser.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import type { RunningServer } from './support/server.ts';
import { serverAndBrowserForFile } from './support/suite.ts';

let server: RunningServer;
let browser: Browser;

serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

/** Where the screenshots go, to be looked at (E2E_SHOTS=dir); a temporary folder otherwise. */
const SHOTS = process.env.E2E_SHOTS ?? path.join(process.env.TMPDIR ?? '/tmp', 'rentcheck-e2e-sender');
mkdirSync(SHOTS, { recursive: true });

/** The text a PDF viewer shows: every string jsPDF drew, unescaped, one per line. */
function pdfLines(pdf: string): string[] {
  return [...pdf.matchAll(/\((.*?)(?<!\\)\) Tj/g)].map((m) => m[1]!.replace(/\\([()\\])/g, '$1'));
}

const letterText = (page: Page) => page.getByTestId('generated-letter').inputValue();

describe.each([
  ['375', VIEWPORTS.mobile],
  ['1280', VIEWPORTS.desktop],
])('a signed-in renter at %s px', (width, viewport) => {
  it("signs the letter with the account's name, keeps the renter's edits through a tone change asked about, and downloads them in the PDF", async () => {
    const email = newEmail(`sender${width}`);
    await createAccount(server, email, 'Dana Rivera');
    const { page, context, errors } = await openPage(browser, server.url, viewport);
    await signInThroughPage(page, email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
    await page.goto('/generate-letter');

    // The account's name and email fill "Your Details"; the phone is the renter's to add.
    const name = page.getByLabel('Your name', { exact: true });
    await page.waitForFunction(() => (document.getElementById('senderName') as HTMLInputElement | null)?.value === 'Dana Rivera');
    expect(await page.getByLabel('Email (optional)').inputValue()).toBe(email);
    expect(await page.getByText('We filled in what your account holds').isVisible()).toBe(true);
    await page.getByLabel('Phone (optional)').fill('(404) 555-0132');
    expect(await name.inputValue()).toBe('Dana Rivera');

    await fillLetterForm(page, {
      landlord: 'Peachtree Residential LLC',
      address: '123 Peachtree St NE, Apt 5B',
      zipcode: '30308',
      rent: '2400',
    });
    await submitLetter(page);
    await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
    const built = await letterText(page);
    expect(built.startsWith('Dana Rivera\n123 Peachtree St NE, Apt 5B\nAtlanta, GA 30308\n\n')).toBe(true);
    expect(built.endsWith(`\nDana Rivera\n(404) 555-0132\n${email}`)).toBe(true);
    expect(built).not.toContain('[Your');
    expect(await page.getByTestId('placeholder-notice').count()).toBe(0);

    // The renter edits the letter on the page.
    const added = 'I have also attached photos of the hallway repairs.';
    const end = built.lastIndexOf('\n\n');
    const edited = `${built.slice(0, end)}\n\n${added}${built.slice(end)}`;
    expect(edited).not.toBe(built);
    await page.getByTestId('generated-letter').fill(edited);
    expect(await page.getByTestId('letter-edit-state').textContent()).toContain('Edited by you.');
    await page.screenshot({ path: path.join(SHOTS, `letter-signed-edited-${width}.png`), fullPage: true });

    // Another tone would rewrite it: the page asks, and "Keep my edits" keeps every word.
    await page.getByRole('button', { name: 'Direct' }).click();
    const replace = page.getByRole('alertdialog', { name: 'Replace your edited letter?' });
    await replace.waitFor();
    await page.screenshot({ path: path.join(SHOTS, `letter-replace-edits-${width}.png`) });
    await replace.getByRole('button', { name: 'Keep my edits' }).click();
    await replace.waitFor({ state: 'detached' });
    expect(await page.getByText('Rewriting your letter...').count()).toBe(0);
    expect(await letterText(page)).toBe(edited);

    // The text file and the PDF hold the edit and the signature; nothing asks, no placeholder is left.
    const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(await readFile((await text.path())!, 'utf8')).toBe(edited);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    if (process.env.E2E_SHOTS) await pdf.saveAs(path.join(SHOTS, `letter-signed-${width}.pdf`));
    const lines = pdfLines((await readFile((await pdf.path())!)).toString('latin1'));
    expect(lines.slice(0, 3)).toEqual(['Dana Rivera', '123 Peachtree St NE, Apt 5B', 'Atlanta, GA 30308']);
    expect(lines.join(' ')).toContain(added);
    const signature = lines.lastIndexOf('Dana Rivera');
    expect(lines.slice(signature, signature + 3)).toEqual(['Dana Rivera', '(404) 555-0132', email]);
    expect(lines.join(' ')).not.toContain('[Your');
    await toastText(page, 'Your letter was saved as a PDF.');

    // With the edits replaced on purpose, the tone changes.
    await page.getByRole('button', { name: 'Direct' }).click();
    await replace.getByRole('button', { name: 'Replace my edits' }).click();
    await page.getByText('Rewriting your letter...').waitFor({ state: 'detached' });
    const direct = await letterText(page);
    expect(direct).not.toContain(added);
    expect(direct.endsWith(`\nDana Rivera\n(404) 555-0132\n${email}`)).toBe(true);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('an unsigned letter', () => {
  it('at 375 px, says what is missing and downloads a placeholder only when the renter says so', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/generate-letter');
    await fillLetterForm(page);
    // The utilities question (optional, "Not sure" by default): the letter says the rent leaves them out, as the average does.
    const utilities = page.getByLabel('Does your rent include utilities? (optional)');
    expect(await utilities.inputValue()).toBe('unsure');
    await utilities.selectOption('excluded');
    expect(await page.getByTestId('letter-market-analysis').getByTestId('utilities-basis').textContent()).toContain(
      'Your rent does not include utilities either, so it compares like with like with our average.',
    );
    await submitLetter(page);
    await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
    expect(await letterText(page)).toContain(
      "My rent of $5,000 does not include utilities, and RentCheck's estimate built on HUD and Census figures leaves them out too.",
    );
    const notice = page.getByTestId('placeholder-notice');
    expect(await notice.textContent()).toContain('Your letter still says [Your Name], [Your Phone Number], and [Your Email].');
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'letter-placeholders-375.png') });

    await page.getByRole('button', { name: 'Download PDF' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Your letter still has placeholders' });
    await ask.waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'letter-placeholders-dialog-375.png') });
    await ask.getByRole('button', { name: 'Fill them in' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('letter-placeholders-senderName');

    // An edited letter keeps the edits when the details are added from the notice.
    const edited = (await letterText(page)).replace('Re: ', 'Re: My renewal. ');
    await page.getByTestId('generated-letter').fill(edited);
    await notice.getByLabel('Your name').fill('Sam Okafor');
    await notice.getByLabel('Your email').fill('sam@example');
    await notice.getByRole('button', { name: 'Add to my letter' }).click();
    expect(await notice.getByText('Enter an email address such as name@example.com').isVisible()).toBe(true);
    await notice.getByLabel('Your email').fill('sam@example.com');
    await notice.getByRole('button', { name: 'Add to my letter' }).click();
    await notice.waitFor({ state: 'detached' });
    const signed = await letterText(page);
    expect(signed).toBe(edited.replaceAll('[Your Name]', 'Sam Okafor').replace('[Your Phone Number]\n[Your Email]', 'sam@example.com'));
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    const lines = pdfLines((await readFile((await pdf.path())!)).toString('latin1'));
    expect(lines[0]).toBe('Sam Okafor');
    expect(lines.join(' ')).toContain('Re: My renewal. ');
    expect(lines.join(' ')).not.toContain('[Your');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in renter on the reply page', () => {
  it('at 375 and 1280 px, signs the reply from the account, and the edit is what is copied', async () => {
    const email = newEmail('replysender');
    await createAccount(server, email, 'Dana Rivera');
    for (const [width, viewport] of [
      ['375', VIEWPORTS.mobile],
      ['1280', VIEWPORTS.desktop],
    ] as const) {
      const { page, context, errors } = await openPage(browser, server.url, viewport, {
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await signInThroughPage(page, email);
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await page.goto('/renegotiation-response');
      await page.waitForFunction(() => (document.getElementById('senderName') as HTMLInputElement | null)?.value === 'Dana Rivera');
      await page.getByLabel("Landlord's name (optional)").fill('Ms. Patel');
      await page.getByLabel("Your landlord's response").fill("We can't go that low, but we could do $2,450 a month instead.");
      await page.getByLabel('Current monthly rent ($)').fill('2500');
      await page.getByLabel('What you asked for').fill('$2,350');
      await page.getByRole('checkbox', { name: /I understand this response/ }).check();
      await page.getByRole('button', { name: 'Generate Response' }).click();
      await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
      const reply = page.getByTestId('generated-reply');
      const built = await reply.inputValue();
      expect(built.endsWith(`\nDana Rivera\n${email}`)).toBe(true);
      expect(await page.getByTestId('placeholder-notice').count()).toBe(0);
      const edited = `${built}\n\nP.S. I am happy to talk by phone.`;
      await reply.fill(edited);
      await page.screenshot({ path: path.join(SHOTS, `reply-signed-${width}.png`), fullPage: true });
      await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
      await toastText(page, 'Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
      expect(await noSidewaysScroll(page)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
