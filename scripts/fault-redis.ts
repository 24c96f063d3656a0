import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { createThrowawayPostgres } from '../tests/support/throwaway-postgres.ts';
import { freePort, type RunningServer, startServer } from '../e2e/support/server.ts';

// Fault test: two server processes share one PostgreSQL and one Redis (its own redis-server on a free port). Redis is
// stopped, and the sign-in limit still holds across both processes (the counters fall back to PostgreSQL); Redis is
// started again, and the limits are back in Redis and still shared.
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx scripts/fault-redis.ts
// Exits 0 when every check holds, 1 otherwise, 2 when PostgreSQL or redis-server is not available.

const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('Set TEST_DATABASE_URL (a PostgreSQL server where a throwaway database may be created).');
  process.exit(2);
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const PASSWORD = 'Sunny-Lease42!';
const WRONG = 'Wrong-Password1!';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  children.push(child);
  const probe = new Redis({
    port,
    host: '127.0.0.1',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  for (let i = 0; i < 100; i += 1) {
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return child;
    } catch {
      await sleep(100);
    }
  }
  throw new Error('redis-server did not start');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

type Server = RunningServer;

/** A server process from the TypeScript source (no build needed) on the shared database and Redis. */
async function startSharedServer(databaseUrl: string, redisUrl: string): Promise<Server> {
  const server = await startServer({
    entry: 'source',
    fromTemplate: false,
    env: { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, TRUST_PROXY: 'true' },
  });
  cleanups.push(server.stop);
  return server;
}

/** A fresh client address, so each phase's per-network counter starts from zero. */
const newIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

function post(server: Server, route: string, body: unknown, ip: string) {
  return fetch(`${server.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
}

const signIn = async (server: Server, email: string, password: string, ip: string) =>
  (await post(server, '/api/account/sign-in', { email, password }, ip)).status;

let failures = 0;
function check(label: string, actual: unknown, expected: unknown) {
  const ok = actual === expected;
  if (!ok) failures += 1;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}: ${String(actual)}${ok ? '' : ` (expected ${String(expected)})`}`);
}

/** 3 wrong passwords on one process and 2 on the other, then the right one on both: refused (5 per 15 minutes). */
async function limitHoldsAcross(a: Server, b: Server, email: string, phase: string) {
  const ip = newIp();
  for (let i = 0; i < 3; i += 1) check(`${phase}: wrong password ${i + 1} on process A`, await signIn(a, email, WRONG, ip), 401);
  for (let i = 0; i < 2; i += 1) check(`${phase}: wrong password ${i + 4} on process B`, await signIn(b, email, WRONG, ip), 401);
  check(`${phase}: right password on process A after 5 failures`, await signIn(a, email, PASSWORD, ip), 429);
  check(`${phase}: right password on process B after 5 failures`, await signIn(b, email, PASSWORD, ip), 429);
  // The right password from another network is refused too: the account's own counter is shared.
  check(`${phase}: right password from another network`, await signIn(b, email, PASSWORD, newIp()), 429);
}

async function main() {
  const database = await createThrowawayPostgres(adminUrl);
  cleanups.push(database.drop);
  const databaseUrl = database.url;

  const redisPort = await freePort();
  let redis = await startRedis(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  // One process first (it runs the migrations), then the second.
  const a = await startSharedServer(databaseUrl, redisUrl);
  const b = await startSharedServer(databaseUrl, redisUrl);

  const emails = [1, 2, 3].map((n) => `fault.${n}.${randomBytes(4).toString('hex')}@example.com`);
  for (const email of emails) {
    const response = await post(a, '/api/account/sign-up', { email, password: PASSWORD, fullName: 'Dana Rivera' }, newIp());
    check(`sign-up ${email}`, response.status, 201);
  }

  await limitHoldsAcross(a, b, emails[0]!, 'Redis up');

  await stop(redis);
  console.log('-- Redis stopped');
  await limitHoldsAcross(a, b, emails[1]!, 'Redis down');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows } = await db.query('select count(*)::int as n from rate_limit_counters where key like $1', [`signin-email:${emails[1]}`]);
  await db.end();
  check('Redis down: the shared counter lives in PostgreSQL', rows[0].n, 1);

  redis = await startRedis(redisPort);
  console.log('-- Redis started again');
  // Both processes reconnect on their own; wait until a call lands in Redis again.
  const probe = new Redis(redisUrl);
  let back = false;
  for (let i = 0; i < 100 && !back; i += 1) {
    await signIn(a, `probe.${i}@example.com`, WRONG, newIp());
    back = (await probe.exists(`rentcheck:signin-email:probe.${i}@example.com`)) === 1;
    if (!back) await sleep(200);
  }
  check('Redis back: limits are kept in Redis again (process A)', back, true);
  // Wait for the second process too before counting across both.
  for (let i = 0; i < 100; i += 1) {
    await signIn(b, `probe-b.${i}@example.com`, WRONG, newIp());
    if ((await probe.exists(`rentcheck:signin-email:probe-b.${i}@example.com`)) === 1) break;
    await sleep(200);
  }
  await limitHoldsAcross(a, b, emails[2]!, 'Redis back');
  check('Redis back: the counter is in Redis', await probe.exists(`rentcheck:signin-email:${emails[2]}`), 1);
  probe.disconnect();
  if (failures > 0) console.log(`\nServer A log:\n${a.logs()}\nServer B log:\n${b.logs()}`);
}

try {
  await main();
} catch (error) {
  failures += 1;
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  for (const child of children.reverse()) await stop(child);
  for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(String(error)));
}
console.log(
  failures === 0
    ? '\nFault test passed: limits held across both processes with Redis down and after it returned.'
    : `\n${failures} check(s) failed.`,
);
process.exit(failures === 0 ? 0 : 1);
