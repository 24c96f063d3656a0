import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_REPORT_PREMIUM_REQUIRED, type marketComparablesRequestSchema } from '#domain/letters/market-report-comparables.ts';
import { RentcastClient } from '#server/adapters/rentcast.ts';
import { CachedRentcast } from '#server/services/comparables/cached-rentcast.ts';
import { type FakeRentcast, startFakeRentcast } from '#tests/fakes/rentcast-api.ts';
import { rentcastEstimate } from '#tests/fixtures/market-comparables.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import type { z } from 'zod';
import { signUpPremium } from '#tests/support/premium.ts';

const KEY = 'rc-test-key-7f3a9c';

const estimateDocument = {
  rent: 4125.5,
  rentRangeLow: 3800,
  rentRangeHigh: 4450,
  latitude: 40.75,
  longitude: -73.99,
  subjectProperty: { formattedAddress: '12 Elm St, New York, NY 10001' },
  comparables: [
    {
      id: '350-W-31st-St,-Apt-4C,-New-York,-NY-10001',
      formattedAddress: '350 W 31st St, Apt 4C, New York, NY 10001',
      propertyType: 'Apartment',
      bedrooms: 1,
      bathrooms: 1,
      squareFootage: 650,
      price: 4200,
      listedDate: '2026-10-30T00:00:00.000Z',
      daysOld: 12,
      distance: 0.34,
      correlation: 0.98,
    },
    { formattedAddress: '400 W 29th St, New York, NY 10001', price: 3950, bedrooms: 1, distance: 0.5, daysOld: 3 },
  ],
};

const marketDocument = {
  id: '10001',
  zipCode: '10001',
  rentalData: {
    lastUpdatedDate: '2026-11-20T00:00:00.000Z',
    averageRent: 4700,
    dataByBedrooms: [
      { bedrooms: 0, averageRent: 3300, medianRent: 3200, minRent: 2100, maxRent: 6000, totalListings: 310, lastUpdatedDate: '2026-11-20' },
      {
        bedrooms: 1,
        averageRent: 4310,
        medianRent: 4100,
        minRent: 2450,
        maxRent: 9800,
        totalListings: 1234,
        lastUpdatedDate: '2026-11-20',
      },
    ],
  },
};

const body = (address: string, bedrooms = 1) => ({ address, zipcode: '10001', bedrooms, housingType: 'apartment' as const });

/** POST /api/market/comparables through the typed client, as `c`. */
const post = (t: TestApp, c: Client, json: z.input<typeof marketComparablesRequestSchema>) =>
  typedClient(t, c).api.market.comparables.$post({ json });

describe.each(testDatabaseKinds())('POST /api/market/comparables on %s', (kind) => {
  let rentcast: FakeRentcast;
  let app: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    rentcast = await startFakeRentcast(KEY);
    app = await createTestApp(kind, { RENTCAST_API_KEY: KEY, RENTCAST_API_URL: rentcast.url, RENTCAST_TIMEOUT_MS: '300' });
    plain = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
    await plain.close();
    await rentcast.close();
  });
  const reset = (state: Partial<FakeRentcast['state']>) =>
    Object.assign(rentcast.state, { estimate: estimateDocument, market: marketDocument, status: 200, delayMs: 0, ...state });

  it("answers RentCast's estimate and comparables for the address, asked with the key in X-Api-Key, and keeps it a day", async () => {
    reset({});
    const { c } = await signUpPremium(app, 'ada');
    const before = rentcast.requests.length;
    const res = await post(app, c, body('12 Elm St'));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(KEY);
    // RentCast's document above, mapped: the rent rounded, the comparables' fields renamed, missing ones null.
    expect(JSON.parse(text)).toEqual(rentcastEstimate({ retrievedOn: new Date().toISOString().slice(0, 10) }));
    expect(rentcast.requests.slice(before)).toEqual([
      {
        path: '/v1/avm/rent/long-term',
        query: { address: '12 Elm St, New York, NY, 10001', bedrooms: '1', propertyType: 'Apartment', compCount: '10' },
        apiKey: KEY,
      },
    ]);
    const again = await post(app, c, body('12  elm st'));
    expect(await bodyAt(again, 200)).toMatchObject({ rent: 4126 });
    expect(rentcast.requests.length).toBe(before + 1);
  });

  it("answers RentCast's ZIP statistics for the bedroom count when there is no address", async () => {
    reset({});
    const { c } = await signUpPremium(app, 'bo');
    const res = await post(app, c, body(''));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      source: 'rentcast_market',
      retrievedOn: new Date().toISOString().slice(0, 10),
      statistics: {
        zipcode: '10001',
        bedrooms: 1,
        averageRent: 4310,
        medianRent: 4100,
        minRent: 2450,
        maxRent: 9800,
        totalListings: 1234,
        lastUpdatedDate: '2026-11-20',
      },
    });
    expect(rentcast.requests.at(-1)).toEqual({ path: '/v1/markets', query: { zipCode: '10001', dataType: 'Rental' }, apiKey: KEY });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'unauthorized'],
    [429, 'rate_limited'],
    [500, 'failed'],
  ] as const)('answers why when RentCast answers %i (%s), and asks again next time', async (status, reason) => {
    reset({ status });
    const { c } = await signUpPremium(app, `f${status}`);
    const address = `${status} Failure Ave`;
    const res = await post(app, c, body(address));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ source: 'none', reason });
    reset({});
    const retried = await post(app, c, body(address));
    expect((await bodyAt(retried, 200)).source).toBe('rentcast_estimate');
  });

  it('answers "timeout" when RentCast does not answer in time', async () => {
    reset({ delayMs: 1500 });
    const { c } = await signUpPremium(app, 'slow');
    const started = Date.now();
    const res = await post(app, c, body('9 Slow Lane'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ source: 'none', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(1200);
  });

  it('answers "no_data" when RentCast has nothing for the address', async () => {
    reset({ estimate: null });
    const { c } = await signUpPremium(app, 'nodata');
    expect(await (await post(app, c, body('1 Nowhere Rd'))).json()).toEqual({ source: 'none', reason: 'no_data' });
  });

  it('answers "not_configured" without RENTCAST_API_KEY, and asks nobody', async () => {
    const { c } = await signUpPremium(plain, 'nokey');
    const before = rentcast.requests.length;
    const res = await post(plain, c, body('12 Elm St'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ source: 'none', reason: 'not_configured' });
    expect(rentcast.requests.length).toBe(before);
  });

  it('refuses visitors (401) and signed-in users without Premium (403), without asking RentCast', async () => {
    reset({});
    const before = rentcast.requests.length;
    expect((await post(app, client(app), body('12 Elm St'))).status).toBe(401);
    const c = client(app);
    await signUp(c, uniqueEmail('free'));
    const res = await post(app, c, body('12 Elm St'));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { message: MARKET_REPORT_PREMIUM_REQUIRED, code: 'premium_required' } });
    expect(rentcast.requests.length).toBe(before);
  });

  it('refuses bad input with the rule it breaks', async () => {
    const { c } = await signUpPremium(app, 'bad');
    const res = await post(app, c, { ...body('12 Elm St'), zipcode: '1000' });
    expect((await bodyAt(res, 400)).error.message).toBe('Zip code must be 5 digits');
    const many = await post(app, c, { ...body('12 Elm St'), bedrooms: 9 });
    expect(many.status).toBe(400);
  });
});

describe('RentCast answers kept a day', () => {
  it('asks RentCast again for the same address once a day has passed, and only then', async () => {
    const rentcast = await startFakeRentcast(KEY);
    try {
      Object.assign(rentcast.state, { estimate: estimateDocument, status: 200, delayMs: 0 });
      let now = Date.UTC(2026, 10, 23, 9);
      const cached = new CachedRentcast(new RentcastClient({ baseUrl: rentcast.url, apiKey: KEY, timeoutMs: 1000 }), () => now);
      const query = { address: '12 Elm St, New York, NY, 10001', bedrooms: 1, propertyType: 'Apartment', compCount: 10 };
      expect((await cached.rentEstimate(query)).answer.ok).toBe(true);
      now += 23 * 3_600_000;
      const kept = await cached.rentEstimate(query);
      expect(kept.at).toBe(Date.UTC(2026, 10, 23, 9));
      expect(rentcast.requests).toHaveLength(1);
      now += 3_600_000;
      expect((await cached.rentEstimate(query)).at).toBe(now);
      expect(rentcast.requests).toHaveLength(2);
      expect((await cached.rentEstimate({ ...query, bedrooms: 2 })).answer.ok).toBe(true);
      expect(rentcast.requests).toHaveLength(3);
    } finally {
      await rentcast.close();
    }
  });
});

// Issue 31: RentCast is a bounded third party. The key never leaves for another origin, an answer over the size limit
// is refused while it streams, comparables are capped before they are kept and answered, and one account has a daily
// share of the operator's quota.
describe.each(testDatabaseKinds())('RentCast bounded on %s', (kind) => {
  let rentcast: FakeRentcast;
  let elsewhere: FakeRentcast;
  let app: TestApp;
  beforeAll(async () => {
    rentcast = await startFakeRentcast(KEY);
    elsewhere = await startFakeRentcast(KEY);
    app = await createTestApp(kind, { RENTCAST_API_KEY: KEY, RENTCAST_API_URL: rentcast.url, RENTCAST_TIMEOUT_MS: '2000' });
  });
  afterAll(async () => {
    await app?.close();
    await rentcast?.close();
    await elsewhere?.close();
  });
  const reset = (state: Partial<FakeRentcast['state']>) =>
    Object.assign(rentcast.state, {
      estimate: estimateDocument,
      market: marketDocument,
      status: 200,
      delayMs: 0,
      redirectTo: undefined,
      ...state,
    });

  it('never follows a redirect to another origin, so the API key is never sent there', async () => {
    Object.assign(elsewhere.state, { estimate: estimateDocument, status: 200 });
    reset({ redirectTo: `${elsewhere.url}/avm/rent/long-term?address=x` });
    const { c } = await signUpPremium(app, 'redirected');
    const res = await post(app, c, body('1 Redirect Road'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ source: 'none', reason: 'failed' });
    expect(elsewhere.requests).toEqual([]);
    // A redirect within RentCast's own origin is followed.
    reset({ redirectTo: `${new URL(rentcast.url).origin}/moved/v1/avm/rent/long-term?address=x` });
    const moved = await post(app, c, body('2 Redirect Road'));
    expect((await bodyAt(moved, 200)).source).toBe('rentcast_estimate');
  });

  it('refuses an answer over the size limit and caps the comparables at the number asked for', async () => {
    const { c } = await signUpPremium(app, 'oversize');
    const comparable = estimateDocument.comparables[1]!;
    reset({ estimate: { ...estimateDocument, comparables: Array.from({ length: 8000 }, () => comparable) } });
    const huge = await post(app, c, body('3 Huge Lane'));
    expect(huge.status).toBe(200);
    expect(await huge.json()).toEqual({ source: 'none', reason: 'failed' });

    reset({ estimate: { ...estimateDocument, comparables: Array.from({ length: 200 }, () => comparable) } });
    const many = await post(app, c, body('4 Many Lane'));
    const answer = await bodyAt(many, 200);
    if (answer.source !== 'rentcast_estimate') throw new Error(`expected RentCast's estimate, got ${answer.source}`);
    expect(answer.comparables).toHaveLength(10);
  });

  it('gives one account 20 RentCast look-ups a day, then the report lists its own comparables', async () => {
    reset({});
    const { c } = await signUpPremium(app, 'quota');
    for (let i = 0; i < 20; i++)
      expect((await bodyAt(await post(app, c, body(`${i} Quota Street`)), 200)).source).toBe('rentcast_estimate');
    const before = rentcast.requests.length;
    const capped = await post(app, c, body('21 Quota Street'));
    expect(capped.status).toBe(200);
    // This account's daily limit, said as such with when it resets (not the server's limit with RentCast).
    expect(await capped.json()).toEqual({ source: 'none', reason: 'account_daily_limit', resetsInHours: 24 });
    expect(rentcast.requests.length).toBe(before);
    // Another account is not held by it.
    const other = await signUpPremium(app, 'quota-other');
    expect((await bodyAt(await post(app, other.c, body('21 Quota Street')), 200)).source).toBe('rentcast_estimate');
  });
});
