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
    gemini.state.reply = 'Dear Maple Property Management,\n\nThis letter was personalised by the model.\n\n[Your Name]';
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
      'The AI letter quoted figures we could not verify, so here is your template letter instead. No revision was used.',
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
