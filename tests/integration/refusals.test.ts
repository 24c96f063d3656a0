import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLetterForm } from '#domain/letters/letter-form.schema.ts';
import { REFUSAL_STATUS } from '#server/http/refusal-status.ts';
import { type FakeGemini, startFakeGemini } from '#tests/fakes/gemini-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { givePremium } from '#tests/support/premium.ts';

// Issue 31: one way to refuse. Services return every expected refusal (unknown ZIP, not found, not allowed, limits),
// routes answer it through the one table (src/server/http/refusal-status.ts), and no route answers a 5xx for what a
// user sends.

/** The refusals that mean a third party failed (Gemini, Stripe, better-auth's own failure), never the user's input. */
const THIRD_PARTY_FAILURES = ['ai_failed', 'payment_provider_unavailable', 'reset_unavailable'];

describe('the one refusal table', () => {
  it('answers every refusal of a request with a 4xx; only a failed third party is a 5xx', () => {
    for (const [code, status] of Object.entries(REFUSAL_STATUS)) {
      if (THIRD_PARTY_FAILURES.includes(code)) expect([502, 503], code).toContain(status);
      else expect(status >= 400 && status < 500, `${code}: ${status}`).toBe(true);
    }
  });
});

const letterForm = (zipcode: string) => ({
  ...emptyLetterForm(),
  landlordName: 'Maple Property Group',
  propertyAddress: '12 Elm Street',
  zipcode,
  currentRent: '2000',
  tenureLengthYears: '3',
  desiredReduction: '100',
});

const unknownZipAnalysis = { zipcode: '00001', currentRent: 2000, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' };

let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}`;

describe.each(testDatabaseKinds())('every route with the refusals its services return on %s', (kind) => {
  let gemini: FakeGemini;
  let app: TestApp;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await createTestApp(kind, { TRUST_PROXY: 'true', GEMINI_API_KEY: 'test-gemini-key', GEMINI_API_URL: gemini.url });
  });
  afterAll(async () => {
    await app?.close();
    await gemini?.close();
  });

  async function user(premium: boolean): Promise<Client> {
    const c = client(app, nextIp());
    const { user: account } = await signUp(c, uniqueEmail(premium ? 'walk-premium' : 'walk-free'));
    if (premium) await givePremium(app, account);
    return c;
  }

  it("answers a Premium user's AI letter for ZIP 00001 with 422 and the analysis's message, and counts no revision", async () => {
    const c = await user(true);
    const before = gemini.requests.length;
    const response = await c.send('POST', '/api/letters/ai', { form: letterForm('00001'), tones: ['friendly'], format: 'letter' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: { message: "We don't have rent data for ZIP 00001. Check the ZIP code.", code: 'unknown_zip' },
    });
    expect(gemini.requests.length).toBe(before);
    expect((await (await c.get('/api/entitlements/revisions')).json()).remaining).toBe(20);
    // The free analysis refuses the same ZIP the same way.
    const analysis = await client(app, nextIp()).send('POST', '/api/functions/analyze-market-data', unknownZipAnalysis);
    expect(analysis.status).toBe(422);
    expect((await analysis.json()).error.message).toBe("We don't have rent data for ZIP 00001. Check the ZIP code.");
  });

  it('walks every API route as a visitor, a free user and a Premium user with missing, empty and refused input: never a 5xx', async () => {
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of app.app.routes) {
      if (!route.path.startsWith('/api/') || route.path.includes('*') || route.method === 'ALL') continue;
      routes.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
    }
    expect(routes.size).toBeGreaterThan(30);
    // Bodies each route's services refuse: a ZIP nobody knows, an id that is nobody's, nothing at all.
    const refused: Record<string, unknown[]> = {
      '/api/letters/ai': [{ form: letterForm('00001') }],
      '/api/functions/analyze-market-data': [unknownZipAnalysis],
      '/api/functions/check-rent-increase': [{ zip: '00001', currentRent: 2000, proposedRent: 2400, effectiveDate: '2027-01-01' }],
      '/api/market/comparables': [{ zipcode: '00001', bedrooms: 1 }],
      '/api/negotiations/:id/events': [{ kind: 'reply', text: 'Hello', date: '2026-12-01' }],
    };
    const visitors = [client(app, nextIp()), await user(false), await user(true)];
    const seen: string[] = [];
    for (const { method, path } of routes.values()) {
      const paths = path.includes(':') ? [path.replace(/:[a-z]+/gi, randomUUID()), path.replace(/:[a-z]+/gi, 'not-an-id')] : [path];
      const bodies = method === 'GET' ? [undefined] : [undefined, {}, { unexpected: 'x'.repeat(100) }, ...(refused[path] ?? [])];
      for (const who of visitors)
        for (const p of paths)
          for (const body of bodies) {
            const response = method === 'GET' ? await who.get(p) : await who.send(method, p, body);
            seen.push(`${method} ${p} ${response.status}`);
            expect(response.status, `${method} ${p} ${JSON.stringify(body)}: ${await response.clone().text()}`).toBeLessThan(500);
          }
    }
    expect(seen.length).toBeGreaterThan(routes.size * 3);
  }, 120_000);
});
