import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE_MESSAGE } from '#domain/shared/dates.ts';
import { reviewTestimonials } from '#server/services/testimonials/review.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

const NUL = '\u0000';
const ESC = '\u001b';

/** The lease form's body as the browser sends it (every value a string, as typed). */
const lease = {
  firstName: 'Dana',
  lastName: 'Rivera',
  leaseStartDate: '2025-01-01',
  leaseEndDate: '2026-01-01',
  bedrooms: '1',
  bathrooms: '1',
  squareFootage: '750',
  rentAmount: '1,850',
  zipcode: '30301',
  propertyTier: 'average',
  proposedRent: '',
  housingType: 'apartment',
};

/** Every POST and PATCH route with a plausible body; the fuzzer corrupts each field. */
const ROUTES: { method: 'POST' | 'PATCH'; path: string; body: Record<string, unknown> }[] = [
  {
    method: 'POST',
    path: '/api/account/sign-up',
    body: { email: 'fuzz@example.com', password: 'Sunny-Lease42!', fullName: 'Dana Rivera' },
  },
  { method: 'POST', path: '/api/account/sign-in', body: { email: 'fuzz@example.com', password: 'Sunny-Lease42!' } },
  { method: 'PATCH', path: '/api/profile', body: { fullName: 'Dana Rivera' } },
  { method: 'POST', path: '/api/leases', body: lease },
  {
    method: 'POST',
    path: '/api/testimonials',
    body: { name: 'Dana', location: 'Atlanta', savingsAmount: '$100', testimonialText: 'It worked.', agreeToShare: true },
  },
  {
    method: 'POST',
    path: '/api/functions/create-payment',
    body: { packageType: 'Premium Package', price: 7, guestEmail: 'g@example.com', guestName: 'Sam Lee' },
  },
  { method: 'POST', path: '/api/functions/verify-payment', body: { sessionId: 'demo_cs_0' } },
  {
    method: 'POST',
    path: '/api/functions/complete-account',
    body: { sessionId: 'demo_cs_0', firstName: 'Sam', lastName: 'Lee', password: 'Harbor-2026!', confirmPassword: 'Harbor-2026!' },
  },
  {
    method: 'POST',
    path: '/api/functions/analyze-market-data',
    body: { zipcode: '30301', currentRent: 1850, bedrooms: 1, housingType: 'apartment', tierLevel: 'average' },
  },
  {
    method: 'POST',
    path: '/api/functions/log-security-event',
    body: { event_type: 'password_reset_requested', event_details: { email: 'a@example.com', error: 'x' }, user_agent: 'ua' },
  },
  { method: 'POST', path: '/api/functions/log-password-reset-attempt', body: { email: 'a@example.com', success: false, user_agent: 'ua' } },
  { method: 'POST', path: '/api/security/password-reset', body: { email: 'a@example.com', csrfToken: 'x' } },
  { method: 'POST', path: '/api/security/reset-token-status', body: { token: 'abc' } },
  { method: 'POST', path: '/api/security/reset-password', body: { token: 'abc', newPassword: 'Sunny-Lease42!' } },
  { method: 'POST', path: '/api/support', body: { subject: 'Landlord countered', message: 'Should I accept?' } },
  { method: 'POST', path: '/api/letters/ai', body: { landlordName: 'Pat', propertyAddress: '1 Main St', currentRent: '1850' } },
  { method: 'POST', path: '/api/webhooks/stripe', body: { id: 'evt_1', type: 'checkout.session.completed' } },
  { method: 'POST', path: '/api/auth/sign-out', body: { reason: 'bye' } },
  { method: 'POST', path: '/demo-checkout/demo_cs_0/pay', body: {} },
  { method: 'POST', path: '/demo-checkout/demo_cs_0/cancel', body: {} },
];

const controlChar = fc
  .integer({ min: 0, max: 0x9f })
  .filter((n) => n < 0x20 || n >= 0x7f)
  .map((n) => String.fromCharCode(n));
const withControls = (text: string) =>
  fc
    .array(controlChar, { minLength: 1, maxLength: 4 })
    .chain((controls) => fc.integer({ min: 0, max: text.length }).map((at) => `${text.slice(0, at)}${controls.join('')}${text.slice(at)}`));
const outOfRangeDate = fc.oneof(
  fc.constantFrom('0000-01-01', '0001-12-31', '1899-12-31', '2101-01-01', '9999-12-31', '+275760-09-13', '-000001-01-01', '0000-00-00'),
  fc.integer({ min: 0, max: 1899 }).map((y) => `${String(y).padStart(4, '0')}-06-15`),
  fc.integer({ min: 2101, max: 9999 }).map((y) => `${y}-06-15T12:00:00Z`),
);
const field = (value: unknown) =>
  typeof value === 'string'
    ? fc.oneof(fc.constant(value), withControls(value), outOfRangeDate, fc.string({ unit: 'binary', maxLength: 20 }))
    : fc.oneof(fc.constant(value), fc.string({ unit: 'binary', maxLength: 10 }), outOfRangeDate);

describe.each(testDatabaseKinds())('bad input never answers 5xx on %s', (kind) => {
  let app: TestApp;
  let user: Client;
  let userId: string;
  beforeAll(async () => {
    // No TRUST_PROXY: in-process requests have no address, so per-network limits do not hide a 5xx behind a 429.
    app = await createTestApp(kind, { STRIPE_WEBHOOK_SECRET: 'whsec_test' });
    user = client(app);
    ({
      user: { id: userId },
    } = await signUp(user, uniqueEmail('fuzz')));
  });
  afterAll(() => app?.close());

  const send = (c: Client, method: string, path: string, body: unknown) => c.send(method, path, body);

  it.each(ROUTES)('$method $path: control characters and out-of-range dates in any field', async ({ method, path, body }) => {
    // A new account per route keeps the per-user write budget (30 a minute) from turning answers into 429s.
    const c = client(app);
    await signUp(c, uniqueEmail('fuzz-route'));
    const entries = Object.entries(body);
    const bodies = fc.record(Object.fromEntries(entries.map(([key, value]) => [key, field(value)])));
    await fc.assert(
      fc.asyncProperty(bodies, async (fuzzed) => {
        const response = await send(c, method, path, fuzzed);
        const text = await response.text();
        if (response.status >= 500) throw new Error(`${response.status} for ${JSON.stringify(fuzzed)}: ${text}`);
      }),
      { numRuns: 25 },
    );
  });

  it('answers a NUL in a path parameter with 400, not a failed query', async () => {
    for (const path of [
      '/demo-checkout/demo_cs_%00x',
      '/demo-checkout/demo_cs_%00x/pay',
      '/api/purchases/%00',
      '/api/auth/verify-email%00',
    ]) {
      const response = path.endsWith('/pay') ? await send(user, 'POST', path, {}) : await user.get(path);
      expect(response.status).toBe(400);
    }
    // A control character in a query string never reaches better-auth's token lookup as a 500.
    const verify = await user.get('/api/auth/verify-email?token=abc%00def');
    expect(verify.status).toBeLessThan(500);
  });

  it('strips NUL and other control characters from the profile name, lease names and every testimonial field', async () => {
    const c = client(app);
    const { user: owner } = await signUp(c, uniqueEmail('nul'));

    const profile = await send(c, 'PATCH', '/api/profile', { fullName: `Dana${NUL} Ri${ESC}[31mvera` });
    expect(profile.status).toBe(200);
    expect((await profile.json()).fullName).toBe('Dana Ri[31mvera');

    const saved = await send(c, 'POST', '/api/leases', { ...lease, firstName: `Da${NUL}na`, lastName: `Rivera${NUL}` });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ firstName: 'Dana', lastName: 'Rivera' });

    const story = await send(c, 'POST', '/api/testimonials', {
      name: `${ESC}[2K${ESC}[1GAdmin${NUL}`,
      location: `Atl${NUL}anta\nGA`,
      savingsAmount: `$1${NUL}00`,
      testimonialText: `Line one${NUL}\nLine\ttwo${ESC}[8m hidden`,
      agreeToShare: true,
    });
    expect(story.status).toBe(201);
    const row = await app.deps.database.db.selectFrom('testimonials').selectAll().where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: '[2K[1GAdmin',
      location: 'Atlanta GA',
      savings_amount: '$100',
      testimonial_text: 'Line one\nLine\ttwo[8m hidden',
    });
  });

  it('answers a NUL in a reset token or a guest name with a 4xx, never a 500', async () => {
    const status = await send(user, 'POST', '/api/security/reset-token-status', { token: `abc${NUL}def` });
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({ valid: false });
    const reset = await send(user, 'POST', '/api/security/reset-password', { token: `abc${NUL}`, newPassword: 'Sunny-Lease42!' });
    expect(reset.status).toBe(400);
    const guest = client(app);
    const payment = await send(guest, 'POST', '/api/functions/create-payment', {
      packageType: 'Premium Package',
      guestEmail: uniqueEmail('nul-guest'),
      guestName: `Sam${NUL} Lee`,
    });
    expect(payment.status).toBe(200);
    const id = new URL((await payment.json()).url).pathname.split('/').at(-1)!;
    const session = await app.deps.database.db
      .selectFrom('demo_payment_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(session.customer_name).toBe('Sam Lee');
  });

  it('refuses a lease in year 0000 (or 2101) with 400 and a clear message, and stores nothing', async () => {
    for (const dates of [
      { leaseStartDate: '0000-01-01', leaseEndDate: '2026-01-01' },
      { leaseStartDate: '2025-01-01', leaseEndDate: '2101-01-01' },
    ]) {
      const response = await send(user, 'POST', '/api/leases', { ...lease, ...dates });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: { message: DATE_OUT_OF_RANGE_MESSAGE, code: 'invalid_input' } });
    }
    const rows = await app.deps.database.db.selectFrom('lease_information').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(0);
  });

  it('lists stored testimonials for the reviewer with control characters escaped', async () => {
    const c = client(app);
    const { user: author } = await signUp(c, uniqueEmail('ansi'));
    // A row written before the edge sanitiser existed (or by hand) still cannot drive the reviewer's terminal.
    await app.deps.database.db
      .insertInto('testimonials')
      .values({
        user_id: author.id,
        name: `Eve${ESC}[2K${ESC}[1GTrusted Reviewer`,
        location: null,
        savings_amount: null,
        testimonial_text: `Hi${ESC}]0;x\u0007`,
        agree_to_share: true,
      })
      .execute();
    const { ok, lines } = await reviewTestimonials(app.deps.database.db, ['list', '--all']);
    expect(ok).toBe(true);
    const listed = lines.join('\n');
    expect(listed).not.toContain(ESC);
    expect(listed).not.toContain('\u0007');
    expect(listed).toContain('Eve\\x1b[2K\\x1b[1GTrusted Reviewer');
    expect(listed).toContain('Hi\\x1b]0;x\\x07');
  });
});
