import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  // An empty data directory and no market, HUD or API settings: what `npm start` on a fresh clone gets.
  server = await startServer({ fromTemplate: false });
});
afterAll(() => server?.stop());

describe('the production server on a fresh clone', () => {
  it('answers 10001 from the shipped HUD and Census data, with no configuration', async () => {
    const response = await fetch(`${server.url}/api/functions/analyze-market-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ zipcode: '10001', currentRent: 3500, bedrooms: 1 }),
    });
    expect(response.status).toBe(200);
    const { analysis } = await response.json();
    expect(analysis).toMatchObject({
      marketRent: 3954,
      hudUnavailable: false,
      level: 'zip',
      dataSource: 'HUD FY2026 Small Area Fair Market Rent (ZIP 10001) and Census ACS 2019-2023 median gross rent',
      sources: { hud: { fmr: 3990, fiscalYear: 2026 }, census: { medianGrossRent: 3024, years: '2019-2023' } },
    });
    expect(server.logs()).not.toContain('No market data');
  });
});

describe('the production server started from another folder', () => {
  let elsewhere: RunningServer;
  beforeAll(async () => {
    // `node /srv/rentcheck/dist/server/index.js` from a service manager's working directory: the build's files and the
    // shipped data are found from the app's own folder, not the current one.
    elsewhere = await startServer({ cwd: mkdtempSync(path.join(os.tmpdir(), 'rentcheck-cwd-')) });
  });
  afterAll(() => elsewhere?.stop());

  it('serves the prerendered pages and answers from the shipped data', async () => {
    const page = await fetch(`${elsewhere.url}/faq`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1');
    const response = await fetch(`${elsewhere.url}/api/functions/analyze-market-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: elsewhere.url },
      body: JSON.stringify({ zipcode: '10001', currentRent: 3500, bedrooms: 1 }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).analysis).toMatchObject({ marketRent: 3954, level: 'zip', hudUnavailable: false });
    expect(elsewhere.logs()).not.toContain('No market data');
  });
});
