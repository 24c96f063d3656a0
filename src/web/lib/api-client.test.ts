import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { uniqueEmail } from '#tests/support/auth-helpers.ts';
import { type Api, ApiError, callApi, createApi, settleApi } from './api-client.ts';

/** The rejection of a call, for asserting on the ApiError it is. */
async function refusalOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

// The browser's client and its reading of answers, against the real app (its `request` as the client's fetch).
describe.each(testDatabaseKinds())('the API client against the app, on %s', (kind) => {
  let t: TestApp;
  let api: Promise<Api>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = createApi(t.app.request);
  });
  afterAll(() => t?.close());

  it('answers the JSON of a success, typed by the route', async () => {
    const body = await callApi(
      (client) => client.functions['analyze-market-data'].$post({ json: { zipcode: '30301', currentRent: 1850, bedrooms: 1 } }),
      api,
    );
    expect(body.success).toBe(true);
    expect(body.analysis.marketRent).toBeGreaterThan(0);
    expect(await callApi((client) => client.functions['test-gemini-key'].$post(), api)).toEqual({ hasKey: false });
  });

  it("turns a refusal into an ApiError with the server's message, code, status and whole body", async () => {
    const unknownZip = await refusalOf(
      callApi(
        (client) => client.functions['analyze-market-data'].$post({ json: { zipcode: '00000', currentRent: 1850, bedrooms: 1 } }),
        api,
      ),
    );
    expect(unknownZip.message).toBe("We don't have rent data for ZIP 00000. Check the ZIP code.");
    expect(unknownZip.status).toBe(422);
    expect(unknownZip.code).toBe('unknown_zip');
    expect(unknownZip.body).toEqual({
      success: false,
      analysis: null,
      error: { message: "We don't have rent data for ZIP 00000. Check the ZIP code.", code: 'unknown_zip' },
    });

    const invalid = await refusalOf(
      callApi(
        (client) => client.functions['analyze-market-data'].$post({ json: { zipcode: '1234', currentRent: 1850, bedrooms: 1 } }),
        api,
      ),
    );
    expect([invalid.status, invalid.code, invalid.message]).toEqual([400, 'invalid_input', 'Zip code must be 5 digits']);

    const signedOut = await refusalOf(callApi((client) => client.purchases.$get(), api));
    expect([signedOut.status, signedOut.code, signedOut.message]).toEqual([
      401,
      'unauthorized',
      'Authentication required. Please sign in.',
    ]);
    expect(signedOut.body).toEqual({ error: { message: 'Authentication required. Please sign in.', code: 'unauthorized' } });
  });

  it('answers null for a 204', async () => {
    const logged = await callApi(
      (client) =>
        client.functions['log-security-event'].$post({ json: { event_type: 'password_reset_error', event_details: { error: 'offline' } } }),
      api,
    );
    expectTypeOf(logged).toEqualTypeOf<null>();
    expect(logged).toBeNull();
  });

  it("settles a refusal with the route's own body: sign-in's blocked state", async () => {
    const email = uniqueEmail('api-client');
    const attempt = () => settleApi((client) => client.account['sign-in'].$post({ json: { email, password: 'Wrong-Password1!' } }), api);
    const first = await attempt();
    if (first.ok) throw new Error('a wrong password was accepted');
    expect([first.error.status, first.error.code, first.error.message]).toEqual([
      401,
      AUTH_ERROR_CODES.invalidCredentials,
      AUTH_MESSAGES.invalidCredentials,
    ]);
    expect(first.error.body).toEqual({
      error: { message: AUTH_MESSAGES.invalidCredentials, code: AUTH_ERROR_CODES.invalidCredentials },
      blocked: null,
    });

    for (let failures = 1; failures < 5; failures++) await attempt();
    const refused = await attempt();
    if (refused.ok) throw new Error('a blocked sign-in was accepted');
    expect([refused.error.status, refused.error.message]).toEqual([429, AUTH_MESSAGES.tooManyAttempts]);
    const { body } = refused.error;
    expect(body && 'blocked' in body ? body.blocked : null).toMatchObject({ blocked: true, retryAfterSeconds: expect.any(Number) });
  });
});

describe('the API client when the answer is not the API', () => {
  it('names the status of an error whose body is not JSON (a proxy, a gateway)', async () => {
    const gateway = createApi(
      async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    const error = await refusalOf(callApi((client) => client.purchases.$get(), gateway));
    expect([error.message, error.status, error.code, error.body]).toEqual(['Request failed (502)', 502, 'http_error', null]);
  });

  it("rejects with fetch's own TypeError when no answer comes (payment messages map it to the network)", async () => {
    const offline = new TypeError('Failed to fetch');
    const unreachable = createApi(() => Promise.reject(offline));
    await expect(callApi((client) => client.purchases.$get(), unreachable)).rejects.toBe(offline);
  });
});
