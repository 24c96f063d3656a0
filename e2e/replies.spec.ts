import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toastText } from './support/accounts.ts';
import { CLIPBOARD, noSidewaysScroll, openPage, recordRequestBodies, VIEWPORTS } from './support/browser.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;

serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

const reading = (page: Page) =>
  page
    .getByTestId('landlord-reading')
    .textContent()
    .then((t) => t ?? '');

/** Accepts the disclaimer, generates, and returns the reply as shown. */
async function generateReply(page: Page): Promise<string> {
  await page.getByRole('checkbox', { name: /I understand this response/ }).check();
  await page.getByRole('button', { name: 'Generate Response' }).click();
  await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
  return (await page.getByTestId('generated-reply').textContent()) ?? '';
}

/** The renter from issue 20: Ms. Patel's tenant pays $2,500 and asked for $2,350. */
async function fillRenter(page: Page) {
  await page.getByLabel("Landlord's name (optional)").fill('Ms. Patel');
  await page.getByLabel('Current monthly rent ($)').fill('2500');
  await page.getByLabel('What you asked for').fill('$2,350');
}

describe('replies that read the landlord (issue 20)', () => {
  it('answers "unable to reduce ... will remain $2,500" as a refusal, not a freeze offered', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/renegotiation-response');
    await fillRenter(page);
    await page
      .getByLabel("Your landlord's response")
      .fill('We are unable to reduce the rent at this time. Your rent will remain $2,500 for the new lease term.');
    expect(await reading(page)).toContain('How they responded: a refusal: the rent stays at $2,500 (selected below');
    expect(await page.getByRole('radio', { name: /Declined/ }).isChecked()).toBe(true);
    const reply = await generateReply(page);
    expect(reply.startsWith('Dear Ms. Patel,')).toBe(true);
    expect(reply).toContain(
      'Thank you for your reply about my lease renewal. I understand the rent is to stay at $2,500, rather than come down to the $2,350 I asked for.',
    );
    // The renter's own ask again, on their own term: no halfway figure, no rent fixed where the landlord wants it.
    expect(reply).toContain('I would like to propose $2,350 a month on a 12-month lease.');
    expect(reply).not.toMatch(/freeze|offered to keep|Your offer|\$2,425|18-month|fixed there/);
    expect(reply.match(/\bthank(?:s| you)\b/gi)).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers a notice raising the rent to $2,650 as their proposed increase, and answers its reason', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    await page.goto('/renegotiation-response');
    await fillRenter(page);
    await page.getByLabel('Market average (optional)').fill('2448');
    await page
      .getByLabel("Your landlord's response")
      .fill(
        'Hi,\n\nDue to higher property taxes and insurance, your rent will increase to $2,650 starting March 1, 2027.\n\nBest,\nDana\nUnit 2400 Leasing Office\n(713) 555-0142',
      );
    const read = await reading(page);
    expect(read).toContain('How they responded: a proposed increase to $2,650 (+$150 a month)');
    expect(read).toContain('Their reason: property taxes and insurance.');
    expect(await page.getByLabel('The rent they proposed').inputValue()).toBe('$2,650');
    const reply = await generateReply(page);
    expect(reply).toContain('I understand you propose raising the rent from $2,500 to $2,650, an increase of $150 a month (6%).');
    expect(reply).toContain(
      'You mention higher property taxes and insurance. Could you tell me how much of the $150 a month increase they account for in this unit, and send me the figures behind it?',
    );
    expect(reply).toContain('My estimate of the average rent for similar homes here is $2,448, $202 a month below $2,650.');
    expect(reply).toContain('I would like to propose $2,350 a month on a 12-month lease.');
    // A request for the figures is a request: no promise to accept a share of the increase.
    expect(reply).not.toMatch(/offer of \$2,650|Your offer|I would accept|I could agree/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a counter below the current rent with the renter's ask on their term, a longer lease only as they offered it", async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/renegotiation-response');
    await fillRenter(page);
    await page.getByRole('radio', { name: /Sign a longer lease/ }).check();
    await page.getByLabel("Your landlord's response").fill('We can do $2,450 if you sign a 12-month lease.');
    expect(await reading(page)).toContain('How they responded: a counter-offer of $2,450');
    expect(await page.getByRole('radio', { name: /Counter-offer/ }).isChecked()).toBe(true);
    const reply = await generateReply(page);
    const paragraphs = reply.split('\n\n');
    expect(paragraphs[1]).toBe(
      'Thank you for your reply about my lease renewal. Your offer of $2,450 on a 12-month lease takes $50 off the rent, and I appreciate the move.',
    );
    expect(paragraphs[2]).toBe(
      'I would be willing to sign the 12-month lease you suggested at $2,350 a month. At $2,350, the difference between our figures is $100 a month, or $1,200 over the 12-month lease; a single month of vacancy at the current rent would be $2,500. If it helps, I am prepared to sign an 18-month lease at $2,350 a month.',
    );
    expect(reply).not.toMatch(/\$2,400 a month|prefer the rent at/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps a freeze at $2,400 for 18 months a refusal, and with no extra flexibility proposes no longer lease', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    await page.goto('/renegotiation-response');
    // Pasted first, the figures after: the reading follows the rent and the ask as they are typed.
    await page
      .getByLabel("Your landlord's response")
      .fill("We can't lower the rent, but we could keep it at $2,400 if you sign for 18 months.");
    await page.getByLabel('Current monthly rent ($)').fill('2400');
    await page.getByLabel('What you asked for').fill('150');
    expect(await page.getByRole('radio', { name: /Declined/ }).isChecked()).toBe(true);
    const reply = await generateReply(page);
    const paragraphs = reply.split('\n\n');
    expect(paragraphs[0]).toBe("Dear [Landlord's Name],");
    expect(paragraphs[1]).toBe(
      'Thank you for your reply about my lease renewal. I understand the rent is to stay at $2,400 on an 18-month lease, rather than come down to the $2,250 I asked for.',
    );
    expect(reply).toContain(
      'I would like to propose $2,250 a month on a 12-month lease. At $2,250, the difference between our figures is $150 a month, or $1,800 over the 12-month lease; a single month of vacancy at the current rent would be $2,400.',
    );
    expect(reply).not.toMatch(/18 to 24|As you know|freeze|18-month lease you|sign an 18-month/);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('replies that concede nothing the renter did not choose (issue 29)', () => {
  for (const [label, viewport] of [
    ['375', VIEWPORTS.mobile],
    ['1280', VIEWPORTS.desktop],
  ] as const) {
    it(`at ${label} px: a tax pass-through answered with the renter's $2,280 and their longer lease, in every tone asked`, async () => {
      const { page, context, errors } = await openPage(browser, server.url, viewport);
      await page.goto('/renegotiation-response');
      await page.getByLabel("Landlord's name (optional)").fill('Ms. Patel');
      await page.getByLabel('Current monthly rent ($)').fill('2400');
      await page.getByLabel('What you asked for').fill('$2,280');
      await page.getByRole('radio', { name: /Sign a longer lease/ }).check();
      await page.getByLabel("Your landlord's response").fill('Your rent will go up to $2,550 because of property taxes.');
      const tone = (name: string) => page.getByRole('button', { name, exact: true });
      await tone('Strategic').click();
      await tone('Professional').click();
      const reply = await generateReply(page);
      expect(reply).toContain(
        'You mention higher property taxes. Could you tell me how much of the $150 a month increase they account for in this unit, and send me the figures behind it?',
      );
      expect(reply).toContain(
        'Here is my proposal: $2,280 a month on a 12-month lease. At $2,280, the gap between us is $270 a month, $3,240 over the 12-month lease. To make it easier for you, I will sign an 18-month lease at $2,280 a month.',
      );
      expect(reply).not.toMatch(/I would accept|as far as I can go|\$2,475|24-month|over a year/);
      expect(await noSidewaysScroll(page)).toBe(true);

      // Diplomatic, dropping improvement requests after a refusal: the ask again, no improvement asked for in its place.
      await page.getByRole('button', { name: 'Generate New Response' }).click();
      await page.getByRole('radio', { name: /Drop improvement requests/ }).check();
      await page.getByLabel("Your landlord's response").fill('No, we cannot lower the rent.');
      await tone('Diplomatic').click();
      await tone('Strategic').click();
      await page.getByRole('button', { name: 'Generate Response' }).click();
      await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
      const declined = (await page.getByTestId('generated-reply').textContent()) ?? '';
      expect(declined).toContain('Would you consider meeting at $2,280 a month on a 12-month lease?');
      expect(declined).toContain("I'm also happy to set aside non-urgent improvement requests.");
      expect(declined).not.toMatch(/improvement to the unit|agreed improvement|fixed there|lock/);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('the reply form carries the letter over', () => {
  it('prefills the name, the rent, the ask, the average, HUD’s change and the reply-by date from a generated letter', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.mobile);
    const sent = recordRequestBodies(page);
    await page.goto('/generate-letter');
    await fillLetterForm(page);
    await page.getByTestId('letter-market-analysis').getByText('$3,954').first().waitFor();
    await submitLetter(page);
    await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();

    await page.goto('/renegotiation-response');
    await page.getByTestId('reply-prefill-note').waitFor();
    expect(await page.getByTestId('reply-prefill-note').textContent()).toContain('Filled in from your letter to Maple Property Management');
    expect(await page.getByLabel("Landlord's name (optional)").inputValue()).toBe('Maple Property Management');
    expect(await page.getByLabel('Current monthly rent ($)').inputValue()).toBe('5,000');
    expect(await page.getByLabel('What you asked for').inputValue()).toMatch(/^\$4,\d{3}$/);
    expect(await page.getByLabel('Market average (optional)').inputValue()).toBe('3,954');
    expect(await page.getByLabel('Answer wanted by (optional)').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await page.getByRole('checkbox', { name: /Cite HUD's change for your area/ }).isChecked()).toBe(true);

    // Every value stays the renter's to change.
    await page.getByLabel("Landlord's name (optional)").fill('Mr. Ortiz');
    await page.getByLabel("Your landlord's response").fill('We cannot lower the rent. It will remain $5,000.');
    const reply = await generateReply(page);
    expect(reply.startsWith('Dear Mr. Ortiz,')).toBe(true);
    expect(reply).toMatch(/I understand the rent is to stay at \$5,000, rather than come down to the \$4,\d{3} I asked for\./);
    expect(reply).toContain('My estimate of the average rent for similar homes here is $3,954, $1,046 a month below what I pay now.');
    expect(reply).toContain('I would appreciate your reply by');
    expect(sent.filter((s) => s.includes('Ortiz') || s.includes('remain $5,000'))).toEqual([]);
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
    const toast = await toastText(page, 'Please complete required fields');
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
    const read = await reading(page);
    expect(read).toContain('How they responded: a counter-offer of $1,800');
    expect(read).toContain("Landlord's tone: Firm.");
    expect(await page.getByText("Please paste your landlord's response").count()).toBe(0);
    expect(await page.getByText('Please select how your landlord responded').count()).toBe(0);

    // The rent they proposed is read from the text.
    expect(await page.getByLabel('The rent they proposed').inputValue()).toBe('$1,800');
    await page.getByLabel('Current monthly rent ($)').fill('1850');
    await page.getByLabel('What you asked for').fill('150');

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
    // The renter asked for $150 off $1,850: the reply holds to $1,700, never a figure halfway to theirs.
    expect(first).toContain('I would like to propose $1,700 a month on a 12-month lease.');
    expect(first).toContain('I understand your position.');
    const steps = await page.getByTestId('next-steps').locator('li').allTextContents();
    expect(steps[0]).toBe('Decide the highest rent you can accept before you send your reply.');
    expect(steps).toContain('Get the final agreement in writing before you sign the renewal.');

    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await toastText(page, 'Copied!');
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
