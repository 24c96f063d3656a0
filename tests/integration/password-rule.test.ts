import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, ORIGIN, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';

/**
 * One password rule (issue 31, ADR 0075): every endpoint that sets a password refuses the same weak password with the
 * same message and a 400, and takes a valid one. Checkout sets the guest's password through sign-up.
 */
const NO_SYMBOL = 'Harbor2026';
const NO_SYMBOL_MESSAGE = 'Password must contain at least one special character';
const ALL_LOWER = 'harbor-2026!';
const ALL_LOWER_MESSAGE = 'Password must contain at least one uppercase letter';
const VALID = 'Harbor-2026!';

let ipCounter = 0;
const nextIp = () => `192.0.2.${(ipCounter++ % 250) + 1}`;

describe.each(testDatabaseKinds())('one password rule on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app?.close());
  const api = (browser: Client) => typedClient(app, browser).api;

  async function paidGuestSession(guest: Client) {
    const created = await api(guest).functions['create-payment'].$post({
      json: { packageType: 'Premium Package', guestEmail: uniqueEmail('rule-guest'), guestName: 'Sam Lee' },
    });
    const path = new URL((await bodyAt(created, 200)).url).pathname;
    await app.request(`${path}/pay`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const id = path.split('/').at(-1)!;
    const verified = await api(guest).functions['verify-payment'].$post({ json: { sessionId: id } });
    expect((await bodyAt(verified, 200)).payment_status).toBe('paid');
    return id;
  }

  async function resetToken(email: string) {
    const c = client(app, nextIp());
    const { csrfToken } = await bodyAt(await api(c).security['csrf-token'].$get(), 200);
    expect((await c.send('POST', '/api/security/password-reset', { email, csrfToken })).status).toBe(200);
    await app.deps.background.idle();
    const row = await app.deps.database.db
      .selectFrom('email_outbox')
      .select('links')
      .where('to_address', '=', email)
      .where('subject', '=', 'Reset your RentCheck password')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return new URL((row.links as string[])[0]!).searchParams.get('token')!;
  }

  it.each([
    [NO_SYMBOL, NO_SYMBOL_MESSAGE],
    [ALL_LOWER, ALL_LOWER_MESSAGE],
  ])('sign-up (and checkout) refuses %s with "%s" and takes a valid one', async (weak, message) => {
    const c = client(app, nextIp());
    const signUpWith = (password: string) =>
      api(c).account['sign-up'].$post({ json: { email: uniqueEmail(), password, fullName: 'Sam Lee' } });
    expect((await bodyAt(await signUpWith(weak), 400)).error.message).toBe(message);
    expect((await signUpWith(VALID)).status).toBe(201);
  });

  it.each([
    [NO_SYMBOL, NO_SYMBOL_MESSAGE],
    [ALL_LOWER, ALL_LOWER_MESSAGE],
  ])('account completion after a guest purchase refuses %s with "%s" and takes a valid one', async (weak, message) => {
    const guest = client(app, nextIp());
    const sessionId = await paidGuestSession(guest);
    const form = { sessionId, firstName: 'Sam', lastName: 'Lee' };
    const complete = (password: string) =>
      api(guest).functions['complete-account'].$post({ json: { ...form, password, confirmPassword: password } });
    expect((await bodyAt(await complete(weak), 400)).error.message).toBe(message);
    expect((await complete(VALID)).status).toBe(201);
  });

  it.each([
    [NO_SYMBOL, NO_SYMBOL_MESSAGE],
    [ALL_LOWER, ALL_LOWER_MESSAGE],
  ])('password reset refuses %s with "%s" and takes a valid one', async (weak, message) => {
    const email = uniqueEmail('rule-reset');
    await signUp(client(app, nextIp()), email);
    const token = await resetToken(email);
    const visitor = client(app, nextIp());
    const reset = (newPassword: string) => api(visitor).security['reset-password'].$post({ json: { token, newPassword } });
    expect((await bodyAt(await reset(weak), 400)).error.message).toBe(message);
    expect((await reset(VALID)).status).toBe(200);
  });
});
