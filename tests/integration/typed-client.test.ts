import type { PurchaseSummary } from '#domain/account/premium-status.ts';
import type { Profile } from '#domain/account/profile.ts';
import type { AnalyzeMarketDataError, MarketAnalysis } from '#domain/market/market.schema.ts';
import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import type { AppType } from '#server/app.ts';
import type { ApiErrorBody } from '#server/http/errors.ts';
import { recordPurchaseOnce } from '#server/services/payments/purchases.repo.ts';
import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

// hc<AppType> against the real app (app.request as its fetch): requests are typed from the routes' schemas, and each
// response's JSON is typed by its status from what the handler returns.
describe.each(testDatabaseKinds())('the typed API client, hc<AppType>, on %s', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof hc<AppType>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = hc<AppType>('http://localhost', { fetch: t.app.request });
  });
  afterAll(() => t?.close());

  it('types analyze-market-data: its body, the 200 analysis and the 422 refusal', async () => {
    const response = await api.api.functions['analyze-market-data'].$post({
      json: { zipcode: '30301', currentRent: 1850, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' },
    });
    expect(response.status).toBe(200);
    if (response.status !== 200) throw new Error(`unexpected ${response.status}`);
    const body = await response.json();
    expectTypeOf(body.analysis).toEqualTypeOf<MarketAnalysis>();
    expectTypeOf(body.success).toEqualTypeOf<true>();
    expect(body.success).toBe(true);
    expect(body.analysis.marketRent).toBeGreaterThan(0);

    const unknown = await api.api.functions['analyze-market-data'].$post({ json: { zipcode: '00000', currentRent: 1850, bedrooms: 1 } });
    expect(unknown.status).toBe(422);
    if (unknown.status !== 422) throw new Error(`unexpected ${unknown.status}`);
    const refusal = await unknown.json();
    expectTypeOf(refusal.error).toEqualTypeOf<AnalyzeMarketDataError>();
    expect(refusal).toEqual({
      success: false,
      analysis: null,
      error: { message: "We don't have rent data for ZIP 00000. Check the ZIP code.", code: 'unknown_zip' },
    });

    const invalid = await api.api.functions['analyze-market-data'].$post({ json: { zipcode: '1234', currentRent: 1850, bedrooms: 1 } });
    expect(invalid.status).toBe(400);
    if (invalid.status !== 400) throw new Error(`unexpected ${invalid.status}`);
    const error = await invalid.json();
    expectTypeOf(error).toEqualTypeOf<ApiErrorBody>();
    expect(error).toEqual({ error: { message: 'Zip code must be 5 digits', code: 'invalid_input' } });

    // The request body is typed from the domain schema's input.
    expectTypeOf(api.api.functions['analyze-market-data'].$post).parameter(0).toHaveProperty('json');
    // @ts-expect-error a body without the zip code is not a valid request
    void (() => api.api.functions['analyze-market-data'].$post({ json: { currentRent: 1850, bedrooms: 1 } }));
  });

  it('types purchases and profile for a signed-in user', async () => {
    const browser = client(t);
    const email = uniqueEmail('typed');
    const { user } = await signUp(browser, email, 'Dana Rivera');
    await recordPurchaseOnce(t.deps.database.db, {
      userId: user.id,
      email,
      pkg: PREMIUM_PACKAGE,
      amountTotal: 700,
      sessionId: `cs_typed_${user.id}`,
      purchasedAt: new Date(),
    });
    const headers = { cookie: browser.jar.header() };

    const purchases = await api.api.purchases.$get({}, { headers });
    expect(purchases.status).toBe(200);
    if (purchases.status !== 200) throw new Error(`unexpected ${purchases.status}`);
    const list = await purchases.json();
    expectTypeOf(list).toEqualTypeOf<PurchaseSummary[]>();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ packageType: PREMIUM_PACKAGE.name, status: 'completed' });

    const profile = await api.api.profile.$get({}, { headers });
    expect(profile.status).toBe(200);
    if (profile.status !== 200) throw new Error(`unexpected ${profile.status}`);
    const own = await profile.json();
    expectTypeOf(own).toEqualTypeOf<Profile>();
    expect(own).toMatchObject({ id: user.id, email, fullName: 'Dana Rivera' });

    const renamed = await api.api.profile.$patch(
      { json: { fullName: 'Dana Rivera-Lee' } },
      { headers: { ...headers, origin: 'http://localhost:8080' } },
    );
    expect(renamed.status).toBe(200);
    if (renamed.status !== 200) throw new Error(`unexpected ${renamed.status}`);
    const updated = await renamed.json();
    expectTypeOf(updated).toEqualTypeOf<Profile>();
    expect(updated.fullName).toBe('Dana Rivera-Lee');

    const signedOut = await api.api.purchases.$get();
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { message: 'Authentication required. Please sign in.', code: 'unauthorized' } });
  });
});
