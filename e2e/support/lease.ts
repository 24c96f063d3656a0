import type { Page } from 'playwright-core';

export interface Lease {
  zipcode: string;
  rent: string;
  bedrooms?: string;
}

/** Fills the landing page's lease form (Dana Rivera, 12-month lease, 1 bath, 700 sq ft) with the given figures. */
export async function fillLease(page: Page, lease: Lease) {
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Zip code').fill(lease.zipcode);
  await page.getByLabel('Monthly rent ($)').fill(lease.rent);
  await page.getByLabel('Lease start date').fill('2025-12-01');
  await page.getByLabel('Lease end date').fill('2026-11-30');
  await page.getByLabel('Bedrooms').selectOption(lease.bedrooms ?? '1');
  await page.getByLabel('Bathrooms').selectOption('1');
  await page.getByLabel('Square footage').fill('700');
}
