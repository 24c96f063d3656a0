import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport } from '#server/adapters/smtp-mailer.ts';
import { type DatabaseHandle, migrateToLatest, openDatabase } from '#server/db/client.ts';
import { passwordResetEmail } from '#server/services/email/mailer.ts';
import { EmailOutbox, type OutboxTimings, retryDelayMs } from '#server/services/email/outbox.ts';
import { type FakeSmtp, startFakeSmtp } from '#tests/fakes/smtp.ts';
import { createThrowawayPostgres } from '#tests/support/throwaway-postgres.ts';
import { freePort, type RunningServer, startServer } from '../../e2e/support/server.ts';

// ADR 0054: every email is an outbox row, sent by one worker across processes, retried with backoff until it is sent
// or expires.
const silent = pino({ level: 'silent' });
const FAST: Partial<OutboxTimings> = { pollMs: 50, retryBaseMs: 100, retryMaxMs: 400, leaseMs: 60_000 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// One in-memory PGlite for the tests that need a database of their own (opening one takes seconds), emptied for each.
let shared: DatabaseHandle | undefined;
afterAll(() => shared?.close());
async function pglite(): Promise<DatabaseHandle> {
  if (!shared) {
    shared = openDatabase({});
    await migrateToLatest(shared.db);
  }
  await shared.db.deleteFrom('email_outbox').execute();
  return shared;
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const message = (to: string, expiresAt?: Date) => ({
  to,
  subject: `Hello ${to}`,
  text: `A message for ${to}: https://rentcheck.test/x`,
  links: ['https://rentcheck.test/x'],
  ...(expiresAt ? { expiresAt } : {}),
});

describe('retry delays', () => {
  it('double after each failure up to the cap', () => {
    const timings = { retryBaseMs: 30_000, retryMaxMs: 1_800_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, timings))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000,
    ]);
  });
});

describe('the dev outbox (no SMTP_URL)', () => {
  it('logs each email with its links and marks it as not sent by SMTP', async () => {
    const database = await pglite();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line).msg) });
    const outbox = new EmailOutbox(database.db, null, logger, FAST);
    await outbox.send(passwordResetEmail('dev@example.com', 'http://localhost:8080/reset-password?token=abc'));
    expect(await outbox.runOnce()).toBe(1);
    expect(lines).toEqual([
      'Dev outbox (not sent: SMTP_URL is unset): "Reset your RentCheck password" for dev@example.com: http://localhost:8080/reset-password?token=abc',
    ]);
    const row = await database.db.selectFrom('email_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'logged',
      attempts: 1,
      last_error: null,
      links: ['http://localhost:8080/reset-password?token=abc'],
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    // A reset email expires with its link (1 hour).
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThan(61 * 60_000);
    expect(await outbox.runOnce()).toBe(0);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const database = await pglite();
    const outbox = new EmailOutbox(database.db, null, silent, FAST);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await outbox.send(message('rollback@example.com'), trx);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await database.db.selectFrom('email_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('expiry', () => {
  it('gives up an email whose link expired while SMTP was down, and never sends it later', async () => {
    const database = await pglite();
    const port = await freePort();
    const outbox = new EmailOutbox(database.db, await createSmtpTransport(`smtp://127.0.0.1:${port}`, 'a@rentcheck.test'), silent, FAST);
    await outbox.send(message('late@example.com', new Date(Date.now() + 300)));
    await outbox.send(message('stale@example.com', new Date(Date.now() - 1000)));
    expect(await outbox.runOnce()).toBe(1);
    const failed = await database.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', 'late@example.com')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toMatch(/ECONNREFUSED/);
    const smtp = await startFakeSmtp(port);
    cleanups.push(() => smtp.close());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await outbox.runOnce()).toBe(0);
    const rows = await database.db.selectFrom('email_outbox').select(['to_address', 'status', 'attempts']).orderBy('id').execute();
    expect(rows).toEqual([
      { to_address: 'late@example.com', status: 'expired', attempts: 1 },
      { to_address: 'stale@example.com', status: 'expired', attempts: 0 },
    ]);
    expect(smtp.messages).toEqual([]);
    await outbox.close();
  });
});

/** On PostgreSQL each worker has its own connections, as two server processes would; PGlite has one owner process. */
async function twoWorkersDeliverOnceWhenSmtpReturns(url: string | undefined) {
  const first = openDatabase({ url });
  await migrateToLatest(first.db);
  const second = url ? openDatabase({ url }) : first;
  cleanups.push(() => first.close());
  if (second !== first) cleanups.push(() => second.close());
  const port = await freePort();
  const smtpUrl = `smtp://127.0.0.1:${port}`;
  const workers = [
    new EmailOutbox(first.db, await createSmtpTransport(smtpUrl, 'RentCheck <no-reply@rentcheck.test>'), silent, FAST),
    new EmailOutbox(second.db, await createSmtpTransport(smtpUrl, 'RentCheck <no-reply@rentcheck.test>'), silent, FAST),
  ];
  cleanups.push(async () => {
    for (const worker of workers) await worker.close();
  });
  const addresses = Array.from({ length: 24 }, (_, i) => `renter${i}@example.com`);
  for (const [i, to] of addresses.entries()) await workers[i % 2]!.send(message(to));
  for (const worker of workers) worker.start();
  // SMTP is down: every row fails at least once and waits for its next attempt.
  await until(async () => {
    const rows = await first.db.selectFrom('email_outbox').select(['attempts', 'last_error']).execute();
    return rows.every((row) => row.attempts >= 2 && /ECONNREFUSED/.test(row.last_error ?? ''));
  });
  const smtp: FakeSmtp = await startFakeSmtp(port);
  cleanups.push(() => smtp.close());
  await until(async () => {
    const rows = await first.db.selectFrom('email_outbox').select('status').execute();
    return rows.every((row) => row.status === 'sent');
  });
  // A little longer: no second copy of anything arrives.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const received = smtp.messages.flatMap((m) => m.to).sort();
  expect(received).toEqual([...addresses].sort());
  expect(smtp.messages[0]!.decoded).toContain('Subject: Hello renter');
  const rows = await first.db.selectFrom('email_outbox').select(['status', 'last_error', 'sent_at']).execute();
  expect(rows.every((row) => row.status === 'sent' && row.last_error === null && row.sent_at instanceof Date)).toBe(true);
}

describe('an SMTP server that is down when the emails are written', () => {
  it('gets each email exactly once when it comes back, with two workers on one PGlite database', async () => {
    await twoWorkersDeliverOnceWhenSmtpReturns(undefined);
  }, 60_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'gets each email exactly once when it comes back, with two workers on one PostgreSQL database',
    async () => {
      const throwaway = await createThrowawayPostgres();
      cleanups.unshift(() => throwaway.drop());
      await twoWorkersDeliverOnceWhenSmtpReturns(throwaway.url);
    },
    60_000,
  );
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('deliver the sign-up emails written while SMTP was down, each once, when it comes back', async () => {
    const throwaway = await createThrowawayPostgres();
    const port = await freePort();
    const servers: RunningServer[] = [];
    const database = openDatabase({ url: throwaway.url });
    try {
      const env = { DATABASE_URL: throwaway.url, SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_RETRY_SECONDS: '0.5' };
      // One at a time: the first migrates the database.
      servers.push(await startServer({ entry: 'source', env }));
      servers.push(await startServer({ entry: 'source', env }));
      const addresses = Array.from({ length: 6 }, (_, i) => `two-processes-${i}-${Date.now()}@example.com`);
      for (const [i, email] of addresses.entries()) {
        const server = servers[i % 2]!;
        const response = await fetch(`${server.url}/api/account/sign-up`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email, password: 'Sunny-Lease42!', fullName: 'Dana Rivera' }),
        });
        expect(response.status).toBe(201);
      }
      const rows = () => database.db.selectFrom('email_outbox').select(['to_address', 'status', 'attempts', 'last_error']).execute();
      await until(async () => {
        const now = await rows();
        return now.length === addresses.length && now.every((row) => row.attempts >= 2 && /ECONNREFUSED/.test(row.last_error ?? ''));
      }, 60_000);
      const smtp = await startFakeSmtp(port);
      cleanups.push(() => smtp.close());
      await until(async () => (await rows()).every((row) => row.status === 'sent'), 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.messages.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
      for (const message of smtp.messages) expect(message.decoded).toContain('Subject: Confirm your RentCheck email address');
    } finally {
      for (const server of servers) await server.stop();
      await database.close();
      await throwaway.drop();
    }
  }, 180_000);
});
