import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGemini } from '../tests/fakes/gemini-api.ts';
import { newEmail } from './support/accounts.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import { payForPremium, signUpInContext } from './support/premium.ts';
import { type ServerWithGemini, startServerWithFakeGemini } from './support/gemini.ts';
import type { RunningServer } from './support/server.ts';

let gemini: FakeGemini;
let server: RunningServer;
let browser: Browser;
let running: ServerWithGemini | undefined;

beforeAll(async () => {
  [running, browser] = await Promise.all([startServerWithFakeGemini(), launchBrowser()]);
  ({ gemini, server } = running);
});
afterAll(async () => {
  await browser?.close();
  await running?.stop();
});

describe('premium AI-personalised letter', () => {
  it('lets a renter who bought Premium personalise the letter with Gemini and counts the revision', async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    const email = newEmail('ai-letter');
    await signUpInContext(context, server.url, email, 'Robin Park');
    await payForPremium(page, context, server.url);
    await page.getByRole('link', { name: 'Generate My Letter' }).waitFor();

    errors.length = 0; // the demo checkout page is not the app (its browser asks for /favicon.ico)
    gemini.state.reply =
      'Dear Maple Property Management,\n\nThis letter was personalised by the model. I would like to renew at $4,250 a month on a 12-month lease.\n\nRobin Park';
    await page.goto('/generate-letter');
    await fillLetterForm(page);
    await submitLetter(page);
    const panel = page.getByTestId('ai-letter');
    await panel.getByText('20 of 20 AI revisions left').waitFor();
    await panel.getByRole('button', { name: 'Personalise with AI' }).click();
    await panel.getByText('This letter was personalised by the model.').waitFor();
    await panel.getByText('19 of 20 AI revisions left').waitFor();
    const prompt = JSON.stringify(gemini.requests.at(-1)?.body);
    expect(prompt).toContain('12 Oak Street, Apt 4');
    expect(prompt).toContain('Maple Property Management');

    // Two AI letters that quote figures we did not compute: the template comes back and no revision is spent.
    gemini.state.queue = [
      'Dear Maple,\n\nRents here fell 37% last year.\n\n[Your Name]',
      'Dear Maple,\n\nThe average is $4,100.\n\n[Your Name]',
    ];
    await panel.getByRole('button', { name: 'Revise with AI' }).click();
    await panel.getByText('Re: Request to lower the rent at 12 Oak Street, Apt 4').waitFor();
    expect(await panel.getByTestId('ai-letter-source').textContent()).toBe(
      'The AI letter did not match your plan (a figure we could not verify, or another ask or lease term), so here is your template letter instead. No revision was used.',
    );
    await panel.getByText('19 of 20 AI revisions left').waitFor();
    expect(await panel.textContent()).not.toContain('$4,100');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows visitors what Premium adds instead of an AI button', async () => {
    const { page, context } = await openPage(browser, server.url);
    await page.goto('/generate-letter');
    await fillLetterForm(page, { address: '12 Oak Street' });
    await submitLetter(page);
    await page.getByRole('link', { name: 'See the Premium Package' }).waitFor();
    expect(await page.getByRole('button', { name: 'Personalise with AI' }).count()).toBe(0);
    await context.close();
  });
});

// The premium AI letter and the rent rules (ADR 0052): the lease ends on 2026-11-30, so a +12% increase takes effect
// on December 1, 2026, above the 10% ORS 90.323 allows; the renter's answer on the page reaches the server's check.
describe('premium AI letter above a cap', () => {
  it("asks Gemini to request the correction to Oregon's cap, with the renter's answer to the 15-year question", async () => {
    const { page, context, errors } = await openPage(browser, server.url);
    const email = newEmail('ai-cap');
    await signUpInContext(context, server.url, email, 'Jo Lee');
    await payForPremium(page, context, server.url);
    await page.getByRole('link', { name: 'Generate My Letter' }).waitFor();

    errors.length = 0; // the demo checkout page is not the app (its browser asks for /favicon.ico)
    // Lower my rent (the default): 5% off $1,800 on 12 months, the rent below the area's average (ADR 0061).
    gemini.state.reply =
      'Dear Jane Smith,\n\nThis letter was personalised by the model. Under ORS 90.323 the rent should be no more than $1,980; I would like to renew at $1,710 a month on a 12-month lease.\n\nJo Lee';
    await page.goto('/generate-letter');
    await fillLetterForm(page, { landlord: 'Jane Smith', address: '1200 SW Main St, Apt 4', zipcode: '97201', rent: '1800', years: '3' });
    await page.getByLabel('Lease end date (optional)').fill('2026-11-30');
    await page.getByLabel("Your landlord's proposed new rent").fill('2016');
    const card = page.getByTestId('rent-check-card');
    const fifteenYears = card.getByRole('group', {
      name: "Was the building's first certificate of occupancy issued 15 years or more before the date of the rent increase notice?",
    });
    await fifteenYears.getByText('Yes', { exact: true }).click();
    await card.getByText('unless your home is government-regulated affordable housing').first().waitFor();

    await submitLetter(page);
    const panel = page.getByTestId('ai-letter');
    await panel.getByRole('button', { name: 'Personalise with AI' }).click();
    await panel.getByText('This letter was personalised by the model.').waitFor();
    const prompt = JSON.stringify(gemini.requests.at(-1)?.body);
    expect(prompt).toContain(
      'Rent rules: before negotiating anything else, ask the landlord to correct the increase to the cap: under ORS 90.323, Oregon allows at most 10% in any 12 months, unless the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week, so the rent should be no more than $1,980 a month. Name ORS 90.323 and $1,980 exactly.',
    );
    expect(prompt).toContain('cite no law other than ORS 90.323');
    expect(errors).toEqual([]);
    await context.close();
  });
});
