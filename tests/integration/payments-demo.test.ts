import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import type { createPaymentInputSchema } from '#domain/payments/payment.schema.ts';
import { bodyAt, type Client, client, ORIGIN, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import type { z } from 'zod';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
};

describe.each(testDatabaseKinds())('demo payments (no STRIPE_SECRET_KEY) on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app?.close());

  const db = () => app.deps.database.db;
  const purchasesFor = (sessionId: string) =>
    db().selectFrom('user_purchases').selectAll().where('stripe_session_id', '=', sessionId).execute();

  async function buyer() {
    const c = client(app, nextIp());
    const { user } = await signUp(c, uniqueEmail('demo'));
    return { c, user };
  }

  async function createSession(
    c: Client,
    json: z.input<typeof createPaymentInputSchema> = { packageType: 'Premium Package', price: 0.01 },
  ) {
    const { url } = await bodyAt(await typedClient(app, c).api.functions['create-payment'].$post({ json }), 200);
    const path = new URL(url).pathname;
    return { url, path, id: path.split('/').at(-1)! };
  }

  const form = (path: string, origin = ORIGIN) =>
    app.request(path, { method: 'POST', headers: { origin, 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

  it('creates a session in the database at the catalogue amount and serves a page clearly marked as a demo', async () => {
    const { c } = await buyer();
    const { url, path, id } = await createSession(c);
    expect(url).toBe(`${ORIGIN}/demo-checkout/${id}`);
    expect(id).toMatch(/^demo_cs_[0-9a-f]{36}$/);
    const row = await db().selectFrom('demo_payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      amount_total: 700,
      currency: 'usd',
      package_type: 'Premium Package',
      status: 'open',
      payment_status: 'unpaid',
    });

    const page = await app.request(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Demo - no card is charged');
    expect(html).toContain('Pay $7.00 USD (demo)');
    expect(html).toContain(`action="/demo-checkout/${id}/pay"`);
    expect(html).toContain(`action="/demo-checkout/${id}/cancel"`);
    expect(html).not.toContain('<script');
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
  });

  it('charges the catalogue price whatever the browser names, and the purchase grants 45 days and 20 revisions', async () => {
    const { c, user } = await buyer();
    const { path, id } = await createSession(c, { packageType: 'Premium Package', price: 0.01, ...{ amountCents: 1, currency: 'eur' } });
    const session = await db().selectFrom('demo_payment_sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ amount_total: 700, currency: 'usd' });
    expect(await (await app.request(path)).text()).toContain('Pay $7.00 USD (demo)');

    await form(`${path}/pay`);
    const [purchase] = await purchasesFor(id);
    expect(purchase).toMatchObject({ user_id: user.id, package_type: 'Premium Package', price: 7, status: 'completed' });
    expect(new Date(purchase!.expires_at).getTime() - new Date(purchase!.created_at).getTime()).toBe(45 * 86_400_000);
    expect(await (await c.get('/api/entitlements/revisions')).json()).toMatchObject({ active: true, limit: 20, used: 0, remaining: 20 });
  });

  it('pays: redirects to the success page with the session id, records one purchase, and verify-payment says paid', async () => {
    const { c, user } = await buyer();
    const { path, id } = await createSession(c);
    const paid = await form(`${path}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${ORIGIN}/payment-success?session_id=${id}`);
    expect(await purchasesFor(id)).toMatchObject([{ user_id: user.id, price: 7, package_type: 'Premium Package' }]);

    const verified = await c.send('POST', '/api/functions/verify-payment', { sessionId: id });
    expect(await verified.json()).toMatchObject({ payment_status: 'paid', amount_total: 700 });
    const again = await form(`${path}/pay`);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This payment is complete.');
    expect(await purchasesFor(id)).toHaveLength(1);
  });

  it('cancels: back to /payment-canceled, the session stays unpaid and nothing is recorded', async () => {
    const { c } = await buyer();
    const { path, id } = await createSession(c);
    const canceled = await form(`${path}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(`${ORIGIN}/payment-canceled`);
    const verified = await c.send('POST', '/api/functions/verify-payment', { sessionId: id });
    expect((await verified.json()).payment_status).toBe('unpaid');
    expect(await purchasesFor(id)).toHaveLength(0);
    expect(await (await c.get('/api/purchases')).json()).toEqual([]);
  });

  it('refuses a cross-site Pay and an expired session; unknown sessions are not found', async () => {
    const { c } = await buyer();
    const { path, id } = await createSession(c);
    expect((await form(`${path}/pay`, 'https://evil.example')).status).toBe(403);
    await db()
      .updateTable('demo_payment_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    const expired = await form(`${path}/pay`);
    expect(expired.status).toBe(409);
    expect(await expired.text()).toContain('This checkout session has expired');
    expect((await c.send('POST', '/api/functions/verify-payment', { sessionId: id }).then((r) => r.json())).payment_status).toBe('unpaid');
    expect(await purchasesFor(id)).toHaveLength(0);
    expect((await app.request('/demo-checkout/demo_cs_nope')).status).toBe(404);
    expect((await form('/demo-checkout/demo_cs_nope/pay')).status).toBe(404);
  });

  it('lets a guest pay through the demo and complete the account with 45 days of premium', async () => {
    const guest = client(app, nextIp());
    const email = uniqueEmail('demo-guest');
    const { path, id } = await createSession(guest, { packageType: 'Premium Package', price: 7, guestEmail: email, guestName: 'Sam Lee' });
    await form(`${path}/pay`);
    const verified = await guest.send('POST', '/api/functions/verify-payment', { sessionId: id });
    expect(await verified.json()).toMatchObject({
      payment_status: 'paid',
      customer_email: email,
      metadata: { guestName: 'Sam Lee' },
      customer_details: { name: 'Sam Lee', email },
    });
    const completed = await guest.send('POST', '/api/functions/complete-account', {
      sessionId: id,
      firstName: 'Sam',
      lastName: 'Lee',
      password: 'Harbor-2026!',
      confirmPassword: 'Harbor-2026!',
    });
    expect(completed.status).toBe(201);
    const purchases = await (await guest.get('/api/purchases')).json();
    expect(purchases).toHaveLength(1);
    const days = (new Date(purchases[0].expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(Math.ceil(days)).toBe(45);
  });
});

describe('demo checkout with Stripe configured', () => {
  it('does not exist', async () => {
    const app = await createTestApp('pglite', { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_URL: 'http://127.0.0.1:9' });
    try {
      expect((await app.request('/demo-checkout/demo_cs_abc')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
