import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, ORIGIN, signIn, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';
import { type RunningServer, startServer } from '../../e2e/support/server.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const adminUrl = process.env.TEST_DATABASE_URL;

// Two real server processes (src/server/index.ts through tsx, so no build is needed) behind one origin, on one
// PostgreSQL database and one Redis, as several processes behind a load balancer run: a sign-in limit reached through
// one process is enforced by the other.
describe.skipIf(!redisUrl || !adminUrl)(
  'limits shared by two server processes (runs when TEST_DATABASE_URL and TEST_REDIS_URL are set)',
  () => {
    let database: Awaited<ReturnType<typeof createThrowawayPostgres>>;
    let processA: RunningServer;
    let processB: RunningServer;
    beforeAll(async () => {
      database = await createThrowawayPostgres(adminUrl);
      const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl!, TRUST_PROXY: 'true', APP_ORIGIN: ORIGIN };
      // One after the other: the first runs the migrations.
      processA = await startServer({ entry: 'source', fromTemplate: false, env });
      processB = await startServer({ entry: 'source', fromTemplate: false, env });
    }, 120_000);
    afterAll(async () => {
      await processA?.stop();
      await processB?.stop();
      await database?.drop();
    });

    /** The in-process test client's requests, sent over HTTP to one of the processes. */
    const through = (server: RunningServer) => ({ request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init) });

    it('refuses on process B, with 429 and the too-many-attempts message, a sign-in whose limit was reached on process A', async () => {
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const email = uniqueEmail('shared');
      await signUp(client(through(processB), ip), email);
      for (let i = 0; i < 5; i++) expect((await signIn(client(through(processA), ip), email, 'Wrong-Password1!')).status).toBe(401);
      const refused = await signIn(client(through(processB), ip), email);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { message: 'Too many attempts. Please try again later.', code: 'blocked' } });
    });
  },
);
