import { getMigrations } from 'better-auth/db/migration';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { PASSWORD_MESSAGES } from '#domain/auth/password-rules.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, client, ORIGIN, STRONG_PASSWORD, signIn, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';

let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter++ % 250) + 1}`;

const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; code: string } }).error;

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has exactly the tables and columns better-auth expects (migration 0002)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(app.deps.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  describe('sign-up', () => {
    it('creates the account and a profiles row with the sanitised full name, and signs the user in', async () => {
      const c = client(app, freshIp());
      const email = uniqueEmail();
      const res = await typedClient(app, c).api.account['sign-up'].$post({
        json: { email: email.toUpperCase(), password: STRONG_PASSWORD, fullName: '  Dana "DJ" Rivera ' },
      });
      const body = await bodyAt(res, 201);
      expect(body).toMatchObject({ success: true, needsEmailVerification: false, user: { email, fullName: 'Dana DJ Rivera' } });
      const profile = await app.deps.database.db
        .selectFrom('profiles')
        .selectAll()
        .where('id', '=', body.user.id)
        .executeTakeFirstOrThrow();
      expect(profile).toMatchObject({ full_name: 'Dana DJ Rivera', email });
      const session = (await (await c.get('/api/auth/get-session')).json()) as { user: { id: string } } | null;
      expect(session?.user.id).toBe(body.user.id);
    });

    it('sets the session cookie httpOnly, SameSite=Lax, path / and not Secure on an http origin', async () => {
      const c = client(app, freshIp());
      const res = await c.send('POST', '/api/account/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, fullName: 'Sam Lee' });
      const cookie = res.headers.getSetCookie().find((h) => h.startsWith('rentcheck.session_token='));
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(cookie).toMatch(/; Path=\//i);
      expect(cookie).toMatch(/; Max-Age=1800/i);
      expect(cookie).not.toMatch(/; Secure/i);
    });

    it.each([
      ['Sh1!a', PASSWORD_MESSAGES.tooShort],
      [`Aa1!${'x'.repeat(130)}`, PASSWORD_MESSAGES.tooLong],
      ['lowercase1!', PASSWORD_MESSAGES.uppercase],
      ['UPPERCASE1!', PASSWORD_MESSAGES.lowercase],
      ['NoDigits!!x', PASSWORD_MESSAGES.number],
      ['NoSpecial12', PASSWORD_MESSAGES.special],
      ['Goood-aaaa1', PASSWORD_MESSAGES.repeated],
      ['Qwerty-Lease1', PASSWORD_MESSAGES.common],
    ])('refuses the password %s with the first rule it breaks', async (password, message) => {
      const c = client(app, freshIp());
      const res = await c.send('POST', '/api/account/sign-up', { email: uniqueEmail(), password, fullName: 'Sam Lee' });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    });

    it('refuses an invalid email and a missing name with their messages', async () => {
      const c = client(app, freshIp());
      for (const email of ['no-at-sign', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'a@.example.com']) {
        const res = await c.send('POST', '/api/account/sign-up', { email, password: STRONG_PASSWORD, fullName: 'Sam Lee' });
        expect((await errorOf(res)).message).toBe('Please enter a valid email address');
      }
      const res = await c.send('POST', '/api/account/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD, fullName: '   ' });
      expect((await errorOf(res)).message).toBe('Full name is required');
    });

    it('reports needsEmailVerification for an existing unconfirmed user, and a plain error for a confirmed one', async () => {
      const email = uniqueEmail();
      await signUp(client(app, freshIp()), email);
      const again = await client(app, freshIp()).send('POST', '/api/account/sign-up', {
        email,
        password: STRONG_PASSWORD,
        fullName: 'Dana Rivera',
      });
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        success: false,
        needsEmailVerification: true,
        error: { message: AUTH_MESSAGES.emailNotConfirmed, code: 'email_not_confirmed' },
      });
      await app.deps.database.db.updateTable('user').set({ emailVerified: true }).where('email', '=', email).execute();
      const confirmed = await client(app, freshIp()).send('POST', '/api/account/sign-up', {
        email,
        password: STRONG_PASSWORD,
        fullName: 'Dana Rivera',
      });
      expect(confirmed.status).toBe(409);
      expect(await confirmed.json()).toMatchObject({ needsEmailVerification: false, error: { code: 'user_exists' } });
    });

    it('blocks a suspicious attempt: markup in the name, then too many sign-ups from one network', async () => {
      const ip = freshIp();
      const markup = await client(app, ip).send('POST', '/api/account/sign-up', {
        email: uniqueEmail(),
        password: STRONG_PASSWORD,
        fullName: '<img src=x onerror=alert(1)>Eve',
      });
      expect(markup.status).toBe(403);
      expect((await errorOf(markup)).message).toBe(AUTH_MESSAGES.suspiciousActivity);

      const flood = freshIp();
      for (let i = 0; i < 10; i++) {
        const res = await client(app, flood).send('POST', '/api/account/sign-up', {
          email: uniqueEmail('flood'),
          password: STRONG_PASSWORD,
          fullName: 'Flo Od',
        });
        expect(res.status).toBe(201);
      }
      const eleventh = await client(app, flood).send('POST', '/api/account/sign-up', {
        email: uniqueEmail('flood'),
        password: STRONG_PASSWORD,
        fullName: 'Flo Od',
      });
      expect(eleventh.status).toBe(403);
      expect((await errorOf(eleventh)).message).toBe(AUTH_MESSAGES.suspiciousActivity);
      const threats = await app.deps.monitor.recentThreats({ ip: flood });
      expect(threats[0]).toMatchObject({ type: 'suspicious_pattern', severity: 'medium', ip: flood });
    });
  });

  describe('sign-in and blocking', () => {
    it('signs in with the right password and answers both wrong password and unknown email with the same message', async () => {
      const email = uniqueEmail();
      await signUp(client(app, freshIp()), email);
      const ok = await signIn(client(app, freshIp()), email);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ user: { email, fullName: 'Dana Rivera' } });

      const wrong = await signIn(client(app, freshIp()), email, 'Wrong-Password1!');
      const unknown = await signIn(client(app, freshIp()), uniqueEmail('nobody'), 'Wrong-Password1!');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect((await errorOf(wrong)).message).toBe(AUTH_MESSAGES.invalidCredentials);
      expect((await errorOf(unknown)).message).toBe(AUTH_MESSAGES.invalidCredentials);

      const invalid = await client(app, freshIp()).send('POST', '/api/account/sign-in', { email: 'not-an-email', password: 'x' });
      expect(invalid.status).toBe(400);
      expect((await errorOf(invalid)).message).toBe('Please enter a valid email address');
    });

    it('blocks an email after 5 failed attempts in 15 minutes, marks brute force, and lifts the block when the window ends', async () => {
      const email = uniqueEmail();
      await signUp(client(app, freshIp()), email);
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      let last: Response | null = null;
      for (let i = 0; i < 5; i++) {
        last = await signIn(client(app, freshIp()), email, `Wrong-Password${i}!`);
        expect(last.status).toBe(401);
      }
      // The fifth failure already reports the blocked state the page shows.
      expect(await last!.json()).toMatchObject({ blocked: { blocked: true, retryAfterSeconds: expect.any(Number) } });

      const refused = await signIn(client(app, freshIp()), email);
      expect(refused.status).toBe(429);
      const refusedBody = (await refused.json()) as { error: { message: string }; blocked: { reason: string } };
      expect(refusedBody.error.message).toBe(AUTH_MESSAGES.tooManyAttempts);
      expect(refusedBody.blocked.reason).toMatch(/Please try again in 15 minutes\./);

      const threats = await app.deps.monitor.recentThreats({ email });
      expect(threats.map((t) => [t.type, t.severity])).toContainEqual(['brute_force', 'high']);
      expect(threats[0]).toMatchObject({
        email,
        description: expect.stringContaining('5 failed sign-in attempts'),
        timestamp: expect.any(String),
      });

      vi.setSystemTime(start + 15 * 60 * 1000 + 1000);
      const later = await signIn(client(app, freshIp()), email);
      expect(later.status).toBe(200);
    });

    it('blocks an IP address after 5 failed attempts, whatever the email, and says so on /block-status', async () => {
      const ip = freshIp();
      const c = client(app, ip);
      expect(await (await c.get('/api/security/block-status')).json()).toEqual({ blocked: false });
      for (let i = 0; i < 5; i++) await signIn(c, uniqueEmail('spray'), 'Wrong-Password1!');
      const status = await bodyAt(await typedClient(app, c).api.security['block-status'].$get(), 200);
      if (!status.blocked) throw new Error('the address is not blocked');
      expect(status.reason).toMatch(/Too many sign-in attempts/);
      const next = await signIn(c, uniqueEmail('spray'), 'Wrong-Password1!');
      expect(next.status).toBe(429);
      // Another network is not blocked.
      expect(await (await client(app, freshIp()).get('/api/security/block-status')).json()).toEqual({ blocked: false });
    });

    it('marks rate-limit abuse after 10 refused attempts', async () => {
      const ip = freshIp();
      const c = client(app, ip);
      for (let i = 0; i < 15; i++) await signIn(c, uniqueEmail('abuse'), 'Wrong-Password1!');
      const threats = await app.deps.monitor.recentThreats({ ip });
      expect(threats.map((t) => [t.type, t.severity])).toContainEqual(['rate_limit_abuse', 'critical']);
    });

    it('does not count successful sign-ins against the limit', async () => {
      const email = uniqueEmail();
      await signUp(client(app, freshIp()), email);
      const c = client(app, freshIp());
      for (let i = 0; i < 8; i++) expect((await signIn(c, email)).status).toBe(200);
    });

    it('refuses an unconfirmed email with the confirmation message when REQUIRE_EMAIL_VERIFICATION is on', async () => {
      const strict = await createTestApp(kind, { TRUST_PROXY: 'true', REQUIRE_EMAIL_VERIFICATION: 'true' });
      try {
        const email = uniqueEmail();
        const created = await client(strict).send('POST', '/api/account/sign-up', {
          email,
          password: STRONG_PASSWORD,
          fullName: 'Dana Rivera',
        });
        expect(created.status).toBe(201);
        expect(await created.json()).toMatchObject({ success: true, needsEmailVerification: true });
        const res = await signIn(client(strict, freshIp()), email);
        expect(res.status).toBe(403);
        expect((await errorOf(res)).message).toBe(AUTH_MESSAGES.emailNotConfirmed);
      } finally {
        await strict.close();
      }
    });
  });

  describe('sessions', () => {
    it('sign-out ends the session on the server: the old cookie no longer works', async () => {
      const c = client(app, freshIp());
      await signUp(c, uniqueEmail());
      const stolen = c.jar.header();
      expect((await c.get('/api/profile')).status).toBe(200);
      const out = await c.send('POST', '/api/auth/sign-out', {});
      expect(out.status).toBe(200);
      expect(await (await c.get('/api/auth/get-session')).json()).toBeNull();
      const replay = await app.request('/api/profile', { headers: { cookie: stolen } });
      expect(replay.status).toBe(401);
    });

    it('expires a session after SESSION_IDLE_MINUTES without activity, and slides it on activity', async () => {
      const c = client(app, freshIp());
      await signUp(c, uniqueEmail());
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      vi.setSystemTime(start + 20 * 60 * 1000);
      // Activity: get-session refreshes the session (and its cookie) for another 30 minutes.
      expect(await (await c.get('/api/auth/get-session')).json()).not.toBeNull();
      vi.setSystemTime(start + 45 * 60 * 1000);
      expect((await c.get('/api/profile')).status).toBe(200);
      vi.setSystemTime(start + 81 * 60 * 1000);
      expect((await c.get('/api/profile')).status).toBe(401);
      expect(await (await c.get('/api/auth/get-session')).json()).toBeNull();
    });

    it('tells the browser its inactivity policy from configuration', async () => {
      const res = await app.request('/api/account/session-policy');
      expect(await res.json()).toEqual({ idleSeconds: 1800, warningSeconds: 300, checkSeconds: 60, touchSeconds: 60 });
      const short = await createTestApp(kind, { SESSION_IDLE_MINUTES: '0.5', SESSION_CHECK_SECONDS: '2' });
      try {
        expect(await (await short.request('/api/account/session-policy')).json()).toEqual({
          idleSeconds: 30,
          warningSeconds: 300,
          checkSeconds: 2,
          touchSeconds: 3,
        });
      } finally {
        await short.close();
      }
    });

    it('marks cookies Secure when the origin is https', async () => {
      const secure = await createTestApp(kind, { APP_ORIGIN: 'https://rentcheck.example' });
      try {
        const res = await secure.request('/api/account/sign-up', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'https://rentcheck.example' },
          body: JSON.stringify({ email: uniqueEmail(), password: STRONG_PASSWORD, fullName: 'Sam Lee' }),
        });
        expect(res.status).toBe(201);
        const cookie = res.headers.getSetCookie().find((h) => h.includes('session_token='));
        expect(cookie).toMatch(/^__Secure-rentcheck\.session_token=/);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; HttpOnly/i);
        const csrf = await secure.request('/api/security/csrf-token');
        expect(csrf.headers.get('set-cookie')).toMatch(/rentcheck\.csrf=.*HttpOnly.*Secure.*SameSite=Strict/i);
      } finally {
        await secure.close();
      }
    });
  });

  describe('cross-site request forgery', () => {
    it('refuses state-changing requests from another origin or cross-site fetches', async () => {
      const c = client(app, freshIp());
      await signUp(c, uniqueEmail());
      const evil = await c.send('PATCH', '/api/profile', { fullName: 'Hacked' }, { origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      const fetchMeta = await app.request('/api/profile', {
        method: 'PATCH',
        headers: { cookie: c.jar.header(), 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
        body: JSON.stringify({ fullName: 'Hacked' }),
      });
      expect(fetchMeta.status).toBe(403);
      const signOut = await c.send('POST', '/api/auth/sign-out', {}, { origin: 'https://evil.example' });
      expect(signOut.status).toBe(403);
      expect(await (await c.get('/api/profile')).json()).toMatchObject({ fullName: 'Dana Rivera' });
    });

    it('exposes only get-session, sign-out and verify-email of better-auth', async () => {
      const c = client(app, freshIp());
      for (const path of [
        '/api/auth/sign-in/email',
        '/api/auth/sign-up/email',
        '/api/auth/request-password-reset',
        '/api/auth/reset-password',
        '/api/auth/update-user',
        '/api/auth/change-email',
      ]) {
        const res = await c.send('POST', path, { email: 'x@example.com', password: STRONG_PASSWORD, name: 'x' });
        expect(res.status, path).toBe(404);
      }
    });
  });

  it('limits in-process callers without an address by email only (tests of other features sign up freely)', async () => {
    const plain = await createTestApp(kind);
    try {
      for (let i = 0; i < 12; i++) {
        const res = await plain.postJson('/api/account/sign-up', {
          email: uniqueEmail('plain'),
          password: STRONG_PASSWORD,
          fullName: 'Pat Doe',
        });
        expect(res.status).toBe(201);
      }
      const email = uniqueEmail('plain');
      for (let i = 0; i < 5; i++) await plain.postJson('/api/account/sign-in', { email, password: 'Wrong-Password1!' });
      expect((await plain.postJson('/api/account/sign-in', { email, password: 'Wrong-Password1!' })).status).toBe(429);
      expect((await plain.postJson('/api/account/sign-in', { email: uniqueEmail('plain'), password: 'Wrong-Password1!' })).status).toBe(
        401,
      );
    } finally {
      await plain.close();
    }
  });

  it('reports auth health from its tables', async () => {
    const res = await app.request('/api/health');
    expect(await res.json()).toMatchObject({ database: 'healthy', auth: 'healthy', functions: 'healthy' });
  });

  it('answers requests with an Origin header of our own app', async () => {
    const res = await app.request('/api/account/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'x' }),
    });
    expect(res.status).toBe(401);
  });
});
