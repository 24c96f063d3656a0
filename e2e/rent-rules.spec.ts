import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noSidewaysScroll, openPage, VIEWPORTS } from './support/browser.ts';
import { analyzeOnLanding } from './support/lease.ts';
import { fillLetterForm, submitLetter } from './support/letters.ts';
import { serverAndBrowserForFile } from './support/suite.ts';
import { ROOT, type RunningServer } from './support/server.ts';

// The rent rules check (ADR 0045, 0046, 0070-0072) on the landing's results and the letter page, across the year
// boundary: leases ending on December 31, 2026, so each increase takes effect on January 1, 2027, when no 2027 figure is
// loaded for Oregon or Washington and California's regional figure for August 2026 to July 2027 is.
const SHOTS = path.join(ROOT, 'test-results', 'ui');
const OREGON_URL = 'https://www.oregon.gov/das/OEA/Pages/Rent-stabilization.aspx';
const OREGON_UNLESS_FOR_LANDLORD =
  "unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week";
let server: RunningServer;
let browser: Browser;

mkdirSync(SHOTS, { recursive: true });
serverAndBrowserForFile((s, b) => {
  server = s;
  browser = b;
});

async function analyzeWithProposal(page: Page, zipcode: string, rent: string, proposed: string) {
  await analyzeOnLanding(page, { zipcode, rent, proposedRent: proposed, leaseEnd: '2026-12-31' });
  const card = page.getByTestId('rent-check-card');
  await card.getByText('Next step').waitFor();
  return card;
}

/** The card at 1280 and 375 px, and no sideways scroll on a phone. */
async function shoot(page: Page, card: ReturnType<Page['getByTestId']>, name: string) {
  await card.screenshot({ path: path.join(SHOTS, `${name}-1280.png`) });
  await page.setViewportSize(VIEWPORTS.mobile);
  await card.screenshot({ path: path.join(SHOTS, `${name}-375.png`) });
  expect(await noSidewaysScroll(page)).toBe(true);
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The letter page filled in for Jane Smith's tenant of 3 years, with the lease end and the notice date. */
async function letterPage(page: Page, fields: { zipcode: string; rent: string; proposed: string; noticeDate?: string }) {
  await page.goto('/generate-letter');
  await fillLetterForm(page, {
    landlord: 'Jane Smith',
    address: '1200 SW Main St, Apt 4',
    zipcode: fields.zipcode,
    rent: fields.rent,
    years: '3',
  });
  await page.getByLabel('Lease end date (optional)').fill('2026-12-31');
  await page.getByLabel("Your landlord's proposed new rent").fill(fields.proposed);
  if (fields.noticeDate) await page.getByLabel('Date the notice of the increase was given (optional)').fill(fields.noticeDate);
  const card = page.getByTestId('rent-check-card');
  await card.getByText('Next step').waitFor();
  return card;
}

async function generatedLetter(page: Page) {
  await submitLetter(page);
  await page.getByRole('heading', { name: 'Your Generated Letter' }).waitFor();
  return (await page.getByTestId('generated-letter').inputValue()) ?? '';
}

describe('rent rules across the year boundary', () => {
  it('Portland 97201, $1,800 to $2,016 (+12%) from January 1, 2027: the ceiling, the notice and the correction reach the letter and the reply', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '97201', '1800', '2016');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Proposed increase: $216 a month (12%), Portland, OR.');
    expect(text).toContain('Above the 10% most Oregon allows in any 12 months unless');
    expect(text).toContain('The exact figure for 2027 (7% plus the West Region CPI, at most 10%) is not loaded.');
    expect(text).toContain("The Office of Economic Analysis publishes each calendar year's figure by September 30 of the year before.");
    expect(text).toContain(
      "Was the building's first certificate of occupancy issued 15 years or more before the date of the rent increase notice?",
    );
    expect(text).toContain('How often: No increase during the first year of a tenancy');
    expect(text).toContain(
      'Ask your landlord in writing to correct the increase to $1,980 (10% under ORS 90.323) before negotiating further.',
    );
    expect(text).toContain('This is general information, not legal advice.');
    expect(text).not.toMatch(/illegal/i);
    await card.getByLabel('The figure on that page').waitFor();
    await shoot(page, card, 'rent-check-portland-2027-results');

    // The letter page, with the notice given 30 days before January 1, 2027.
    const letterCard = await letterPage(page, { zipcode: '97201', rent: '1800', proposed: '2016', noticeDate: '2026-12-02' });
    await letterCard.getByText("You were given 30 days' notice: 30 days is short of the 90 days ORS 90.323 requires").waitFor();
    expect(await letterCard.textContent()).toContain('so it could apply from March 2, 2027 at the earliest.');
    await shoot(page, letterCard, 'rent-check-portland-2027-letter-page');
    expect(await page.getByTestId('strategy-cap-correction').textContent()).toBe(
      'First, your letter asks your landlord to correct the increase to $1,980, the 10% Oregon allows in any 12 months under ORS 90.323.',
    );
    const letter = await generatedLetter(page);
    expect(letter).toContain(
      `One thing first: under ORS 90.323, Oregon caps rent increases at 10% in any 12 months, ${OREGON_UNLESS_FOR_LANDLORD}. The new rent of $2,016 would be a 12% increase, so could you bring it down to $1,980 or less before we talk about the rest?`,
    );
    expect(letter).toContain(
      "ORS 90.323 requires 90 days' written notice for this increase, and I got 30, so the new rent could start on March 2, 2027 at the earliest.",
    );
    expect(letter).not.toContain('$1,910');

    // The reply page carries the cap: a landlord who keeps $2,016 is asked to correct it first.
    await page.goto('/renegotiation-response');
    await page.getByTestId('reply-prefill-note').waitFor();
    await page.getByLabel("Your landlord's response").fill('We cannot change the renewal. The new rent will be $2,016 from January 1.');
    await page.getByRole('checkbox', { name: /I understand this response/ }).check();
    await page.getByRole('button', { name: 'Generate Response' }).click();
    await page.getByRole('heading', { name: 'Your Strategic Response', exact: true }).waitFor();
    expect(await page.getByTestId('generated-reply').inputValue()).toContain(
      `Under ORS 90.323, Oregon allows a rent increase of at most 10% in any 12 months, ${OREGON_UNLESS_FOR_LANDLORD}. $2,016 is above the $1,980 that allows, so I ask you to correct it to no more than $1,980 before we discuss the rest.`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a renter-entered figure: Portland’s 2027 figure read on the official page (9.5%) is applied in the letter, said as read there', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await letterPage(page, { zipcode: '97201', rent: '1800', proposed: '2016' });
    const field = card.getByLabel('The figure on that page');
    await field.fill('12');
    await card.getByText('The figure on that page must be between 0% and 10%.').waitFor();
    await field.fill('9.5');
    await card.getByText(`Above the 9.5% Oregon allows for 2027 (the figure you read on ${OREGON_URL})`).waitFor();
    await card.getByText('Ask your landlord in writing to correct the increase to $1,971 (9.5% under ORS 90.323)').waitFor();
    await shoot(page, card, 'rent-check-portland-entered-figure');
    expect(await page.getByTestId('strategy-cap-correction').textContent()).toBe(
      `First, your letter asks your landlord to correct the increase to $1,971, the 9.5% Oregon allows for 2027 (the figure you read at ${OREGON_URL}) under ORS 90.323.`,
    );
    const letter = await generatedLetter(page);
    expect(letter).toContain(
      `under ORS 90.323, Oregon caps rent increases at 9.5% for 2027 (the figure published at ${OREGON_URL}, as I read it there), ${OREGON_UNLESS_FOR_LANDLORD}.`,
    );
    expect(letter).toContain('so could you bring it down to $1,971 or less before we talk about the rest?');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Seattle 98101, +15% from January 1, 2027: Washington’s 10% ceiling, and the correction to $2,070 in the letter', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '98101', '1800', '2070');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Above the 10% most Washington allows in any 12 months unless');
    expect(text).toContain('The exact figure for 2027 (7% plus CPI, at most 10%) is not loaded.');
    expect(text).toContain('If you rent a lot for a manufactured or mobile home you own: Above the 5% Washington allows in any 12 months.');
    expect(text).toContain('Ask your landlord in writing to correct the increase to $1,980 (10% under RCW 59.18.700 (EHB 1217, 2025))');
    await shoot(page, card, 'rent-check-seattle-2027-results');
    await letterPage(page, { zipcode: '98101', rent: '1800', proposed: '2070' });
    const letter = await generatedLetter(page);
    expect(letter).toContain(
      'One thing first: under RCW 59.18.700 (EHB 1217, 2025), Washington caps rent increases at 10% in any 12 months',
    );
    expect(letter).toContain(
      'The new rent of $2,070 would be a 15% increase, so could you bring it down to $1,980 or less before we talk about the rest?',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Los Angeles 90012, +9% from January 1, 2027: the region’s 8.7%, the correction, and the RSO question', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '90012', '2000', '2180');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain(
      "Above the 8.7% California allows for the Los Angeles-Long Beach-Anaheim area from August 1, 2026 to July 31, 2027 (5% plus the 3.7% rise in the area's CPI-U in the 12 months to April 2026, BLS) unless",
    );
    expect(text).toContain('Ask your landlord in writing to correct the increase to $2,174 (8.7% under California Civil Code 1947.12)');
    expect(text).toContain('If your home is in Los Angeles:');
    const rso = card.getByRole('group', {
      name: 'Was your building first occupied on or before October 1, 1978 (the date of its first certificate of occupancy)? RSO units can be looked up at zimas.lacity.org.',
    });
    await shoot(page, card, 'rent-check-los-angeles-2027-results');
    await rso.getByText('No', { exact: true }).click();
    await card
      .getByText(
        "If your home is in Los Angeles: The Los Angeles RSO's limit does not apply if the building was first occupied after October 1, 1978 (the RSO does not cover it), as you answered.",
      )
      .waitFor();
    expect(text).not.toMatch(/illegal/i);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('New York 10025: the notice questions sit under Notice, and a first-year tenant’s lease term decides 60 days', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '10025', '3000', '3300');
    const notice = card.locator('section', { has: page.getByRole('heading', { name: 'Notice' }) });
    await notice.getByRole('group', { name: 'How long have you lived in this home?' }).getByText('Less than 1 year').click();
    const term = notice.getByRole('group', {
      name: 'How long is the term of your current lease (month to month counts as less than a year)?',
    });
    await term.getByText('1 year to less than 2 years').click();
    await notice.getByText("New York Real Property Law 226-c requires 60 days' written notice for this increase").waitFor();
    expect(await card.textContent()).toContain('Rent Guidelines Board Order 58 (leases starting October 1, 2026 to September 30, 2027)');
    await shoot(page, card, 'rent-check-new-york-2027-results');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Chicago 60614: the RLTO is named with its link, and the Fair Notice Ordinance asks how long the renter has lived there', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const chicago = await analyzeWithProposal(page, '60614', '2000', '2200');
    const chicagoText = (await chicago.textContent()) ?? '';
    expect(chicagoText).toContain("If your home is in Chicago: Chicago's Residential Landlord and Tenant Ordinance sets rules on leases");
    expect(chicagoText).toContain('Illinois has no statewide cap on rent increases');
    const chicagoNotice = chicago.locator('section', { has: page.getByRole('heading', { name: 'Notice' }) });
    await chicagoNotice.getByRole('group', { name: 'How long have you lived in this home?' }).waitFor();
    await shoot(page, chicago, 'rent-check-chicago-results');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Houston renter is told no Texas rule, state or city, is loaded, why, and gets the statutes link (ADR 0074)', async () => {
    const { page, context, errors } = await openPage(browser, server.url, VIEWPORTS.desktop);
    const card = await analyzeWithProposal(page, '77002', '1500', '1650');
    const text = (await card.textContent()) ?? '';
    expect(text).toContain('Proposed increase: $150 a month (10%), Houston, TX.');
    expect(text).toContain('We have not loaded a rent-increase rule for Texas, state or city (Houston and Dallas included)');
    expect(text).toContain(
      'We have not loaded a Texas rule on the notice for a rent increase: we have not read one from an official source.',
    );
    expect(await card.getByRole('link', { name: 'https://statutes.capitol.texas.gov/' }).first().getAttribute('href')).toBe(
      'https://statutes.capitol.texas.gov/',
    );
    await shoot(page, card, 'rent-check-houston-results');
    expect(errors).toEqual([]);
    await context.close();
  });
});
