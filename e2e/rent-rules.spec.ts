import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, VIEWPORTS } from './support/browser.ts';
import { analyzeOnLanding } from './support/lease.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { submitLetter } from './support/letters.ts';
import { ROOT, type RunningServer } from './support/server.ts';

// The rent rules check (ADR 0045, 0046) on the landing's results and the letter page. The lease ends on 2026-11-30,
// so the increase takes effect on December 1, 2026: Oregon's 2026 figure is not loaded, ORS 90.323's 10% ceiling is.
const SHOTS = path.join(ROOT, 'test-results', 'ui');
let server: RunningServer;
let browser: Browser;

mkdirSync(SHOTS, { recursive: true });
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

async function analyzeWithProposal(page: Page, zipcode: string, rent: string, proposed: string) {
  await analyzeOnLanding(page, { zipcode, rent, proposedRent: proposed });
  const card = page.getByTestId('rent-check-card');
  await card.getByText('Next step').waitFor();
  return card;
}

async function shoot(page: Page, card: ReturnType<Page['getByTestId']>, name: string) {
  await card.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize(VIEWPORTS.mobile);
  await card.screenshot({ path: path.join(SHOTS, `${name}-375.png`) });
  await page.setViewportSize(VIEWPORTS.desktop);
}

describe('rent rules check', () => {
  it('a Portland renter offered +12% sees the 10% Oregon ceiling, the missing 2026 figure, and gets a letter and a reply asking to correct it', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '97201', '1800', '2016');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Proposed increase: $216 a month (12%), Portland, OR.');
    expect(text).toContain(
      'Above the 10% most Oregon allows in any 12 months unless the building is newer than 15 years or your home is government-regulated affordable housing.',
    );
    expect(text).toContain('for 2026');
    expect(text).toContain('is not loaded');
    expect(text).toContain('Was the building first occupied more than 15 years ago?');
    expect(text).toContain(
      'Ask your landlord in writing to correct the increase to $1,980 (10% under ORS 90.323) before negotiating further.',
    );
    expect(text).toContain('This is general information, not legal advice.');
    expect(text).not.toMatch(/illegal/i);
    await shoot(page, card, 'rent-check-portland-results');

    // The letter page is filled in from the analysis, the proposed rent included.
    await page.goto('/generate-letter');
    expect(await page.getByLabel("Your landlord's proposed new rent").inputValue()).toBe('2,016');
    await page.getByLabel('Landlord/Company name').fill('Jane Smith');
    await page.getByLabel('Property address').fill('1200 SW Main St, Apt 4');
    await page.getByLabel('Years').fill('3');
    await page.getByLabel('Date the notice of the increase was given (optional)').fill('2026-10-02');
    const letterCard = page.getByTestId('rent-check-card');
    await letterCard.getByText("You were given 60 days' notice").waitFor();
    expect(await letterCard.textContent()).toContain('so it could apply from December 31, 2026 at the earliest.');
    await shoot(page, letterCard, 'rent-check-portland-letter-page');
    expect(await page.getByTestId('strategy-cap-correction').textContent()).toBe(
      'First, your letter asks your landlord to correct the increase to $1,980, the 10% Oregon allows in any 12 months under ORS 90.323.',
    );

    await submitLetter(page);
    await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
    const letter = (await page.getByTestId('generated-letter').inputValue()) ?? '';
    expect(letter).toContain(
      'One thing first: under ORS 90.323, Oregon caps rent increases at 10% in any 12 months, unless the building is newer than 15 years or the home is government-regulated affordable housing. The new rent of $2,016 would be a 12% increase, so could you bring it down to $1,980 or less before we talk about the rest?',
    );
    expect(letter).toContain(
      "Also, ORS 90.323 requires 90 days' written notice for this increase, and I got 60, so the new rent could start on December 31, 2026 at the earliest.",
    );

    // The reply page carries the cap: a landlord who keeps $2,016 is asked to correct it first.
    await page.goto('/renegotiation-response');
    await page.getByTestId('reply-prefill-note').waitFor();
    await page.getByLabel("Your landlord's response").fill('We cannot change the renewal. The new rent will be $2,016 from December 1.');
    await page.getByRole('checkbox', { name: /I understand this response/ }).check();
    await page.getByRole('button', { name: 'Generate Response' }).click();
    await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
    expect(await page.getByTestId('generated-reply').inputValue()).toContain(
      'Under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, unless the building is newer than 15 years or the home is government-regulated affordable housing. $2,016 is above the $1,980 that allows, so I ask you to correct it to no more than $1,980 before we discuss the rest.',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Houston renter is told Texas has no statewide cap and that we found no statute on notice', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '77002', '1500', '1650');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Proposed increase: $150 a month (10%), Houston, TX.');
    expect(text).toContain('We found no statewide cap on rent increases in Texas.');
    expect(text).toContain('We found no Texas statute that caps rent increases or sets a notice period for one.');
    expect(text).toContain('This is general information, not legal advice.');
    await shoot(page, card, 'rent-check-houston-results');
    expect(errors).toEqual([]);
    await context.close();
  });
});
