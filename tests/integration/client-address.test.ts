import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { client, ORIGIN, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { type NodeServer, serveOverNode } from '#tests/support/node-server.ts';

/** A client behind `proxies` proxies: its own (forged) entries first, then what each proxy appended. */
function behindProxies(app: Pick<TestApp, 'request'>, forwardedFor: () => string) {
  return {
    request: (path: string, init: RequestInit = {}) =>
      app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': forwardedFor() } }),
  };
}

let forgery = 0;
const forged = () => `10.66.${Math.floor(forgery / 250)}.${(forgery++ % 250) + 1}`;

describe('the client address behind TRUST_PROXY=1 (nginx appends the address it saw)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { TRUST_PROXY: '1' });
  });
  afterAll(() => app.close());

  it('counts five wrong sign-ins with five forged first entries against the one real address: the sixth is 429', async () => {
    const real = '203.0.113.77';
    const attacker = client(behindProxies(app, () => `${forged()}, ${real}`));
    for (let i = 0; i < 5; i++) {
      const res = await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!');
      expect(res.status).toBe(401);
    }
    const sixth = await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!');
    expect(sixth.status).toBe(429);
    // Another address behind the same proxy is not blocked.
    const other = client(behindProxies(app, () => `${forged()}, 203.0.113.78`));
    expect(await (await other.get('/api/security/block-status')).json()).toEqual({ blocked: false });
  });

  it('gives better-auth the same address: the session row records the proxy-seen address, not the forged entry', async () => {
    const email = uniqueEmail('session-ip');
    const real = '203.0.113.90';
    const renter = client(
      behindProxies(app, () => `${forged()}, ${real}`),
      // client()'s own x-forwarded-for is replaced by behindProxies; a forged internal header is dropped too.
    );
    await signUp(renter, email);
    const res = await renter.send(
      'POST',
      '/api/account/sign-in',
      { email, password: 'Sunny-Lease42!' },
      {
        'x-rentcheck-client-address': '10.0.0.1',
      },
    );
    expect(res.status).toBe(200);
    const sessions = await app.deps.database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .select('session.ipAddress')
      .where('user.email', '=', email)
      .execute();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.map((s) => s.ipAddress)).toEqual(sessions.map(() => real));
  });
});

describe('the client address with TRUST_PROXY=2 (a CDN, then nginx)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('pglite', { TRUST_PROXY: '2' });
  });
  afterAll(() => app.close());

  it('reads the second entry from the right', async () => {
    const real = '198.51.100.200';
    const attacker = client(behindProxies(app, () => `${forged()}, ${real}, 192.0.2.1`));
    for (let i = 0; i < 5; i++) await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!');
    expect((await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!')).status).toBe(429);
    // The nearest proxy's own address (192.0.2.1) is not the one blocked.
    const neighbour = client(behindProxies(app, () => `198.51.100.201, 192.0.2.1`));
    expect(await (await neighbour.get('/api/security/block-status')).json()).toEqual({ blocked: false });
  });
});

describe('the client address without a proxy (TRUST_PROXY unset)', () => {
  let app: TestApp;
  let server: NodeServer;
  beforeAll(async () => {
    app = await createTestApp('pglite');
    server = await serveOverNode(app);
  });
  afterAll(async () => {
    await server.close();
    await app.close();
  });

  it('ignores X-Forwarded-For entirely and counts the socket address', async () => {
    const overSocket = {
      request: (path: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${server.port}${path}`, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), 'x-forwarded-for': forged(), origin: ORIGIN },
        }),
    };
    const attacker = client(overSocket);
    for (let i = 0; i < 5; i++) expect((await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!')).status).toBe(401);
    expect((await signIn(attacker, uniqueEmail('spray'), 'Wrong-Password1!')).status).toBe(429);
  });
});
