import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, ORIGIN, signIn, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';

const NEW_PASSWORD = 'Brand-New-Key7!';

async function requestReset(app: TestApp, c: Client, email: string) {
  const security = typedClient(app, c).api.security;
  const { csrfToken } = await bodyAt(await security['csrf-token'].$get(), 200);
  return security['password-reset'].$post({ json: { email, csrfToken } });
}

async function outboxLink(app: TestApp, email: string): Promise<string | null> {
  await app.deps.background.idle();
  const row = await app.deps.database.db
    .selectFrom('email_outbox')
    .select(['links', 'subject'])
    .where('to_address', '=', email)
    .where('subject', '=', 'Reset your RentCheck password')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? (row.links as string[])[0]! : null;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function events(app: TestApp, email: string) {
  const rows = await app.deps.database.db
    .selectFrom('security_events')
    .select(['event_type', 'event_details'])
    .orderBy('id', 'asc')
    .execute();
  return rows.filter((r) => (r.event_details as { email?: string }).email === email).map((r) => r.event_type);
}

describe.each(testDatabaseKinds())('password reset on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a request without the anti-forgery token of this browser', async () => {
    const email = uniqueEmail();
    const c = client(app);
    const missing = await c.send('POST', '/api/security/password-reset', { email, csrfToken: '' });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: { message: AUTH_MESSAGES.securityValidationFailed, code: 'csrf_failed' } });

    const { csrfToken } = await bodyAt(await typedClient(app, client(app)).api.security['csrf-token'].$get(), 200);
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/);
    // Another browser's token without its cookie is refused too.
    const foreign = await c.send('POST', '/api/security/password-reset', { email, csrfToken });
    expect(foreign.status).toBe(403);
    expect(await events(app, email)).toEqual(['password_reset_failed', 'password_reset_failed']);
  });

  it('still takes the token under its old name, csrf_token, for one release', async () => {
    const email = uniqueEmail();
    await signUp(client(app), email);
    const c = client(app);
    const { csrfToken } = await bodyAt(await typedClient(app, c).api.security['csrf-token'].$get(), 200);
    const old = await c.send('POST', '/api/security/password-reset', { email, csrf_token: csrfToken });
    expect(old.status).toBe(200);
    expect(await outboxLink(app, email)).toMatch(/\/reset-password\?token=/);
  });

  it('gives the same answer whether or not the email has an account, and emails a link to {origin}/reset-password', async () => {
    const email = uniqueEmail();
    await signUp(client(app), email);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(app, client(app), email);
    const missing = await requestReset(app, client(app), unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await known.json()).toEqual(await missing.json());
    expect(await outboxLink(app, unknown)).toBeNull();
    const link = await outboxLink(app, email);
    expect(link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=[A-Za-z0-9]{24}$`));
    expect(await events(app, email)).toEqual(['password_reset_requested', 'password_reset_email_sent']);
    const attempts = await app.deps.database.db.selectFrom('password_reset_attempts').selectAll().where('email', '=', email).execute();
    expect(attempts).toMatchObject([{ success: true, ip_address: '203.0.113.10' }]);
  });

  it('refuses the 4th request for one email within an hour', async () => {
    const email = uniqueEmail();
    await signUp(client(app), email);
    for (let i = 0; i < 3; i++) expect((await requestReset(app, client(app), email)).status).toBe(200);
    const fourth = await requestReset(app, client(app), email);
    expect(await bodyAt(fourth, 429)).toEqual({
      error: { message: AUTH_MESSAGES.tooManyResetAttempts, code: 'reset_rate_limited' },
    });
    const types = await events(app, email);
    expect(types.filter((t) => t === 'password_reset_requested')).toHaveLength(3);
    // Emails go out in the background, so their 'sent' events may land after the refusal: count, don't order.
    expect(types.filter((t) => t === 'password_reset_rate_limited')).toHaveLength(1);
    const attempts = await app.deps.database.db
      .selectFrom('password_reset_attempts')
      .select('success')
      .where('email', '=', email)
      .orderBy('id')
      .execute();
    expect(attempts.map((a) => a.success)).toEqual([true, true, true, false]);
  });

  it('refuses more than 20 reset requests an hour from one network, whatever the emails', async () => {
    const ip = '192.0.2.200';
    for (let i = 0; i < 20; i++) expect((await requestReset(app, client(app, ip), uniqueEmail('bomb'))).status).toBe(200);
    const next = await requestReset(app, client(app, ip), uniqueEmail('bomb'));
    expect(next.status).toBe(429);
    expect(await next.json()).toMatchObject({ error: { message: AUTH_MESSAGES.tooManyResetAttempts } });
  });

  it('resets the password with a single-use token, signs other sessions out, and refuses reuse', async () => {
    const email = uniqueEmail();
    const owner = client(app);
    await signUp(owner, email);
    await requestReset(app, client(app), email);
    const token = tokenOf((await outboxLink(app, email))!);
    const visitor = client(app);
    expect(await (await visitor.send('POST', '/api/security/reset-token-status', { token })).json()).toEqual({ valid: true });

    const resetPassword = typedClient(app, visitor).api.security['reset-password'];
    const weak = await resetPassword.$post({ json: { token, newPassword: 'alllowercase1!' } });
    expect(await bodyAt(weak, 400)).toMatchObject({
      error: { message: 'Password must contain at least one uppercase letter' },
    });

    const done = await visitor.send('POST', '/api/security/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: true, message: RESET_MESSAGES.updated });

    expect((await owner.get('/api/profile')).status).toBe(401);
    expect((await signIn(client(app, '198.18.0.1'), email)).status).toBe(401);
    expect((await signIn(client(app, '198.18.0.2'), email, NEW_PASSWORD)).status).toBe(200);
    const user = await app.deps.database.db.selectFrom('user').select('emailVerified').where('email', '=', email).executeTakeFirstOrThrow();
    expect(user.emailVerified).toBe(true);

    expect(await (await visitor.send('POST', '/api/security/reset-token-status', { token })).json()).toEqual({ valid: false });
    const reuse = await resetPassword.$post({ json: { token, newPassword: 'Another-Key8!' } });
    expect(await bodyAt(reuse, 400)).toEqual({ error: { message: RESET_MESSAGES.linkInvalid, code: 'invalid_token' } });
    const last = await app.deps.database.db.selectFrom('security_events').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(last).toMatchObject({ event_type: 'password_reset_failed', event_details: { error: 'Reset link expired, used or invalid' } });
  });

  it('keeps only the newest reset link working, and none after a successful reset', async () => {
    const email = uniqueEmail();
    await signUp(client(app), email);
    await requestReset(app, client(app), email);
    const older = tokenOf((await outboxLink(app, email))!);
    await requestReset(app, client(app), email);
    const newest = tokenOf((await outboxLink(app, email))!);
    expect(newest).not.toBe(older);
    const visitor = client(app);
    expect(await (await visitor.send('POST', '/api/security/reset-token-status', { token: older })).json()).toEqual({ valid: false });
    expect((await visitor.send('POST', '/api/security/reset-password', { token: older, newPassword: NEW_PASSWORD })).status).toBe(400);
    expect((await visitor.send('POST', '/api/security/reset-password', { token: newest, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect(await (await visitor.send('POST', '/api/security/reset-token-status', { token: newest })).json()).toEqual({ valid: false });
  });

  it('refuses a token after its hour', async () => {
    const email = uniqueEmail();
    await signUp(client(app), email);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    await requestReset(app, client(app), email);
    const token = tokenOf((await outboxLink(app, email))!);
    vi.setSystemTime(start + 59 * 60 * 1000);
    expect(await (await client(app).send('POST', '/api/security/reset-token-status', { token })).json()).toEqual({ valid: true });
    vi.setSystemTime(start + 61 * 60 * 1000);
    expect(await (await client(app).send('POST', '/api/security/reset-token-status', { token })).json()).toEqual({ valid: false });
    const late = await typedClient(app).api.security['reset-password'].$post({ json: { token, newPassword: NEW_PASSWORD } });
    expect(await bodyAt(late, 400)).toMatchObject({ error: { code: 'invalid_token' } });
  });

  it('refuses made-up tokens', async () => {
    const res = await typedClient(app).api.security['reset-password'].$post({ json: { token: 'x'.repeat(24), newPassword: NEW_PASSWORD } });
    expect(await bodyAt(res, 400)).toMatchObject({ error: { message: RESET_MESSAGES.linkInvalid } });
  });

  it('records browser reports through the two server functions with 204', async () => {
    const c = client(app, '192.0.2.77');
    const event = await c.send('POST', '/api/functions/log-security-event', {
      event_type: 'password_reset_error',
      event_details: { email: 'x@example.com', error: 'Network down' },
      user_agent: 'Test Browser',
      ip_address: '10.9.9.9',
    });
    expect(event.status).toBe(204);
    const attempt = await c.send('POST', '/api/functions/log-password-reset-attempt', {
      email: 'X@Example.com',
      success: false,
      user_agent: 'Test Browser',
    });
    expect(attempt.status).toBe(204);
    const stored = await app.deps.database.db.selectFrom('security_events').selectAll().where('source', '=', 'client').execute();
    expect(stored.at(-1)).toMatchObject({ event_type: 'password_reset_error', ip_address: '192.0.2.77', user_agent: 'Test Browser' });
    const bad = await c.send('POST', '/api/functions/log-security-event', { event_type: 'drop_tables', event_details: {} });
    expect(bad.status).toBe(400);
  });
});

describe('password reset through a real SMTP server', () => {
  let smtp: FakeSmtp;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    app = await createTestApp('pglite', { SMTP_URL: smtp.url, MAIL_FROM: 'RentCheck <no-reply@rentcheck.test>' });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('sends the email over SMTP, and the link in it resets the password', async () => {
    const email = uniqueEmail('smtp');
    await signUp(client(app), email);
    expect((await requestReset(app, client(app), email)).status).toBe(200);
    const mail = await smtp.waitFor(email, 'Subject: Reset your RentCheck password');
    expect(mail.from).toBe('no-reply@rentcheck.test');
    expect(mail.decoded).toContain('Subject: Reset your RentCheck password');
    const link = mail.decoded.match(/http:\/\/localhost:8080\/reset-password\?token=[A-Za-z0-9]+/)?.[0];
    expect(link).toBeDefined();
    const token = tokenOf(link!);
    // Following the link: the page checks the token, then sets the new password.
    const browser = client(app);
    expect(await (await browser.send('POST', '/api/security/reset-token-status', { token })).json()).toEqual({ valid: true });
    expect((await browser.send('POST', '/api/security/reset-password', { token, newPassword: NEW_PASSWORD })).status).toBe(200);
    expect((await signIn(client(app), email, NEW_PASSWORD)).status).toBe(200);
    // The outbox rows (the sign-up's verification and the reset) were delivered over SMTP, not left for the dev outbox.
    const rows = await app.deps.database.db
      .selectFrom('email_outbox')
      .select(['subject', 'status'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { subject: 'Confirm your RentCheck email address', status: 'sent' },
      { subject: 'Reset your RentCheck password', status: 'sent' },
    ]);
  });
});

describe('without APP_ORIGIN (development)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { APP_ORIGIN: '' });
  });
  afterAll(() => app.close());

  const post = (origin: string, path: string, body: unknown, cookie = '') =>
    app.request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  async function resetFrom(origin: string, email: string) {
    const csrf = await app.request(`${origin}/api/security/csrf-token`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const cookie = csrf.headers.getSetCookie()[0]!.split(';')[0]!;
    return post(origin, '/api/security/password-reset', { email, csrfToken }, cookie);
  }

  it('trusts the local origin the app is served from and links the email there', async () => {
    const email = uniqueEmail('local');
    const created = await post('http://localhost:5173', '/api/account/sign-up', {
      email,
      password: 'Sunny-Lease42!',
      fullName: 'Dana Rivera',
    });
    expect(created.status).toBe(201);
    expect((await resetFrom('http://localhost:5173', email)).status).toBe(200);
    expect(await outboxLink(app, email)).toMatch(/^http:\/\/localhost:5173\/reset-password\?token=/);
  });

  it('sends no reset link to a host that is not local', async () => {
    const email = uniqueEmail('remote');
    await post('http://localhost:5173', '/api/account/sign-up', { email, password: 'Sunny-Lease42!', fullName: 'Dana Rivera' });
    const res = await resetFrom('http://evil.example', email);
    expect(res.status).toBe(503);
    expect(await outboxLink(app, email)).toBeNull();
  });
});
