import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeStripeApi, startFakeStripeApi } from '#tests/fakes/stripe-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { client, ORIGIN, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

const WEBHOOK_SECRET = 'whsec_test_rentcheck_secret';
const DAY_MS = 24 * 60 * 60 * 1000;
let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

describe.each(testDatabaseKinds())('Stripe payments on %s (local fake of Stripe API)', (kind) => {
  let app: TestApp;
  let stripe: FakeStripeApi;

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    app = await createTestApp(kind, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await app?.close();
    await stripe?.close();
  });
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.state.failWith = undefined;
  });

  const db = () => app.deps.database.db;
  const purchasesFor = (sessionId: string) =>
    db().selectFrom('user_purchases').selectAll().where('stripe_session_id', '=', sessionId).execute();
  const sessionIdOf = (url: string) => url.split('/').at(-1)!;

  async function signedInBuyer() {
    const buyer = client(app, nextIp());
    const email = uniqueEmail('buyer');
    const { user } = await signUp(buyer, email);
    return { buyer, email, user };
  }

  async function startPayment(body: Record<string, unknown>, c = client(app, nextIp())) {
    const response = await c.send('POST', '/api/functions/create-payment', body);
    return { response, json: (await response.json()) as { url?: string; error?: { message: string; code: string } } };
  }

  function postWebhook(payload: string, signature?: string) {
    return app.request('/api/webhooks/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      body: payload,
    });
  }

  describe('create-payment', () => {
    it('creates a Checkout Session for the catalogue price whatever price the body names, and answers its url', async () => {
      const { response, json } = await startPayment({
        packageType: 'Premium Package',
        price: 0.01,
        guestEmail: 'Guest.Buyer@Example.com',
        guestName: 'Dana Rivera',
      });
      expect(response.status).toBe(200);
      expect(json.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      expect(stripe.requests).toHaveLength(1);
      const [request] = stripe.requests;
      expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${stripe.secretKey}` });
      expect(request!.form).toMatchObject({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': 'usd',
        'line_items[0][price_data][unit_amount]': '700',
        'line_items[0][price_data][product_data][name]': 'Premium Package',
        // The catalogue's features on this deployment (no AI key here): no AI letters sold (ADR 0047).
        'line_items[0][price_data][product_data][description]':
          '45 days of Premium: a negotiation plan with your renewal scenarios side by side, a landlord-ready market report to attach to your letter, your negotiation saved on your dashboard and reminders',
        customer_email: 'guest.buyer@example.com',
        success_url: `${ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${ORIGIN}/payment-canceled`,
        'metadata[packageType]': 'Premium Package',
        'metadata[guestName]': 'Dana Rivera',
      });
      expect(request!.form['metadata[userId]']).toBeUndefined();
      expect(stripe.sessions.get(sessionIdOf(json.url!))?.amount_total).toBe(700);
    });

    it('charges a signed-in user with the account email and user id from the session, not the body', async () => {
      const { buyer, user, email } = await signedInBuyer();
      const { response } = await startPayment(
        { packageType: 'Premium Package', price: 0, guestEmail: 'someone.else@example.com', guestName: 'Dana Rivera', userId: 'forged-id' },
        buyer,
      );
      expect(response.status).toBe(200);
      expect(stripe.requests[0]!.form).toMatchObject({
        customer_email: email,
        client_reference_id: user.id,
        'metadata[userId]': user.id,
        'line_items[0][price_data][unit_amount]': '700',
      });
    });

    it('refuses a package outside the catalogue, a guest without email and a bad email, without calling Stripe', async () => {
      for (const [body, message, code] of [
        [{ packageType: 'Main Package', price: 7, guestEmail: 'a@example.com' }, 'Package not available', 'package_not_available'],
        [{ packageType: 'Premium Package', price: 7 }, 'Email is required', 'email_required'],
        [{ packageType: 'Premium Package', guestEmail: 'not-an-email' }, 'Please enter a valid email address', 'invalid_input'],
      ] as const) {
        const { response, json } = await startPayment(body);
        expect(response.status).toBe(400);
        expect(json.error).toEqual({ message, code });
      }
      expect(stripe.requests).toHaveLength(0);
    });

    it('answers 503 with the temporarily-unavailable message when Stripe refuses, never a stack or Stripe text', async () => {
      stripe.state.failWith = 400;
      const { response, json } = await startPayment({ packageType: 'Premium Package', guestEmail: 'a@example.com' });
      expect(response.status).toBe(503);
      expect(json.error).toEqual({
        message: 'Payment service is temporarily unavailable. Please try again in a moment.',
        code: 'payment_provider_unavailable',
      });
    });
  });

  describe('verify-payment and purchases', () => {
    it('reports an unknown session as not found and an unpaid one as unpaid, recording nothing', async () => {
      const unknown = await app.postJson('/api/functions/verify-payment', { sessionId: 'cs_test_does_not_exist' });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.code).toBe('payment_not_found');

      const { buyer } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, buyer);
      const id = sessionIdOf(json.url!);
      const unpaid = await app.postJson('/api/functions/verify-payment', { sessionId: id });
      expect(unpaid.status).toBe(200);
      expect(await unpaid.json()).toMatchObject({ payment_status: 'unpaid', amount_total: 700 });
      expect(await purchasesFor(id)).toHaveLength(0);
      expect(await (await buyer.get('/api/purchases')).json()).toEqual([]);
    });

    it('answers the verification fields, and verify twice plus the webhook leave exactly one purchase row', async () => {
      const { buyer, user, email } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package', guestName: 'Dana Rivera' }, buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id, { name: 'Dana R Rivera' });

      const first = await app.postJson('/api/functions/verify-payment', { sessionId: id });
      expect(await first.json()).toEqual({
        payment_status: 'paid',
        amount_total: 700,
        customer_email: email,
        metadata: { guestName: 'Dana Rivera', packageType: 'Premium Package' },
        customer_details: { name: 'Dana R Rivera', email },
      });
      await app.postJson('/api/functions/verify-payment', { sessionId: id });
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      expect((await postWebhook(event.payload, event.signature)).status).toBe(200);

      const rows = await purchasesFor(id);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ user_id: user.id, email, package_type: 'Premium Package', price: 7, status: 'completed' });
      expect(new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime()).toBe(45 * DAY_MS);

      const mine = await (await buyer.get('/api/purchases')).json();
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ packageType: 'Premium Package', price: 7, status: 'completed' });
    });

    it('records one row when verify-payment and the webhook race each other', async () => {
      const { buyer } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id);
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      const responses = await Promise.all([
        ...Array.from({ length: 6 }, () => app.postJson('/api/functions/verify-payment', { sessionId: id })),
        postWebhook(event.payload, event.signature),
        postWebhook(event.payload, event.signature),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
      expect(await purchasesFor(id)).toHaveLength(1);
    });

    it("lets user B see none of user A's purchases", async () => {
      const a = await signedInBuyer();
      const b = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, a.buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id);
      await app.postJson('/api/functions/verify-payment', { sessionId: id });
      expect(await (await a.buyer.get('/api/purchases')).json()).toHaveLength(1);
      expect(await (await b.buyer.get('/api/purchases')).json()).toEqual([]);
      expect((await b.buyer.get('/api/entitlements/revisions').then((r) => r.json())).active).toBe(false);
    });

    it('records nothing for a paid session whose amount differs from the catalogue', async () => {
      const { buyer } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id, { amountTotal: 1 });
      const verified = await app.postJson('/api/functions/verify-payment', { sessionId: id });
      expect((await verified.json()).payment_status).toBe('paid');
      expect(await purchasesFor(id)).toHaveLength(0);
    });
  });

  describe('webhook signatures', () => {
    async function paidSession() {
      const { buyer } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id);
      return id;
    }

    it('records the purchase from a valid signed checkout.session.completed event', async () => {
      const id = await paidSession();
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      const response = await postWebhook(event.payload, event.signature);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, recorded: true, outcome: 'recorded' });
      expect(await purchasesFor(id)).toHaveLength(1);
    });

    it('rejects unsigned, forged, tampered and stale deliveries with 400 and records nothing', async () => {
      const id = await paidSession();
      const good = stripe.signedEvent(id, WEBHOOK_SECRET);
      const forged = stripe.signedEvent(id, 'whsec_attacker');
      const stale = stripe.signedEvent(id, WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 });
      const tampered = good.payload.replace('"amount_total":700', '"amount_total":701');
      for (const [payload, signature] of [
        [good.payload, undefined],
        [forged.payload, forged.signature],
        [stale.payload, stale.signature],
        [tampered, good.signature],
        [good.payload, 't=1,v1=deadbeef'],
      ] as const) {
        const response = await postWebhook(payload, signature);
        expect(response.status).toBe(400);
        expect((await response.json()).error.code).toBe('invalid_signature');
      }
      expect(await purchasesFor(id)).toHaveLength(0);
    });

    it('treats a replayed delivery as already recorded: one row', async () => {
      const id = await paidSession();
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      const first = await postWebhook(event.payload, event.signature);
      const replay = await postWebhook(event.payload, event.signature);
      expect([first.status, replay.status]).toEqual([200, 200]);
      expect(await purchasesFor(id)).toHaveLength(1);
    });

    it('records nothing for a correctly signed event with the wrong amount', async () => {
      const { buyer } = await signedInBuyer();
      const { json } = await startPayment({ packageType: 'Premium Package' }, buyer);
      const id = sessionIdOf(json.url!);
      stripe.pay(id, { amountTotal: 1 });
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      const response = await postWebhook(event.payload, event.signature);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, recorded: false, outcome: 'rejected' });
      expect(await purchasesFor(id)).toHaveLength(0);
    });

    it('acknowledges other event types without recording', async () => {
      const id = await paidSession();
      const event = stripe.signedEvent(id, WEBHOOK_SECRET, { type: 'checkout.session.expired' });
      const response = await postWebhook(event.payload, event.signature);
      expect(await response.json()).toEqual({ received: true, recorded: false });
      expect(await purchasesFor(id)).toHaveLength(0);
    });
  });

  describe('guest purchases', () => {
    it("completes a paid guest's account from the payment: signed in, purchase attached, email not yet verified", async () => {
      const guest = client(app, nextIp());
      const email = uniqueEmail('guest');
      const { json } = await startPayment({ packageType: 'Premium Package', guestEmail: email, guestName: 'Dana Rivera' }, guest);
      const id = sessionIdOf(json.url!);
      stripe.pay(id);
      const verified = await guest.send('POST', '/api/functions/verify-payment', { sessionId: id });
      expect(await verified.json()).toMatchObject({ payment_status: 'paid', metadata: { guestName: 'Dana Rivera' } });
      expect(await purchasesFor(id)).toHaveLength(0); // no account yet: held for it

      const completed = await guest.send('POST', '/api/functions/complete-account', {
        sessionId: id,
        firstName: 'Dana',
        lastName: 'Rivera',
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
        email: 'ignored@example.com',
      });
      expect(completed.status).toBe(201);
      const body = await completed.json();
      // Paying proves payment, not the address: only following a link mailed to it verifies the email.
      expect(body.user).toMatchObject({ email, fullName: 'Dana Rivera', emailVerified: false });
      expect(body.purchase.packageType).toBe('Premium Package');

      const account = await db().selectFrom('user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      expect(account.emailVerified).toBe(false);
      const rows = await purchasesFor(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.user_id).toBe(account.id);
      // Signed in by the completion: the session cookie reads the purchase and the profile.
      expect(await (await guest.get('/api/purchases')).json()).toHaveLength(1);
      expect((await (await guest.get('/api/profile')).json()).fullName).toBe('Dana Rivera');
      // The new password signs in.
      const again = client(app, nextIp());
      expect((await again.send('POST', '/api/account/sign-in', { email, password: 'Secret-123' })).status).toBe(200);
    });

    it('refuses completion for an unpaid session and with passwords the completion rules reject', async () => {
      const guest = client(app, nextIp());
      const email = uniqueEmail('guest');
      const { json } = await startPayment({ packageType: 'Premium Package', guestEmail: email, guestName: 'Dana Rivera' }, guest);
      const id = sessionIdOf(json.url!);
      const form = { sessionId: id, firstName: 'Dana', lastName: 'Rivera', password: 'Secret-123', confirmPassword: 'Secret-123' };
      const unpaid = await guest.send('POST', '/api/functions/complete-account', form);
      expect(unpaid.status).toBe(402);
      expect((await unpaid.json()).error.message).toBe("We couldn't verify your payment. Please contact support.");
      stripe.pay(id);
      const weak = await guest.send('POST', '/api/functions/complete-account', { ...form, password: 'secret', confirmPassword: 'secret' });
      expect(weak.status).toBe(400);
      expect((await weak.json()).error.message).toBe('Password must be at least 8 characters long');
      const mismatch = await guest.send('POST', '/api/functions/complete-account', { ...form, confirmPassword: 'Secret-124' });
      expect((await mismatch.json()).error.message).toBe('Passwords do not match');
      expect(await db().selectFrom('user').select('id').where('email', '=', email).execute()).toHaveLength(0);
    });

    it('refuses a guest payment for an email that has an account before Stripe is asked', async () => {
      const { email } = await signedInBuyer();
      const { response, json } = await startPayment({ packageType: 'Premium Package', guestEmail: email, guestName: 'Dana Rivera' });
      expect(response.status).toBe(409);
      expect(json.error).toEqual({
        message: 'An account with this email already exists. Sign in to continue your purchase.',
        code: 'account_exists',
      });
      expect(stripe.requests).toHaveLength(0);
    });

    it('gives the payment to the proven owner of the email when their account appeared during checkout, and asks to sign in', async () => {
      const guest = client(app, nextIp());
      const email = uniqueEmail('race');
      const { json } = await startPayment({ packageType: 'Premium Package', guestEmail: email, guestName: 'Dana Rivera' }, guest);
      const id = sessionIdOf(json.url!);
      const owner = client(app, nextIp());
      const { user } = await signUp(owner, email);
      // The owner followed the confirmation link mailed to the address.
      await db().updateTable('user').set({ emailVerified: true }).where('id', '=', user.id).execute();
      stripe.pay(id);
      const completed = await guest.send('POST', '/api/functions/complete-account', {
        sessionId: id,
        firstName: 'Dana',
        lastName: 'Rivera',
        password: 'Secret-123',
        confirmPassword: 'Secret-123',
      });
      expect(completed.status).toBe(409);
      expect((await completed.json()).error.code).toBe('account_exists');
      expect((await purchasesFor(id))[0]?.user_id).toBe(user.id);
      expect(await (await owner.get('/api/purchases')).json()).toHaveLength(1);
    });

    it('never gives a held guest payment to an account someone opens later with that email', async () => {
      const email = uniqueEmail('later');
      const { json } = await startPayment({ packageType: 'Premium Package', guestEmail: email, guestName: 'Dana Rivera' });
      const id = sessionIdOf(json.url!);
      stripe.pay(id);
      const event = stripe.signedEvent(id, WEBHOOK_SECRET);
      expect(await (await postWebhook(event.payload, event.signature)).json()).toMatchObject({ outcome: 'held-for-account' });
      const later = client(app, nextIp());
      await signUp(later, email);
      expect(await purchasesFor(id)).toHaveLength(0);
      expect(await (await later.get('/api/purchases')).json()).toEqual([]);
    });
  });
});

describe('Stripe webhook without a signing secret', () => {
  it('refuses every delivery', async () => {
    const app = await createTestApp('pglite', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:9' });
    try {
      const response = await app.request('/api/webhooks/stripe', {
        method: 'POST',
        headers: { 'stripe-signature': 't=1,v1=x' },
        body: '{}',
      });
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('webhook_not_configured');
    } finally {
      await app.close();
    }
  });
});
