import { BASE_OFFER, premiumFeatures } from '#domain/payments/catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { PROVE_EMAIL_MESSAGE } from '#server/services/payments/complete-account.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, ORIGIN, STRONG_PASSWORD, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

const DAY_MS = 86_400_000;
const COMPLETION = { firstName: 'Sam', lastName: 'Lee', password: 'Harbor-2026!', confirmPassword: 'Harbor-2026!' };
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `203.0.113.${100 + ipCounter}`;
};

describe.each(testDatabaseKinds())('purchases a customer can trust on %s (demo payments)', (kind) => {
  let app: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
    strict = await createTestApp(kind, { TRUST_PROXY: 'true', REQUIRE_EMAIL_VERIFICATION: 'true' });
  });
  afterAll(async () => {
    await app?.close();
    await strict?.close();
  });

  const db = (t = app) => t.deps.database.db;
  const outbox = (email: string, t = app) =>
    db(t).selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute();
  const pay = (t: TestApp, id: string) =>
    t.request(`/demo-checkout/${id}/pay`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });

  async function guestPays(t: TestApp, c: Client, email: string) {
    const started = await c.send('POST', '/api/functions/create-payment', {
      packageType: 'Premium Package',
      guestEmail: email,
      guestName: 'Sam Lee',
    });
    expect(started.status).toBe(200);
    const id = new URL((await started.json()).url).pathname.split('/').at(-1)!;
    expect((await pay(t, id)).status).toBe(303);
    return id;
  }

  async function buys(t: TestApp, c: Client) {
    const started = await c.send('POST', '/api/functions/create-payment', { packageType: 'Premium Package', price: 7 });
    expect(started.status).toBe(200);
    const id = new URL((await started.json()).url).pathname.split('/').at(-1)!;
    expect((await pay(t, id)).status).toBe(303);
    return id;
  }

  describe('1. a paid guest is never locked out by other visitors on the same network', () => {
    it('completes the account, gets Premium and is signed in after 6 failed sign-ins from the same address', async () => {
      const household = nextIp();
      const neighbour = uniqueEmail('neighbour');
      await signUp(client(app, nextIp()), neighbour);
      for (let i = 0; i < 6; i += 1) await signIn(client(app, household), i % 2 ? neighbour : uniqueEmail('typo'), 'Wrong-Password1!');
      // The address is now blocked for sign-in (for the window only) and has a brute-force record.
      const blocked = await signIn(client(app, household), neighbour);
      expect(blocked.status).toBe(429);
      const retry = (await blocked.json()).blocked.retryAfterSeconds;
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(15 * 60);

      const guest = client(app, household);
      const email = uniqueEmail('household-guest');
      const id = await guestPays(app, guest, email);
      // Other visitors on the network then use up the address's payment budget (30 a minute)...
      let refused = 0;
      for (let i = 0; i < 31; i += 1) {
        const r = await client(app, household).send('POST', '/api/functions/verify-payment', { sessionId: `demo_cs_unknown${i}` });
        if (r.status === 429) refused += 1;
      }
      expect(refused).toBeGreaterThan(0);
      // ...and the paid session is still verified and completed: it is proof of payment.
      expect((await (await guest.send('POST', '/api/functions/verify-payment', { sessionId: id })).json()).payment_status).toBe('paid');
      const completed = await guest.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION });
      expect(completed.status).toBe(201);
      const purchases = await (await guest.get('/api/purchases')).json();
      expect(purchases).toHaveLength(1);
      expect(Math.ceil((new Date(purchases[0].expiresAt).getTime() - Date.now()) / DAY_MS)).toBe(45);
    });

    it('lets a new customer on that network sign up (threat history is not a permanent flag)', async () => {
      const household = nextIp();
      for (let i = 0; i < 6; i += 1) await signIn(client(app, household), uniqueEmail('typo'), 'Wrong-Password1!');
      expect(await db().selectFrom('security_threats').select('type').where('ip', '=', household).execute()).toContainEqual({
        type: 'brute_force',
      });
      const response = await client(app, household).send('POST', '/api/account/sign-up', {
        email: uniqueEmail('checkout'),
        password: STRONG_PASSWORD,
        fullName: 'Dana Rivera',
      });
      expect(response.status).toBe(201);
      expect(JSON.stringify(await response.json())).not.toContain(AUTH_MESSAGES.suspiciousActivity);
    });

    it('limits completion attempts per paid session, not per address', async () => {
      const shared = nextIp();
      const first = await guestPays(app, client(app, shared), uniqueEmail('limit-a'));
      const c = client(app, shared);
      expect((await c.send('POST', '/api/functions/complete-account', { sessionId: first, ...COMPLETION })).status).toBe(201);
      for (let i = 0; i < 9; i += 1)
        expect((await c.send('POST', '/api/functions/complete-account', { sessionId: first, ...COMPLETION })).status).toBe(409);
      const limited = await c.send('POST', '/api/functions/complete-account', { sessionId: first, ...COMPLETION });
      expect(limited.status).toBe(429);
      expect((await limited.json()).error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      // Another payer behind the same address is not affected.
      const other = client(app, shared);
      const second = await guestPays(app, other, uniqueEmail('limit-b'));
      expect((await other.send('POST', '/api/functions/complete-account', { sessionId: second, ...COMPLETION })).status).toBe(201);
    });
  });

  describe('2. no verified email without following a link sent to it', () => {
    it('creates the account unverified when the payer did not come through the emailed link', async () => {
      const guest = client(app, nextIp());
      const email = uniqueEmail('claim');
      const id = await guestPays(app, guest, email);
      const completed = await guest.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION });
      expect(completed.status).toBe(201);
      expect((await completed.json()).user.emailVerified).toBe(false);
      const row = await db().selectFrom('user').select('emailVerified').where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.emailVerified).toBe(false);
    });

    it('with REQUIRE_EMAIL_VERIFICATION, keeps the purchase but signs in only after the address is confirmed', async () => {
      const guest = client(strict, nextIp());
      const email = uniqueEmail('strict');
      const id = await guestPays(strict, guest, email);
      const completed = await guest.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION });
      expect(completed.status).toBe(201);
      const body = await completed.json();
      expect(body).toMatchObject({
        user: { email, emailVerified: false },
        needsEmailVerification: true,
        purchase: { packageType: 'Premium Package' },
      });
      expect(completed.headers.getSetCookie()).toEqual([]);
      expect((await guest.get('/api/purchases')).status).toBe(401);
      await strict.deps.background.idle();
      expect((await outbox(email, strict)).map((m) => m.subject)).toContain('Confirm your RentCheck email address');
    });

    it('verifies the email when the payer follows the single-use link from the purchase email', async () => {
      const guest = client(strict, nextIp());
      const email = uniqueEmail('linked');
      await guestPays(strict, guest, email);
      const [receipt] = await outbox(email, strict);
      const link = new URL(receipt!.links.find((l) => l.includes('completion='))!);
      expect(link.pathname).toBe('/payment-success');
      const sessionId = link.searchParams.get('session_id')!;
      const completionToken = link.searchParams.get('completion')!;

      // A forged token does nothing for the email.
      const forged = await guest.send('POST', '/api/functions/complete-account', {
        sessionId,
        ...COMPLETION,
        completionToken: 'a'.repeat(64),
      });
      expect(forged.status).toBe(201);
      expect((await forged.json()).user.emailVerified).toBe(false);

      const other = uniqueEmail('linked-2');
      const c2 = client(strict, nextIp());
      await guestPays(strict, c2, other);
      const [receipt2] = await outbox(other, strict);
      const link2 = new URL(receipt2!.links.find((l) => l.includes('completion='))!);
      const done = await c2.send('POST', '/api/functions/complete-account', {
        sessionId: link2.searchParams.get('session_id'),
        ...COMPLETION,
        completionToken: link2.searchParams.get('completion'),
      });
      expect(done.status).toBe(201);
      expect(await done.json()).toMatchObject({ user: { email: other, emailVerified: true }, needsEmailVerification: false });
      expect(await (await c2.get('/api/purchases')).json()).toHaveLength(1);
      const used = await db(strict)
        .selectFrom('account_completion_tokens')
        .select('used_at')
        .where('email', '=', other)
        .executeTakeFirstOrThrow();
      expect(used.used_at).not.toBeNull();
      expect(completionToken).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('3. a guest purchase belongs to its checkout session', () => {
    it('does not go to an account someone opens with the email after the payment; the payer proves the email and takes it over', async () => {
      const payer = client(app, nextIp());
      const email = uniqueEmail('victim');
      const id = await guestPays(app, payer, email);

      const attacker = client(app, nextIp());
      const { user: squatter } = await signUp(attacker, email, 'Mallory Q', 'Attacker-Pass9!');
      expect(await (await attacker.get('/api/purchases')).json()).toEqual([]);
      expect(await db().selectFrom('user_purchases').select('id').where('stripe_session_id', '=', id).execute()).toHaveLength(0);

      // Holding the session id alone does not take an account: the payer is sent to the link in the purchase email.
      const unproven = await payer.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION });
      expect(unproven.status).toBe(409);
      expect(await unproven.json()).toEqual({ error: { message: PROVE_EMAIL_MESSAGE, code: 'prove_email' } });
      expect(await db().selectFrom('user_purchases').select('id').where('stripe_session_id', '=', id).execute()).toHaveLength(0);

      const link = new URL((await outbox(email)).flatMap((m) => m.links).find((l) => l.includes('completion='))!);
      const completed = await payer.send('POST', '/api/functions/complete-account', {
        sessionId: id,
        ...COMPLETION,
        completionToken: link.searchParams.get('completion'),
      });
      expect(completed.status).toBe(201);
      expect((await completed.json()).user).toMatchObject({ id: squatter.id, email, fullName: 'Sam Lee', emailVerified: true });
      expect(await (await payer.get('/api/purchases')).json()).toHaveLength(1);
      // The squatter's session and password are gone.
      expect((await attacker.get('/api/purchases')).status).toBe(401);
      expect((await signIn(client(app, nextIp()), email, 'Attacker-Pass9!')).status).toBe(401);
      expect((await signIn(client(app, nextIp()), email, COMPLETION.password)).status).toBe(200);
    });

    it("never lets someone who paid with another person's email take over the account that person opens", async () => {
      // The attacker pays with the victim's address before the victim has an account, and waits.
      const attacker = client(app, nextIp());
      const email = uniqueEmail('target');
      const id = await guestPays(app, attacker, email);
      const victim = client(app, nextIp());
      const { user } = await signUp(victim, email, 'Victoria Real');
      const takeover = await attacker.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION });
      expect(takeover.status).toBe(409);
      expect((await takeover.json()).error.code).toBe('prove_email');
      expect((await victim.get('/api/profile')).status).toBe(200);
      expect((await signIn(client(app, nextIp()), email, STRONG_PASSWORD)).status).toBe(200);
      expect(await db().selectFrom('user_purchases').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    });

    it('cannot be completed twice: the session id cannot reopen the account afterwards', async () => {
      const payer = client(app, nextIp());
      const id = await guestPays(app, payer, uniqueEmail('twice'));
      expect((await payer.send('POST', '/api/functions/complete-account', { sessionId: id, ...COMPLETION })).status).toBe(201);
      const replay = await client(app, nextIp()).send('POST', '/api/functions/complete-account', {
        sessionId: id,
        ...COMPLETION,
        password: 'Takeover-2026!',
        confirmPassword: 'Takeover-2026!',
      });
      expect(replay.status).toBe(409);
      expect((await replay.json()).error.code).toBe('account_exists');
    });
  });

  describe('4. no paying into a dead end', () => {
    it('tells a guest whose email has an account before any payment is taken', async () => {
      const email = uniqueEmail('member');
      await signUp(client(app, nextIp()), email);
      const before = await db().selectFrom('demo_payment_sessions').select('id').execute();
      const response = await client(app, nextIp()).send('POST', '/api/functions/create-payment', {
        packageType: 'Premium Package',
        guestEmail: email.toUpperCase(),
        guestName: 'Dana Rivera',
      });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { message: PAYMENT_MESSAGES.guestEmailHasAccount, code: 'account_exists' } });
      expect(await db().selectFrom('demo_payment_sessions').select('id').execute()).toHaveLength(before.length);
    });

    it('extends an active purchase by 45 days from its current expiry instead of adding a second row', async () => {
      const buyer = client(app, nextIp());
      const { user } = await signUp(buyer, uniqueEmail('again'));
      const firstId = await buys(app, buyer);
      const [first] = await db().selectFrom('user_purchases').selectAll().where('user_id', '=', user.id).execute();
      const secondId = await buys(app, buyer);
      // Replays of the second session (verification, again) change nothing more.
      await buyer.send('POST', '/api/functions/verify-payment', { sessionId: secondId });
      await buyer.send('POST', '/api/functions/verify-payment', { sessionId: secondId });
      const rows = await db().selectFrom('user_purchases').selectAll().where('user_id', '=', user.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.stripe_session_id).toBe(firstId);
      expect(new Date(rows[0]!.expires_at).getTime()).toBe(new Date(first!.expires_at).getTime() + 45 * DAY_MS);
      const listed = await (await buyer.get('/api/purchases')).json();
      expect(listed).toHaveLength(1);
      expect(Math.round((new Date(listed[0].expiresAt).getTime() - Date.now()) / DAY_MS)).toBe(90);
    });
  });

  describe('10. every recorded purchase sends one email', () => {
    it('sends a signed-in buyer one receipt: package, price paid, access-until date, dashboard link', async () => {
      const buyer = client(app, nextIp());
      const email = uniqueEmail('receipt');
      await signUp(buyer, email);
      const id = await buys(app, buyer);
      await buyer.send('POST', '/api/functions/verify-payment', { sessionId: id });
      const mails = (await outbox(email)).filter((m) => m.subject.includes('receipt'));
      expect(mails).toHaveLength(1);
      const [purchase] = await (await buyer.get('/api/purchases')).json();
      const until = new Date(purchase.expiresAt).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(mails[0]!.subject).toBe('Your RentCheck Premium Package receipt');
      expect(mails[0]!.text_body).toContain('Package: Premium Package');
      expect(mails[0]!.text_body).toContain('Price paid: $7');
      expect(mails[0]!.text_body).toContain(`Access until: ${until}`);
      // What the package includes on this deployment (no AI key, no SUPPORT_EMAIL): the catalogue's labels (ADR 0047).
      expect(mails[0]!.text_body).toContain(
        ['What your package includes:', ...premiumFeatures(BASE_OFFER).map((feature) => `- ${feature.label}`)].join('\n'),
      );
      expect(mails[0]!.text_body).not.toMatch(/\bAI\b|revision|priority/i);
      expect(mails[0]!.links).toEqual([`${ORIGIN}/dashboard`]);
    });

    it('sends a paying guest one email with a single-use link that opens Complete Your Account', async () => {
      const guest = client(app, nextIp());
      const email = uniqueEmail('guest-receipt');
      const id = await guestPays(app, guest, email);
      await guest.send('POST', '/api/functions/verify-payment', { sessionId: id });
      const mails = await outbox(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Price paid: $7');
      const link = mails[0]!.links[0]!;
      expect(link).toMatch(new RegExp(`^${ORIGIN}/payment-success\\?session_id=${id}&completion=[0-9a-f]{64}$`));
      const token = new URL(link).searchParams.get('completion')!;
      const completed = await guest.send('POST', '/api/functions/complete-account', {
        sessionId: id,
        ...COMPLETION,
        completionToken: token,
      });
      expect((await completed.json()).user.emailVerified).toBe(true);
      // Completion attaches the purchase without a second email; the used link cannot verify anything again.
      expect((await outbox(email)).filter((m) => m.subject.includes('receipt'))).toHaveLength(1);
      const reuse = await client(app, nextIp()).send('POST', '/api/functions/complete-account', {
        sessionId: id,
        ...COMPLETION,
        completionToken: token,
      });
      expect(reuse.status).toBe(409);
    });
  });
});
