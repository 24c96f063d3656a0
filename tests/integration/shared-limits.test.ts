import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';
import { client, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Two server processes (each with its own database here) share one Redis: a block earned on one is enforced by the other.
describe.skipIf(!redisUrl || !process.env.TEST_DATABASE_URL)('limits shared through Redis (TEST_REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres', { REDIS_URL: redisUrl!, TRUST_PROXY: 'true' });
    second = await createTestApp('pglite', { REDIS_URL: redisUrl!, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('counts failed sign-ins on one process against the other', async () => {
    expect(first.deps.rateLimits.kind).toBe('redis');
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const email = uniqueEmail('shared');
    await signUp(client(second, ip), email);
    for (let i = 0; i < 5; i++) expect((await signIn(client(first, ip), email, 'Wrong-Password1!')).status).toBe(401);
    const refused = await signIn(client(second, ip), email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: { message: AUTH_MESSAGES.tooManyAttempts } });
  });
});
