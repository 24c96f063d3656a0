import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_LETTER_MESSAGES } from '#domain/letters/ai-letter-messages.ts';
import { emptyLetterForm } from '#domain/letters/letter-form.schema.ts';
import { REVISION_MESSAGES } from '#domain/payments/entitlements.ts';
import { importHudRecords } from '#server/services/market/hud-import.ts';
import { type FakeGemini, startFakeGemini } from '#tests/fakes/gemini-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { signUpPremium } from '#tests/support/premium.ts';

const PATH = '/api/letters/ai';
const letterForm = (landlordName: string, propertyAddress: string) => ({
  ...emptyLetterForm(),
  landlordName,
  propertyAddress,
  zipcode: '10001',
  currentRent: '5000',
  tenureLengthYears: '3',
  desiredReduction: '250',
});

const remaining = async (t: TestApp, c: Client) => (await bodyAt(await typedClient(t, c).api.entitlements.revisions.$get(), 200)).remaining;

describe.each(testDatabaseKinds())('POST /api/letters/ai on %s', (kind) => {
  let gemini: FakeGemini;
  let app: TestApp;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    app = await createTestApp(kind, { GEMINI_API_KEY: 'test-gemini-key', GEMINI_API_URL: gemini.url, GEMINI_TIMEOUT_MS: '400' });
    await importHudRecords(
      app.deps.database.db,
      {
        fiscalYear: 2026,
        skipped: 0,
        records: [
          { zip: '10001', fiscalYear: 2026, rents: [3800, 3990, 4370, 5470, 5950], areaCode: null, areaName: null, smallArea: true },
        ],
      },
      'fy2026-test.json',
    );
    await app.deps.hudStore.load();
  });
  afterAll(async () => {
    await app.close();
    await gemini.close();
  });

  it("writes the letter with Gemini from the renter's data and server market figures, and counts one revision", async () => {
    const { c } = await signUpPremium(app, 'ada');
    const personal = 'Dear Maple Property Group,\nPersonal letter: I ask to renew at $4,750 a month on a 12-month lease.\n[Your Name]';
    Object.assign(gemini.state, { reply: personal, status: 200, delayMs: 0 });
    const res = await c.send('POST', PATH, {
      form: letterForm('Maple Property Group', '12 Elm Street'),
      tones: ['friendly'],
      format: 'letter',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      letter: personal,
      remaining: 19,
      limit: 20,
      source: 'ai',
    });
    const sent = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(sent).toContain('Maple Property Group');
    // Market average computed on the server (HUD FMR $3,990 and Census median $3,024 -> $3,954), not from the browser.
    expect(sent).toContain(
      "RentCheck's estimate built on HUD and Census figures puts the average for a similar home at about $3,954 a month",
    );
    expect(await remaining(app, c)).toBe(19);
  });

  it("never puts another renter's data in a prompt", async () => {
    const a = await signUpPremium(app, 'bea');
    const b = await signUpPremium(app, 'cal');
    await a.c.send('POST', PATH, { form: letterForm('Alpha Homes LLC', '1 Secret Lane') });
    await b.c.send('POST', PATH, { form: letterForm('Beta Realty', '2 Other Road') });
    const [first, second] = gemini.requests.slice(-2).map((r) => JSON.stringify(r.body));
    expect(first).toContain('1 Secret Lane');
    expect(second).toContain('2 Other Road');
    expect(second).not.toContain('Secret Lane');
    expect(second).not.toContain('Alpha Homes');
  });

  it('answers Generation Failed and keeps the revision when Gemini errors or times out', async () => {
    const { c } = await signUpPremium(app, 'dee');
    Object.assign(gemini.state, { status: 500, delayMs: 0 });
    const failed = await c.send('POST', PATH, { form: letterForm('Maple', '3 Oak Ave') });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: { message: AI_LETTER_MESSAGES.failed, code: 'ai_failed' } });
    Object.assign(gemini.state, { status: 200, delayMs: 1500, reply: 'late' });
    const timedOut = await c.send('POST', PATH, { form: letterForm('Maple', '3 Oak Ave') });
    expect(timedOut.status).toBe(502);
    Object.assign(gemini.state, { delayMs: 0 });
    expect(await remaining(app, c)).toBe(20);
  });

  it("gives Gemini the strategy and the server's figures, each attributed to its source", async () => {
    const { c } = await signUpPremium(app, 'fin');
    Object.assign(gemini.state, { reply: 'Dear Maple,\nLetter.\n[Your Name]', status: 200, delayMs: 0 });
    await c.send('POST', PATH, { form: letterForm('Maple', '9 Ash Lane'), tones: ['professional'] });
    const sent = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(sent).toContain("HUD's fair market rent for a one-bedroom home in ZIP 10001 alone is $3,990 for FY2026");
    expect(sent).toContain(
      "RentCheck's estimate built on HUD and Census figures puts the average for a similar one-bedroom apartment here at about $3,954 a month.",
    );
    expect(sent).not.toMatch(/my own estimate|8 in 10/);
    expect(sent).toContain('Strategy: ask for a lower rent: $4,750 a month, $250 (5%) less than the current $5,000, on a 12-month lease.');
  });

  it("starts from the plan's chosen scenario, its ask set from the server's figures, not the browser's answers", async () => {
    const { c } = await signUpPremium(app, 'ida');
    Object.assign(gemini.state, { reply: 'Dear Maple,\nLetter.\n[Your Name]', status: 200, delayMs: 0 });
    // The browser still says $250 off; the scenario is half the plan's 15% ($750) on an 18-month lease.
    const res = await c.send('POST', PATH, { form: letterForm('Maple', '10 Oak Row'), scenario: 'reduce-longer' });
    expect(res.status).toBe(200);
    const sent = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(sent).toContain('The renter chose this scenario of their negotiation plan: \\"A smaller reduction on a longer lease\\".');
    expect(sent).toContain('Strategy: ask for a lower rent: $4,625 a month, $375 (8%) less than the current $5,000, on an 18-month lease.');
    expect(sent).toContain("What I'd like to propose is $4,625 a month, $375 (8%) below what I pay now, on an 18-month lease.");
    const unknown = await c.send('POST', PATH, { form: letterForm('Maple', '10 Oak Row'), scenario: 'lowest' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.message).toBe('Unknown negotiation scenario');
  });

  it('asks again when the AI letter quotes a figure that was not computed, and keeps the letter that checks out', async () => {
    const { c } = await signUpPremium(app, 'gus');
    const calls = gemini.requests.length;
    const good = 'Dear Maple,\nI pay $5,000 a month and I am asking for $4,750, 5% less, on a 12-month lease.\n[Your Name]';
    Object.assign(gemini.state, { status: 200, delayMs: 0, queue: ['Dear Maple,\nRents here fell 37% to $4,100.\n[Your Name]', good] });
    const res = await c.send('POST', PATH, { form: letterForm('Maple', '7 Spruce Way') });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ letter: good, remaining: 19, limit: 20, source: 'ai' });
    expect(gemini.requests.length).toBe(calls + 2);
    expect(await remaining(app, c)).toBe(19);
  });

  it('returns the template letter and spends no revision when both AI letters quote figures that were not computed', async () => {
    const { c } = await signUpPremium(app, 'hal');
    const calls = gemini.requests.length;
    Object.assign(gemini.state, { status: 200, delayMs: 0, queue: ['Rents fell 37%.', 'The average here is $4,100.'] });
    const body = await bodyAt(
      await typedClient(app, c).api.letters.ai.$post({ json: { form: letterForm('Maple', '8 Willow Court') } }),
      200,
    );
    expect([body.source, body.remaining, body.limit]).toEqual(['template', 20, 20]);
    expect(body.letter).toContain('Re: Request to lower the rent at 8 Willow Court');
    expect(body.letter).toContain("What I'd like to propose is $4,750 a month, $250 (5%) below what I pay now, on a 12-month lease.");
    expect(body.letter).not.toContain('$4,100');
    expect(gemini.requests.length).toBe(calls + 2);
    expect(await remaining(app, c)).toBe(20);
  });

  it("asks Gemini to request the correction to Oregon's cap, from the server's own rent check of the renter's answers (ADR 0052)", async () => {
    const { c } = await signUpPremium(app, 'ida');
    Object.assign(gemini.state, { reply: 'Dear Jane,\nLetter.\n[Your Name]', status: 200, delayMs: 0 });
    const portland = {
      ...letterForm('Jane Smith', '1200 SW Main St, Apt 4'),
      zipcode: '97201',
      currentRent: '1800',
      desiredReduction: '',
      landlordProposedRent: '2016',
      leaseEndDate: '2026-02-28',
      noticeDate: '2026-01-15',
    };
    expect((await c.send('POST', PATH, { form: portland, tones: ['friendly'] })).status).toBe(200);
    const sent = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(sent).toContain(
      `Rent rules: before negotiating anything else, ask the landlord to correct the increase to the cap: under ORS 90.323, Oregon allows at most 10% in any 12 months, unless the building's first certificate of occupancy was issued less than 15 years before the notice of the increase, the home is government-regulated affordable housing, the home is a space in a manufactured-dwelling park or floating-home marina (ORS 90.600 sets its own limit) or the tenancy is week to week, so the rent should be no more than $1,980 a month. Name ORS 90.323 and $1,980 exactly.`,
    );
    expect(sent).toContain(
      "Notice: ORS 90.323 requires 90 days' written notice and 45 days were given, so say the increase could apply from April 15, 2026 at the earliest, and ask the landlord to confirm that date.",
    );
    expect(sent).toContain('cite no law other than ORS 90.323');

    // A renter who answered that the building is newer than 15 years is exempt from the cap: no correction is asked
    // for, but the notice was still short; with a notice long enough, no law is cited at all.
    await c.send('POST', PATH, { form: portland, tones: ['friendly'], ruleAnswers: { 'or-certificate-15-years': 'no' } });
    const exempt = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(exempt).not.toContain('Rent rules:');
    expect(exempt).toContain("Notice: ORS 90.323 requires 90 days' written notice and 45 days were given");
    const longNotice = { ...portland, noticeDate: '2025-11-01' };
    await c.send('POST', PATH, { form: longNotice, tones: ['friendly'], ruleAnswers: { 'or-certificate-15-years': 'no' } });
    const neither = JSON.stringify(gemini.requests.at(-1)!.body);
    expect(neither).not.toMatch(/Rent rules:|Notice:/);
    expect(neither).toContain('This is not legal advice: do not cite laws or threaten legal action.');

    const bad = await c.send('POST', PATH, { form: portland, ruleAnswers: { 'or-certificate-15-years': 'maybe' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Answers must be yes, no or unknown');
  });

  it('allows 20 revisions in the 45 days and refuses the 21st with a clear message', async () => {
    const { c } = await signUpPremium(app, 'eve');
    Object.assign(gemini.state, { status: 200, delayMs: 0, reply: 'Dear Maple,\nI ask to renew at $4,750 a month on a 12-month lease.' });
    for (let i = 0; i < 20; i++) expect((await c.send('POST', PATH, { form: letterForm('Maple', '4 Pine') })).status).toBe(200);
    const refused = await c.send('POST', PATH, { form: letterForm('Maple', '4 Pine') });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { message: REVISION_MESSAGES.limitReached, code: 'revision_limit_reached' } });
  });

  it('refuses users without premium, visitors, and bad input', async () => {
    const c = client(app);
    await signUp(c, uniqueEmail('free'));
    const calls = gemini.requests.length;
    const free = await c.send('POST', PATH, { form: letterForm('Maple', '5 Birch') });
    expect(free.status).toBe(403);
    expect(await free.json()).toEqual({ error: { message: REVISION_MESSAGES.premiumRequired, code: 'premium_required' } });
    expect((await client(app).send('POST', PATH, { form: letterForm('Maple', '5 Birch') })).status).toBe(401);
    const bad = await c.send('POST', PATH, { form: { ...letterForm('Maple', '5 Birch'), propertyAddress: '' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Property address is required');
    expect(gemini.requests.length).toBe(calls);
  });
});

describe('without GEMINI_API_KEY', () => {
  it('says AI is unavailable and uses no revision, so the browser keeps the template letter', async () => {
    const app = await createTestApp('pglite');
    const { c } = await signUpPremium(app, 'fay');
    const res = await c.send('POST', PATH, { form: letterForm('Maple', '6 Cedar') });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { message: AI_LETTER_MESSAGES.unavailable, code: 'ai_unavailable' } });
    expect(await remaining(app, c)).toBe(20);
    await app.close();
  });
});
