import { chromium } from 'playwright-core';
const url = process.argv[2]!; const zip = process.argv[3] ?? '10001'; const rent = process.argv[4] ?? '5000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(url + '/#market-analysis');
  await page.waitForTimeout(1500);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Zip code').fill(zip);
  await page.getByLabel('Monthly rent ($)').fill(rent);
  await page.getByLabel('Lease start date').fill('2025-12-01');
  await page.getByLabel('Lease end date').fill('2026-12-01');
  await page.getByLabel('Bedrooms').selectOption('1');
  await page.getByLabel('Bathrooms').selectOption('1');
  await page.getByLabel('Square footage').fill('700');
  await page.waitForTimeout(1500);
  await page.locator('form').screenshot({ path: `/tmp/form-${zip}-${width}.png` }).catch(() => {});
  await page.getByRole('button', { name: 'Analyze My Rent' }).click();
  await page.waitForTimeout(1500);
  const results = page.getByTestId('analysis-results');
  if (await results.count()) await results.screenshot({ path: `/tmp/results-${zip}-${width}.png` });
  await page.close();
}
await browser.close();
