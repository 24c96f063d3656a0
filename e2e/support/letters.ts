import type { Page } from 'playwright-core';

export interface LetterFields {
  landlord?: string;
  address?: string;
  zipcode?: string;
  rent?: string;
  years?: string;
}

/** Fills the letter form's required fields (Maple Property Management, 12 Oak Street, ZIP 10001, $5,000, 2 years). */
export async function fillLetterForm(page: Page, fields: LetterFields = {}) {
  await page.getByLabel('Landlord/Company name').fill(fields.landlord ?? 'Maple Property Management');
  await page.getByLabel('Property address').fill(fields.address ?? '12 Oak Street, Apt 4');
  await page.getByLabel('Zipcode').fill(fields.zipcode ?? '10001');
  await page.getByLabel('Current monthly rent ($)').fill(fields.rent ?? '5000');
  await page.getByLabel('Years').fill(fields.years ?? '2');
}

/** Accepts the disclaimer and asks for the letter. */
export async function submitLetter(page: Page) {
  await page.getByRole('checkbox', { name: /I understand this letter/ }).check();
  await page.getByRole('button', { name: 'Generate Letter' }).click();
}
