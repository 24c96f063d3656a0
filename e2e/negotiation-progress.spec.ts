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

// Prepared replies (ADR 0077): before the letter is sent, the landlord's three likely answers with a reply each, against
// the kept plan's walk-away point; a recorded answer replaces the one it matches; the reply page starts from the plan.
describe('prepared replies and the reply page from the kept plan', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: three prepared replies, the walk-away point beside them, the recorded answer, the reply page prefilled`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await signUpInContext(context, server.url, newEmail(`prepared-${name}`), 'Jo Lee');
      await payForPremium(page, context, server.url);
      errors.length = 0; // the demo checkout page is not the app
      // The kept plan: $2,400 now, a $2,300 home found and $1,800 of movers: $2,300 + $1,800 / 12 = $2,450.
      const kept = await context.request.put(`${server.url}/api/plan/saved`, {
        headers: { origin: server.url },
        data: {
          form: {
            zipcode: '30301',
            currentRent: '2,400',
            bedrooms: '2',
            housingType: 'apartment',
            tierLevel: 'average',
            landlordProposedRent: '2,600',
            leaseEndDate: '',
            comparables: [],
            alternativeRent: '2,300',
            movers: '1,800',
            deposit: '',
            applicationFees: '',
            overlapDays: '',
            setUp: '',
            ruleAnswers: {},
          },
        },
      });
      expect(kept.status()).toBe(200);

      // Before any letter is saved, the reply page starts from the kept plan: the rent, the chosen scenario's ask and
      // term (as the server's plan computes them) and the walk-away point. The renter chooses the first scenario.
      const keptForm = (await (await context.request.get(`${server.url}/api/plan/saved`)).json()).form;
      const planned = await context.request.post(`${server.url}/api/plan`, {
        headers: { origin: server.url },
        data: { form: keptForm, today: day(0) },
      });
      const [chosen] = ((await planned.json()) as { scenarios: { key: string; monthlyRent: number; termMonths: number }[] }).scenarios;
      expect(chosen).toBeDefined();
      const rechosen = await context.request.put(`${server.url}/api/plan/saved`, {
        headers: { origin: server.url },
        data: { form: { ...keptForm, chosenScenario: chosen!.key } },
      });
      expect(rechosen.status()).toBe(200);
      await page.goto('/renegotiation-response');
      await page
        .getByTestId('reply-plan-note')
        .getByText(
          'Filled in from the plan your account keeps: your rent, the ask and term of the scenario you chose, and your walk-away point.',
        )
        .waitFor();
      expect(await page.getByLabel('Current monthly rent ($)').inputValue()).toBe('2,400');
      expect(await page.getByLabel('What you asked for').inputValue()).toBe(`$${chosen!.monthlyRent.toLocaleString('en-US')}`);
      expect(await page.getByLabel('Lease term you asked for').inputValue()).toBe(String(chosen!.termMonths));
      expect(await page.getByLabel('Increase they proposed before (optional)').inputValue()).toBe('2,600');
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
            askedRent: 2300,
            proposedRent: 2600,
            marketAverage: null,
            replyBy,
            hudTrend: null,
            rentCap: null,
            termMonths: 12,
            flexibility: 'lease-extension',
            points: null,
          },
          letter: 'Dear Pat Morgan,\n\nAbout my renewal at 12 Elm Street.\n\nSincerely,\nJo Lee',
          reminders: false,
        },
      });
      expect(saved.status()).toBe(201);

      await page.goto('/dashboard');
      const prepared = page.getByTestId('prepared-replies');
      const declines = prepared.getByTestId('prepared-declines');
      await declines.getByText('If your landlord declines: $2,600 a month').waitFor();
      expect(await declines.getByTestId('prepared-walk-away').textContent()).toBe(
        "Your landlord's figure, $2,600 a month, is above your walk-away point of $2,450 for a 12-month lease ($2,300 + $1,800 ÷ 12 months = $2,450 a month, rounded down to the dollar). Over the 12 months, renewing at $2,600 costs $31,200 ($2,600 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $1,800 less. Your reply does not accept $2,600; whether to renew at it or move is your decision.",
      );
      const counters = prepared.getByTestId('prepared-counters');
      await counters.getByText('If your landlord counters: $2,450 a month').waitFor();
      await prepared.getByTestId('prepared-raises').getByText('If your landlord raises the rent further: $2,900 a month').waitFor();
      await declines.getByText('Read the reply').click();
      expect(await declines.textContent()).toContain(
        'I would like to propose $2,300 a month on a 12-month lease. At $2,300, the difference between our figures is $300 a month, or $3,600 over the 12-month lease.',
      );
      // A counter the renter expects: its reply follows.
      await prepared.getByLabel('The counter you expect ($, optional)').fill('2400');
      await counters.getByText('If your landlord counters: $2,400 a month').waitFor();
      await page.screenshot({ path: `test-results/screenshots/prepared-replies-${name}.png`, fullPage: true });
      if (viewport.width < 400) expect(await noSidewaysScroll(page)).toBe(true);

      // The real answer recorded: $2,500 is a counter, and its reply is written from it.
      const answer = page.getByTestId('progress-answer');
      await answer.getByLabel('What your landlord said').fill('We could meet you at $2,500 for the year.');
      await answer.getByLabel('The rent they propose (optional)').fill('2500');
      await answer.getByRole('button', { name: 'Record the answer' }).click();
      await counters.getByText(/^Your landlord countered \(recorded .+\): \$2,500 a month$/).waitFor();
      expect(await counters.getByTestId('prepared-walk-away').textContent()).toContain(
        "Your landlord's figure, $2,500 a month, is above your walk-away point of $2,450",
      );

      // The reply page starts from the saved letter and the kept plan's walk-away point.
      await page.goto('/renegotiation-response');
      await page.getByTestId('reply-plan-note').getByText('Filled in from the plan your account keeps: your walk-away point.').waitFor();
      expect(await page.getByLabel('Current monthly rent ($)').inputValue()).toBe('2,400');
      const hold = page.getByRole('checkbox', { name: /Never propose more than my walk-away point: \$2,450 a month for 12 months/ });
      expect(await hold.isChecked()).toBe(true);
      await page.getByLabel("Your landlord's response").fill('The new rent will be $2,600 a month.');
      await page.getByRole('checkbox', { name: /I understand this response/ }).check();
      await page.getByRole('button', { name: 'Generate Response' }).click();
      await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
      expect(await page.getByTestId('reply-walk-away').first().textContent()).toContain(
        'Over the 12 months, renewing at $2,600 costs $31,200 ($2,600 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $1,800 less.',
      );
      const reply = await page.getByTestId('generated-reply').inputValue();
      expect(reply).toContain('$2,300 a month on a 12-month lease');
      expect(reply).not.toContain('walk-away');
      await page.screenshot({ path: `test-results/screenshots/reply-walk-away-${name}.png`, fullPage: true });
      if (viewport.width < 400) expect(await noSidewaysScroll(page)).toBe(true);
      expect(realErrors(errors)).toEqual([]);
      await context.close();
    }, 150_000);
  }
});
