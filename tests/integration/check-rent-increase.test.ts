import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

const PATH = '/api/functions/check-rent-increase';

// State and city come from the shipped USPS ZIP list; the figures from data/rent-rules/rent-rules.json (ADR 0045).
describe('POST check-rent-increase (shipped data)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite');
  });
  afterAll(() => app.close());

  it('answers a Portland, Oregon increase of 12% for 2026 with the 10% ceiling and the missing 2026 figure', async () => {
    const res = await app.postJson(PATH, { zip: '97201', currentRent: 1800, proposedRent: 2016, effectiveDate: '2026-03-01' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.place).toEqual({ zip: '97201', city: 'Portland', state: 'OR' });
    expect(body.check.increase).toEqual({ dollars: 216, percent: 12 });
    const oregon = body.check.caps.find((cap: { rowId: string }) => cap.rowId === 'or-ors-90.323-2026');
    expect(oregon).toMatchObject({ status: 'above', limitPercent: 10, limitIsCeiling: true, allowedRent: 1980, law: 'ORS 90.323' });
    expect(body.check.correctTo.allowedRent).toBe(1980);
    expect(body.check.disclaimer).toBe('This is general information, not legal advice.');
  });

  it('tells a Houston renter that Texas has no statewide cap and no notice statute we found', async () => {
    const res = await app.postJson(PATH, { zip: '77002', currentRent: 1500, proposedRent: 1650, effectiveDate: '2026-03-01' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.place.state).toBe('TX');
    expect(body.check.noCapMessage).toBe('We found no statewide cap on rent increases in Texas.');
    expect(body.check.notices[0].message).toMatch(/^We found no Texas statute that caps rent increases or sets a notice period for one\./);
  });

  it('answers 400 with the rule broken for bad input', async () => {
    const res = await app.postJson(PATH, { zip: '9720', currentRent: 1800, proposedRent: 2016, effectiveDate: '2026-03-01' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: 'Zip code must be 5 digits', code: 'invalid_input' } });
    const late = await app.postJson(PATH, {
      zip: '97201',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2026-03-01',
      noticeDate: '2026-04-01',
    });
    expect(late.status).toBe(400);
    expect((await late.json()).error.message).toBe('The notice date must be on or before the date the increase takes effect');
  });

  it('answers 422 for a ZIP code no list knows', async () => {
    const res = await app.postJson(PATH, { zip: '00000', currentRent: 1800, proposedRent: 2016, effectiveDate: '2026-03-01' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { message: 'We could not find the state of ZIP code 00000.', code: 'unknown_zip' } });
  });
});
