import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail } from './support/accounts.ts';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

const DAY_MS = 86_400_000;
const leaseEnd = new Date(Date.now() + 150 * DAY_MS).toISOString().slice(0, 10);

async function writeLetter(page: Page) {
  await page.goto('/generate-letter');
  await fillLetterForm(page);
  await page.getByLabel('Lease end date (optional)').fill(leaseEnd);
  await submitLetter(page);
  await page.getByTestId('plan-dates').waitFor();
}

describe('saved negotiation and the plan calendar', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`lets a Premium holder save the letter and see it on the dashboard (${name})`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      const email = newEmail('saved-negotiation');
      await signUpInContext(context, server.url, email, 'Robin Park');
      await payForPremium(page, context, server.url);
      await page.getByRole('link', { name: 'Generate My Letter' }).waitFor();
      errors.length = 0; // the demo checkout page is not the app

      await writeLetter(page);
      await page.getByRole('checkbox', { name: 'Email me a reminder on each of these days' }).check();
      await page.getByRole('button', { name: 'Save this negotiation to my account' }).click();
      await page.getByText('Saved to your account.').waitFor();
      // The address was never confirmed: reminders wait for it (issue 31).
      await page.getByText('Reminders are sent only to a confirmed email address.', { exact: false }).waitFor();

      await page.getByRole('link', { name: 'See it on your dashboard' }).click();
      const section = page.getByTestId('negotiation-section');
      await section.getByRole('heading', { name: 'Your negotiation' }).waitFor();
      expect(await section.textContent()).toContain('12 Oak Street, Apt 4.');
      await section.locator('summary', { hasText: 'Your letter' }).click();
      await section.getByText('Re: Request to lower the rent at 12 Oak Street, Apt 4').waitFor();
      expect(await page.getByTestId('negotiation-next').textContent()).toContain('Send your rent negotiation letter');
      await section.getByText('Reminder emails start once you confirm your email address: follow the link we emailed you.').waitFor();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('gives any visitor the plan dates as a calendar file, and no save button', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    await writeLetter(page);
    expect(await page.getByRole('button', { name: 'Save this negotiation to my account' }).count()).toBe(0);
    await page.getByLabel("Your lease's notice deadline (optional)").fill(leaseEnd);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to my calendar (.ics)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rent-negotiation-dates.ics');
    // RFC 5545: CRLF line ends, long lines folded at 75 octets (joined back here).
    const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n[ \t]/g, '');
    const lines = ics.split('\r\n');
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Send your rent negotiation letter',
      "SUMMARY:Your landlord's answer is due",
      'SUMMARY:Follow up with your landlord',
      "SUMMARY:Your lease's notice deadline",
    ]);
    const sendOn = new Date(Date.parse(leaseEnd) - 90 * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${sendOn}`);
    expect(ics).toContain(`DTSTART;VALUE=DATE:${leaseEnd.replaceAll('-', '')}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
