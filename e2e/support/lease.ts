import type { Page } from 'playwright-core';

export interface Lease {
  zipcode: string;
  rent: string;
  bedrooms?: string;
  /** YYYY-MM-DD; the increase takes effect the day after the lease ends (2026-11-30 unless given). */
  leaseEnd?: string;
}

/** Fills the landing page's lease form (Dana Rivera, 12-month lease, 1 bath, 700 sq ft) with the given figures. */
export async function fillLease(page: Page, lease: Lease) {
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Zip code').fill(lease.zipcode);
  await page.getByLabel('Monthly rent ($)').fill(lease.rent);
  await page.getByLabel('Lease start date').fill('2025-12-01');
  await page.getByLabel('Lease end date').fill(lease.leaseEnd ?? '2026-11-30');
  await page.getByLabel('Bedrooms').selectOption(lease.bedrooms ?? '1');
  await page.getByLabel('Bathrooms').selectOption('1');
  await page.getByLabel('Square footage').fill('700');
}

/**
 * The landing page's free analysis: opens the lease form, fills it (and the landlord's proposed rent when given),
 * waits for the live estimate, submits and waits for the results.
 */
export async function analyzeOnLanding(page: Page, lease: Lease & { proposedRent?: string }) {
  await page.goto('/#market-analysis');
  await fillLease(page, lease);
  if (lease.proposedRent) await page.getByLabel("Landlord's proposed new rent ($, optional)").fill(lease.proposedRent);
  await page.getByTestId('live-analysis').waitFor();
  await page.getByRole('button', { name: 'Analyze My Rent' }).click();
  await page.getByTestId('analysis-results').waitFor();
}
