import { BASE_OFFER, premiumFeatures } from '#domain/payments/catalog.ts';
import { formatAnswerBy, SUPPORT_MESSAGES } from '#domain/support/support.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { givePremium } from '#tests/support/premium.ts';
import { runServerUntilListening } from '#tests/support/real-server.ts';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
};

const labels = (offer: Parameters<typeof premiumFeatures>[0]) => premiumFeatures(offer).map((feature) => feature.label);

/** A signed-up user; with `premium`, one active Premium purchase recorded as the payment flow records it. */
async function member(app: TestApp, premium: boolean): Promise<{ c: Client; email: string }> {
  const c = client(app, nextIp());
  const email = uniqueEmail('support');
  const { user } = await signUp(c, email, 'Robin Vega');
  if (premium) await givePremium(app, user);
  return { c, email };
}

describe('selling Premium with real payments and no AI key', () => {
  it('starts: Premium delivers on every deployment, and the catalogue leaves AI letters out (ALLOW_PREMIUM_WITHOUT_AI is gone)', async () => {
    const { output } = await runServerUntilListening({ STRIPE_SECRET_KEY: 'sk_test_not_used' });
    expect(output).toContain('RentCheck listening');
  });
});

describe('GET /api/catalog: what this deployment sells', () => {
  it('lists only what every deployment delivers when nothing is configured', async () => {
    const app = await createTestApp('pglite');
    const response = await app.request('/api/catalog');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.offer).toEqual({ ai: false, support: null, rentcast: false });
    expect(body.package).toEqual({ name: 'Premium Package', price: 7, accessDays: 45 });
    expect(body.features.map((feature: { label: string }) => feature.label)).toEqual(labels(BASE_OFFER));
    expect(JSON.stringify(body.features)).not.toMatch(/\bAI\b|revision|priority/i);
    // The spec's endpoint keeps its contract beside it.
    expect(await (await app.postJson('/api/functions/test-gemini-key', {})).json()).toEqual({ hasKey: false });
    await app.close();
  });

  it('adds AI letters and revisions, priority support with its hours and RentCast wording when configured, revealing no key', async () => {
    const app = await createTestApp('pglite', {
      GEMINI_API_KEY: 'secret-gemini-key',
      SUPPORT_EMAIL: 'help@operator.example',
      SUPPORT_RESPONSE_HOURS: '12',
      RENTCAST_API_KEY: 'secret-rentcast-key',
    });
    const text = await (await app.request('/api/catalog')).text();
    const body = JSON.parse(text);
    expect(body.offer).toEqual({ ai: true, support: { responseHours: 12 }, rentcast: true });
    expect(body.features.map((feature: { key: string }) => feature.key)).toEqual([
      'plan',
      'market-report',
      'saved-negotiation',
      'reminders',
      'ai-letter',
      'ai-revisions',
      'priority-support',
      'access',
    ]);
    expect(text).toContain('20 AI letter revisions');
    expect(text).toContain('Priority support by email, answered within 12 hours');
    expect(text).toContain("RentCast's rent estimate and comparables");
    for (const secret of ['secret-gemini-key', 'secret-rentcast-key', 'help@operator.example']) expect(text).not.toContain(secret);
    await app.close();
  });

  it('refuses a SUPPORT_RESPONSE_HOURS that is not a whole number of hours at start-up', async () => {
    await expect(createTestApp('pglite', { SUPPORT_RESPONSE_HOURS: '1.5' })).rejects.toThrow(
      'Invalid SUPPORT_RESPONSE_HOURS: must be a whole number of hours',
    );
    await expect(createTestApp('pglite', { SUPPORT_EMAIL: 'not-an-address' })).rejects.toThrow(
      'Invalid SUPPORT_EMAIL: must be an email address',
    );
  });
});

describe.each(testDatabaseKinds())('POST /api/support: priority support for Premium buyers on %s', (kind) => {
  let smtp: FakeSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp(kind, {
      TRUST_PROXY: 'true',
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'help@operator.example',
      SUPPORT_RESPONSE_HOURS: '12',
    });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  const request = { subject: 'Landlord countered at $1,950', message: 'Should I accept?\nThe lease ends March 31.' };

  it('asks a visitor to sign in', async () => {
    const response = await client(app, nextIp()).send('POST', '/api/support', request);
    expect(response.status).toBe(401);
  });

  it('refuses a signed-in user without an active Premium Package with 403 and says why', async () => {
    const { c } = await member(app, false);
    const response = await c.send('POST', '/api/support', request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { message: SUPPORT_MESSAGES.premiumRequired, code: 'premium_required' } });
    expect(smtp.messages.filter((m) => m.to.includes('help@operator.example'))).toHaveLength(0);
  });

  it('answers bad input with 400 and the first rule’s message', async () => {
    const { c } = await member(app, true);
    const empty = await c.send('POST', '/api/support', { subject: ' \u0007 ', message: 'Hello' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Please write a subject.');
    const long = await c.send('POST', '/api/support', { subject: 'Help', message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Please keep your message under 5000 characters.');
  });

  it('emails SUPPORT_EMAIL marked [Premium] with reply-to the buyer and the promised hours, and says by when', async () => {
    const { c, email } = await member(app, true);
    const before = Date.now();
    const response = await c.send('POST', '/api/support', { ...request, subject: `${request.subject}\u001b[2J` });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt.responseHours).toBe(12);
    const promised = new Date(receipt.answerBy).getTime() - before;
    expect(promised).toBeGreaterThanOrEqual(12 * 3_600_000 - 1000);
    expect(promised).toBeLessThanOrEqual(12 * 3_600_000 + 60_000);

    const mail = await smtp.waitFor('help@operator.example', email);
    expect(mail.raw).toMatch(/^Subject: \[Premium\] Landlord countered at \$1,950\[2J\r?$/m);
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'm'));
    expect(mail.decoded).toContain('Promised answer: within 12 hours');
    expect(mail.decoded).toContain('From: "Robin Vega"');
    expect(mail.decoded).toContain('Message (as the buyer typed it):\r\n> Should I accept?\r\n> The lease ends March 31.');
    expect(mail.raw).not.toContain('\u001b');
  });

  it('writes the promise in the buyer’s time zone, and emails the buyer a copy only at a confirmed address', async () => {
    const { c, email } = await member(app, true);
    const response = await c.send('POST', '/api/support', { ...request, timeZone: 'America/Los_Angeles' });
    expect(response.status).toBe(201);
    const receipt = await response.json();
    expect(receipt.answerByText).toBe(formatAnswerBy(new Date(receipt.answerBy), 'America/Los_Angeles'));
    expect(receipt.answerByText).toMatch(/ PST$/);
    const operator = await smtp.waitFor('help@operator.example', email);
    expect(operator.decoded).toContain(`(${receipt.answerByText} in the buyer's time zone, America/Los_Angeles)`);
    // The member's address is not confirmed yet: no copy of their text goes to it.
    expect(receipt.copySent).toBe(false);
    expect(smtp.messages.filter((m) => m.to.includes(email) && m.decoded.includes('We received your question'))).toHaveLength(0);

    await app.deps.database.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
    const confirmed = await c.send('POST', '/api/support', { ...request, subject: 'Second question', timeZone: 'Not/AZone' });
    const second = await confirmed.json();
    expect(second.copySent).toBe(true);
    expect(second.answerByText).toMatch(/ UTC$/);
    const copy = await smtp.waitFor(email, 'We received your question: Second question');
    expect(copy.decoded).toContain(`We received your question and will answer by ${second.answerByText}, by email to this address.`);
    expect(copy.decoded).toContain('Should I accept?');
  });

  it('keeps a name on its one line: sign-up drops its line breaks, and a name stored before cannot forge lines', async () => {
    const c = client(app, nextIp());
    const email = uniqueEmail('forger');
    const forged = 'Robin\r\nFrom: Operator ops@rentcheck.app\r\nPremium active until: forever';
    const { user } = await signUp(c, email, forged);
    expect(user.fullName).toBe('Robin From: Operator ops@rentcheck.app Premium active until: forever');
    await givePremium(app, user);
    // A name kept from before the one name rule, line breaks and all.
    await app.deps.database.db.updateTable('user').set({ name: forged }).where('id', '=', user.id).execute();
    expect((await c.send('POST', '/api/support', request)).status).toBe(201);
    const mail = await smtp.waitFor('help@operator.example', email);
    // The body: after the message's own headers (its From: header is the sender's).
    const text = mail.decoded.replace(/\r\n/g, '\n').split('\n\n').slice(1).join('\n\n');
    expect(text.match(/^From: /gm)).toHaveLength(1);
    expect(text.match(/^Premium active until: /gm)).toHaveLength(1);
    expect(text).toContain('From: "Robin From: Operator ops@rentcheck[.]app Premium active until: forever" <');
  });

  it('limits one account to 5 support emails an hour', async () => {
    const { c } = await member(app, true);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await c.send('POST', '/api/support', request)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('priority support where it is not offered, and the dev outbox', () => {
  it('is refused with 404 without SUPPORT_EMAIL, even for a Premium buyer', async () => {
    const app = await createTestApp('pglite');
    const { c } = await member(app, true);
    const response = await c.send('POST', '/api/support', { subject: 'Help', message: 'Hello' });
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual({ message: SUPPORT_MESSAGES.unavailable, code: 'support_unavailable' });
    await app.close();
  });

  it('keeps the reply-to address in the dev outbox without SMTP_URL', async () => {
    const app = await createTestApp('pglite', { SUPPORT_EMAIL: 'help@operator.example' });
    const { c, email } = await member(app, true);
    expect((await c.send('POST', '/api/support', { subject: 'Help', message: 'Hello' })).status).toBe(201);
    const rows = await app.deps.database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'help@operator.example')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reply_to: email, subject: '[Premium] Help' });
    expect(rows[0]!.text_body).toContain('within 24 hours');
    await app.close();
  });
});
