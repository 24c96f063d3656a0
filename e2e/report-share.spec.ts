import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, realErrors } from './support/accounts.ts';
import { noSidewaysScroll, openPage, VIEWPORTS } from './support/browser.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import type { RunningServer } from './support/server.ts';
import { serverAndBrowserForFile } from './support/suite.ts';

// The market report a renter shares with their landlord (ADR 0076): made on the dashboard, read by a visitor with no
// account in a browser of their own, its first opening shown to the renter, turned off.
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

const LETTER = 'Dear Pat Morgan,\n\nI would like to renew my lease at 12 Elm Street at a lower rent.\n\nSincerely,\nRobin Park';

describe('a shared market report', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: a Premium renter makes a link on the dashboard and a visitor reads the report, without the strategy`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await signUpInContext(context, server.url, newEmail(`share-${name}`), 'Robin Park');
      await payForPremium(page, context, server.url);
      errors.length = 0; // the demo checkout page is not the app
      const api = (method: 'put' | 'post', path: string, data: unknown) =>
        context.request[method](`${server.url}${path}`, { headers: { origin: server.url }, data });
      // The plan kept on the account, with a listing entered on /plan, and the saved negotiation.
      const kept = await api('put', '/api/plan/saved', {
        form: {
          zipcode: '30301',
          currentRent: '2,400',
          bedrooms: '2',
          housingType: 'apartment',
          tierLevel: 'average',
          landlordProposedRent: '2,650',
          leaseEndDate: day(60),
          comparables: [{ where: '410 Peachtree St, #3B', rent: '2,300', bedrooms: '2', freeMonths: '1', termMonths: '12' }],
          alternativeRent: '2,050',
          movers: '1,400',
          deposit: '',
          applicationFees: '',
          overlapDays: '',
          setUp: '',
          ruleAnswers: {},
        },
      });
      expect(kept.status()).toBe(200);
      const replyBy = day(14);
      const saved = await api('post', '/api/negotiations', {
        addressLabel: '12 Elm Street',
        leaseEnd: day(60),
        sendOn: day(0),
        replyBy,
        noticeBy: null,
        handoff: {
          landlordName: 'Pat Morgan',
          currentRent: 2400,
          askedRent: 2137,
          proposedRent: 2650,
          marketAverage: 2004,
          replyBy,
          hudTrend: null,
          rentCap: null,
        },
        letter: LETTER,
        reminders: false,
      });
      expect(saved.status()).toBe(201);

      await page.goto('/dashboard');
      const share = page.getByTestId('report-share');
      await share
        .getByTestId('report-share-source')
        .getByText('The report is built from the plan kept on your account: ZIP 30301, 1 comparable listing.')
        .waitFor();
      await share.getByLabel('Name line (optional)').fill('Robin Park, Apt 4');
      await share.getByRole('button', { name: 'Make a share link' }).click();
      const linkBox = share.getByTestId('report-share-link').getByLabel('Your link');
      await linkBox.waitFor();
      const link = await linkBox.inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/shared-report#[A-Za-z0-9_-]{43}$`));
      expect(await share.getByTestId('report-share-opened').textContent()).toBe('Not opened yet.');
      await page.screenshot({ path: `test-results/screenshots/report-share-dashboard-${name}.png`, fullPage: true });
      await share.screenshot({ path: `test-results/screenshots/report-share-panel-${name}.png` });
      if (viewport.width < 400) expect(await noSidewaysScroll(page)).toBe(true);

      // A visitor: a browser of their own, no session.
      const visitor = await openPage(browser, server.url, viewport);
      const response = await visitor.page.goto(link);
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      const report = visitor.page.getByTestId('shared-report');
      await report.waitFor();
      expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await visitor.page.getByTestId('shared-report-average').textContent()).toContain('$2,004 a month');
      const text = (await report.textContent()) ?? '';
      expect(text).toContain(`Shared by Robin Park, Apt 4 on ${longDate(day(0))}.`);
      expect(text).toContain('How $2,004 is built, step by step:');
      expect(text).toContain(
        '410 Peachtree St, #3B: 2-bedroom, $2,300 a month advertised, 1 month free on 12, so $2,108 a month effective.',
      );
      expect(text).toContain('Proposed increase: from $2,400 to $2,650 a month, $250 (10.4%).');
      for (const secret of ['$2,137', 'Pat Morgan', 'I would like to renew', '12 Elm Street', '$2,050', 'walk-away']) {
        expect(text).not.toContain(secret);
      }
      await visitor.page.screenshot({ path: `test-results/screenshots/report-share-visitor-${name}.png`, fullPage: true });
      if (viewport.width < 400) expect(await noSidewaysScroll(visitor.page)).toBe(true);

      // The renter sees that it was opened.
      await page.reload();
      await share
        .getByTestId('report-share-opened')
        .getByText(`First opened on ${longDate(day(0))}.`)
        .waitFor();
      await share.screenshot({ path: `test-results/screenshots/report-share-opened-${name}.png` });

      // Turned off: the visitor's link no longer opens the report.
      await share.getByRole('button', { name: 'Turn off this link' }).click();
      await share.getByTestId('report-share-status').waitFor({ state: 'detached' });
      await visitor.page.reload();
      await visitor.page
        .getByTestId('shared-report-missing')
        .getByText('This report link is not valid. It may have been turned off or have expired.')
        .waitFor();
      expect(realErrors(errors)).toEqual([]);
      await visitor.context.close();
      await context.close();
    }, 120_000);
  }
});
