import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, realErrors } from './support/accounts.ts';
import { noSidewaysScroll, openPage, VIEWPORTS } from './support/browser.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import type { RunningServer } from './support/server.ts';
import { serverAndBrowserForFile } from './support/suite.ts';

// The dashboard follows a saved negotiation to its end (ADR 0068): the letter marked sent, the landlord's answer and the
// agreed rent recorded, and "Due next" moves from the answer to signing.
let server: RunningServer;
let browser: Browser;
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe('the dashboard follows the negotiation', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: marks the letter sent, records the answer and the agreed rent, and "Due next" moves to signing`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await signUpInContext(context, server.url, newEmail(`progress-${name}`), 'Robin Park');
      await payForPremium(page, context, server.url);
      errors.length = 0; // the demo checkout page is not the app
      const replyBy = day(14);
      const saved = await context.request.post(`${server.url}/api/negotiations`, {
        headers: { origin: server.url },
        data: {
          addressLabel: '12 Elm Street',
          leaseEnd: day(70),
          sendOn: day(0),
          replyBy,
          noticeBy: null,
          handoff: {
            landlordName: 'Pat Morgan',
            currentRent: 2400,
            askedRent: 2280,
            proposedRent: 2550,
            marketAverage: 2281,
            replyBy,
            hudTrend: null,
            rentCap: null,
          },
          letter: 'Dear Pat Morgan,\n\nAbout my renewal at 12 Elm Street.\n\nSincerely,\nRobin Park',
          reminders: false,
        },
      });
      expect(saved.status()).toBe(201);

      await page.goto('/dashboard');
      const next = page.getByTestId('negotiation-next');
      await next.getByText('Send your rent negotiation letter').waitFor();
      await page.getByTestId('progress-sent').getByRole('button', { name: 'Mark the letter sent' }).click();
      await next.getByText("Your landlord's answer is due").waitFor();

      const answer = page.getByTestId('progress-answer');
      await answer.getByLabel('What your landlord said').fill('We can do $2,450 if you sign for 12 months.');
      await answer.getByLabel('The rent they propose (optional)').fill('2450');
      await answer.getByRole('button', { name: 'Record the answer' }).click();
      await page.getByTestId('negotiation-events').getByText("Your landlord's answer").waitFor();
      await next.getByText("Your landlord's answer is due").waitFor({ state: 'detached' });
      expect(await next.textContent()).not.toContain('Follow up');

      const agreement = page.getByTestId('progress-agreement');
      await agreement.getByLabel('Agreed monthly rent').fill('2325');
      await agreement.getByLabel('Sign the renewal by').fill(day(20));
      await agreement.getByRole('button', { name: 'Record the agreement' }).click();
      await page.getByTestId('negotiation-outcome').waitFor();
      await next.getByText('Sign your renewal.', { exact: false }).waitFor();
      expect(await next.textContent()).toContain(`Due next, ${longDate(day(20))}`);
      // The letter answered a proposal of $2,550: (2,550 - 2,325) x 12 = $2,700.
      expect(await page.getByTestId('negotiation-outcome').textContent()).toContain(
        "You save $2,700 against your landlord's first proposal of $2,550 over the term: ($2,550 - $2,325) x 12 months.",
      );
      expect(await page.getByTestId('negotiation-section').textContent()).toContain('You agreed $2,325 a month for 12 months.');
      expect(await page.getByTestId('negotiation-dates').textContent()).not.toContain('answer is due');
      await page.screenshot({ path: `test-results/screenshots/negotiation-progress-${name}.png`, fullPage: true });
      if (viewport.width < 400) expect(await noSidewaysScroll(page)).toBe(true);

      await page.getByTestId('progress-signed').getByRole('button', { name: 'Mark the renewal signed' }).click();
      await next.getByText('Your renewal is signed: nothing more is due.').waitFor();
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
