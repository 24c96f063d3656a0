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

  it.each([
    ['77002', 'Houston'],
    ['75201', 'Dallas'],
  ])(
    'tells a renter in %s (%s) that no Texas rule, state or city, is loaded, why, and where the statutes are (ADR 0074)',
    async (zip, city) => {
      const res = await app.postJson(PATH, { zip, currentRent: 1500, proposedRent: 1650, effectiveDate: '2026-03-01' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.place).toEqual({ zip, city, state: 'TX' });
      expect(body.check.noCapMessage).toBeNull();
      expect(body.check.caps.map((c: { message: string; url: string }) => [c.message, c.url])).toEqual([
        [
          'We have not loaded a rent-increase rule for Texas, state or city (Houston and Dallas included): we have not read one from an official source, so we cannot say whether one limits this increase. The Texas statutes are on the Legislature’s site: https://statutes.capitol.texas.gov/.',
          'https://statutes.capitol.texas.gov/',
        ],
      ]);
      expect(body.check.notices[0].message).toMatch(
        /^We have not loaded a Texas rule on the notice for a rent increase: we have not read one from an official source\./,
      );
    },
  );

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

  it('refuses a rent below $300 as the market analysis does (issue 31): the same message and 400; $300 is taken', async () => {
    const base = { zip: '97201', proposedRent: 2016, effectiveDate: '2026-03-01' };
    for (const currentRent of [1, 299]) {
      const res = await app.postJson(PATH, { ...base, currentRent });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message: 'Current rent must be at least $300 per month', code: 'invalid_input' } });
      const analysis = await app.postJson('/api/functions/analyze-market-data', { zipcode: '97201', currentRent, bedrooms: 1 });
      expect(analysis.status).toBe(400);
      expect((await analysis.json()).error.message).toBe('Current rent must be at least $300 per month');
    }
    const proposed = await app.postJson(PATH, { ...base, currentRent: 250, proposedRent: 299 });
    expect((await proposed.json()).error.message).toBe('Current rent must be at least $300 per month');
    const low = await app.postJson(PATH, { ...base, currentRent: 300, proposedRent: 299 });
    expect(low.status).toBe(400);
    expect((await low.json()).error.message).toBe('Proposed rent must be at least $300 per month');
    const taken = await app.postJson(PATH, { ...base, currentRent: 300, proposedRent: 330 });
    expect(taken.status).toBe(200);
    expect((await taken.json()).check.increase).toEqual({ dollars: 30, percent: 10 });
    const analysed = await app.postJson('/api/functions/analyze-market-data', { zipcode: '97201', currentRent: 300, bedrooms: 1 });
    expect(analysed.status).toBe(200);
  });

  it('Portland from January 1, 2027 (issue 30): the 10% ceiling, the correction to $1,980 and the 90-day notice across the year boundary', async () => {
    const res = await app.postJson(PATH, {
      zip: '97201',
      currentRent: 1800,
      proposedRent: 2016,
      effectiveDate: '2027-01-01',
      noticeDate: '2026-12-02',
    });
    expect(res.status).toBe(200);
    const { check } = await res.json();
    expect(check.correctTo).toMatchObject({ rowId: 'or-ors-90.323-2027', allowedRent: 1980, limitIsCeiling: true, law: 'ORS 90.323' });
    expect(check.notices[0]).toMatchObject({ status: 'short', requiredDays: 90, earliestDate: '2027-03-02' });
    expect(check.caps[0].figureField).toMatchObject({ family: 'or-ors-90.323', max: 10, value: null });
  });

  it('applies a figure the renter read on the official page, and refuses one above the ceiling with the range', async () => {
    const body = { zip: '97201', currentRent: 1800, proposedRent: 2016, effectiveDate: '2027-01-01' };
    const entered = await app.postJson(PATH, { ...body, figures: { 'or-ors-90.323': 9.5 } });
    expect(entered.status).toBe(200);
    const { check } = await entered.json();
    expect(check.correctTo).toMatchObject({ allowedRent: 1971, figureSource: 'renter' });
    expect(check.inputs.figures).toEqual({ 'or-ors-90.323': 9.5 });
    const above = await app.postJson(PATH, { ...body, figures: { 'or-ors-90.323': 12 } });
    expect(above.status).toBe(400);
    expect(await above.json()).toEqual({
      error: { message: 'The figure on that page must be between 0% and 10%.', code: 'invalid_figure' },
    });
    const negative = await app.postJson(PATH, { ...body, figures: { 'or-ors-90.323': -1 } });
    expect(negative.status).toBe(400);
    expect((await negative.json()).error.message).toBe('The figure on that page cannot be negative');
  });

  it('Los Angeles 90012: the server places the ZIP in its CPI region (8.7% from August 2026) and asks the RSO question', async () => {
    const res = await app.postJson(PATH, { zip: '90012', currentRent: 2000, proposedRent: 2180, effectiveDate: '2027-01-01' });
    const { check } = await res.json();
    expect(check.correctTo).toMatchObject({ rowId: 'ca-civ-1947.12-los-angeles-2026', limitPercent: 8.7, allowedRent: 2174 });
    expect(check.questions.map((q: { id: string }) => q.id)).toContain('la-rso-1978');
  });

  it('a ZIP that crosses city limits (90046) may be in West Hollywood; a Montgomery County ZIP (20910) gets the county notice rule', async () => {
    const weho = await (
      await app.postJson(PATH, { zip: '90046', currentRent: 2000, proposedRent: 2100, effectiveDate: '2026-03-01' })
    ).json();
    expect(weho.check.caps.map((cap: { city: string | null }) => cap.city)).toEqual([null, 'Los Angeles', 'West Hollywood']);
    const silverSpring = await (
      await app.postJson(PATH, { zip: '20910', currentRent: 2000, proposedRent: 2100, effectiveDate: '2027-01-01' })
    ).json();
    expect(silverSpring.check.notices.map((n: { rowId: string }) => n.rowId)).toContain('md-montgomery-county-29');
  });

  it('New York 10025: a February 2027 lease is under Order 58; 3 years lived and 73 days of notice is short of 90', async () => {
    const res = await app.postJson(PATH, {
      zip: '10025',
      currentRent: 3000,
      proposedRent: 3300,
      effectiveDate: '2027-02-01',
      noticeDate: '2026-11-20',
      tenancyMonths: 36,
      leaseTermMonths: 12,
    });
    const { check } = await res.json();
    expect(check.caps[0].law).toBe('NYC Rent Guidelines Board Apartment and Loft Order 58');
    expect(check.notices[0]).toMatchObject({ status: 'short', requiredDays: 90, givenDays: 73 });
    expect(check.inputs).toEqual({ figures: {}, tenancyMonths: 36, leaseTermMonths: 12 });
  });

  it('answers 422 for a ZIP code no list knows', async () => {
    const res = await app.postJson(PATH, { zip: '00000', currentRent: 1800, proposedRent: 2016, effectiveDate: '2026-03-01' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ error: { message: 'We could not find the state of ZIP code 00000.', code: 'unknown_zip' } });
  });
});
