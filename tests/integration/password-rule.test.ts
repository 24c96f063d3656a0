import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, ORIGIN, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

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
const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe.each(testDatabaseKinds())('one password rule on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app?.close());

  async function paidGuestSession(guest: Client) {
    const created = await guest.send('POST', '/api/functions/create-payment', {
      packageType: 'Premium Package',
      guestEmail: uniqueEmail('rule-guest'),
      guestName: 'Sam Lee',
    });
    const path = new URL(((await created.json()) as { url: string }).url).pathname;
    await app.request(`${path}/pay`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const id = path.split('/').at(-1)!;
    expect(
      ((await (await guest.send('POST', '/api/functions/verify-payment', { sessionId: id })).json()) as { payment_status: string })
        .payment_status,
    ).toBe('paid');
    return id;
  }

  async function resetToken(email: string) {
    const c = client(app, nextIp());
    const { csrfToken } = (await (await c.get('/api/security/csrf-token')).json()) as { csrfToken: string };
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
    const refused = await c.send('POST', '/api/account/sign-up', { email: uniqueEmail(), password: weak, fullName: 'Sam Lee' });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(message);
    const taken = await c.send('POST', '/api/account/sign-up', { email: uniqueEmail(), password: VALID, fullName: 'Sam Lee' });
    expect(taken.status).toBe(201);
  });

  it.each([
    [NO_SYMBOL, NO_SYMBOL_MESSAGE],
    [ALL_LOWER, ALL_LOWER_MESSAGE],
  ])('account completion after a guest purchase refuses %s with "%s" and takes a valid one', async (weak, message) => {
    const guest = client(app, nextIp());
    const sessionId = await paidGuestSession(guest);
    const form = { sessionId, firstName: 'Sam', lastName: 'Lee' };
    const refused = await guest.send('POST', '/api/functions/complete-account', { ...form, password: weak, confirmPassword: weak });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(message);
    const taken = await guest.send('POST', '/api/functions/complete-account', { ...form, password: VALID, confirmPassword: VALID });
    expect(taken.status).toBe(201);
  });

  it.each([
    [NO_SYMBOL, NO_SYMBOL_MESSAGE],
    [ALL_LOWER, ALL_LOWER_MESSAGE],
  ])('password reset refuses %s with "%s" and takes a valid one', async (weak, message) => {
    const email = uniqueEmail('rule-reset');
    await signUp(client(app, nextIp()), email);
    const token = await resetToken(email);
    const visitor = client(app, nextIp());
    const refused = await visitor.send('POST', '/api/security/reset-password', { token, newPassword: weak });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(message);
    const taken = await visitor.send('POST', '/api/security/reset-password', { token, newPassword: VALID });
    expect(taken.status).toBe(200);
  });
});
