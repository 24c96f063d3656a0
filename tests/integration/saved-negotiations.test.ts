import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '#domain/shared/dates.ts';
import { buildDeps, type Deps } from '#server/deps.ts';
import { NEGOTIATION_MESSAGES, purgeExpiredNegotiations } from '#server/services/negotiations/negotiations.ts';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';
import { STOP_MESSAGES } from '#server/services/reminders/stop-reminders.ts';
import {
  buyPremiumWithDemoCheckout,
  confirmEmail,
  DAY_MS,
  dueTime,
  NEGOTIATION_LETTER,
  negotiationBody,
  saveNegotiation,
  today,
} from '#tests/support/negotiations.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { type Client, client, ORIGIN, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
};

describe.each(testDatabaseKinds())('saved negotiations and reminders on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.deps.database.db;
  /** The reminder emails sent to `email` (its other emails, the receipt and the like, left out). */
  const outbox = (email: string) =>
    db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('subject', 'like', 'RentCheck reminder:%')
      .orderBy('id')
      .execute();

  /** A signed-in renter; with `premium`, one who bought the Premium Package (demo payments). */
  async function renter(premium: boolean): Promise<{ c: Client; email: string }> {
    const c = client(app, nextIp());
    const email = uniqueEmail('negotiator');
    await signUp(c, email);
    if (premium) {
      await buyPremiumWithDemoCheckout(app, c);
      // Reminders go only to a confirmed address: the renter follows the link sign-up emailed.
      await confirmEmail(app, c, email);
    }
    return { c, email };
  }

  /** A second server process on the same database (a restart, or another instance). */
  async function secondInstance(): Promise<{ deps: Deps; close: () => Promise<void> }> {
    const logger = pino({ level: 'silent' });
    if (kind === 'pglite') {
      // One in-memory PGlite: the second instance shares the handle and leaves closing it to the first.
      const deps = await buildDeps(app.deps.config, { ephemeral: true, logger, database: app.deps.database });
      return { deps, close: async () => undefined };
    }
    const deps = await buildDeps(app.deps.config, { ephemeral: true, logger });
    return { deps, close: () => deps.close() };
  }

  it("saves a Premium holder's negotiation with its letter and reads it back until the purchase expires", async () => {
    const { c } = await renter(true);
    const saved = await saveNegotiation(c);
    expect(saved).toMatchObject({
      addressLabel: '12 Elm Street, Apt 4',
      landlordName: 'Pat Morgan',
      currentRent: 2000,
      askedRent: 1850,
      proposedRent: null,
      sendOn: isoDay(today + 2),
      replyBy: isoDay(today + 16),
      noticeBy: isoDay(today + 30),
      remindersOn: true,
      remindersStopped: false,
      events: [{ kind: 'letter', text: NEGOTIATION_LETTER, date: isoDay(today + 2) }],
    });
    const purchases = await (await c.get('/api/purchases')).json();
    expect(saved.expiresAt).toBe(new Date(purchases[0].expiresAt).toISOString());
    expect(new Date(saved.deleteAfter).getTime() - new Date(saved.expiresAt).getTime()).toBe(30 * DAY_MS);

    const list = await (await c.get('/api/negotiations')).json();
    expect(list.map((n: { id: string }) => n.id)).toEqual([saved.id]);
    const one = await c.get(`/api/negotiations/${saved.id}`);
    expect(one.status).toBe(200);
    expect((await one.json()).handoff.askedRent).toBe(1850);

    const answer = await c.send('POST', `/api/negotiations/${saved.id}/events`, {
      kind: 'landlord_answer',
      text: 'We can offer $1,950 on a 12-month lease.',
      date: isoDay(today + 10),
    });
    expect(answer.status).toBe(201);
    const events = (await answer.json()).events;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(['letter', 'landlord_answer']);
    // The landlord has answered: the letter was sent, so no "send", "answer due" or "follow up" reminder any more
    // (ADR 0068's wanted reminders); the notice deadline stays.
    const left = await db()
      .selectFrom('negotiation_reminders')
      .select('kind')
      .where('negotiation_id', '=', saved.id)
      .orderBy('due_at')
      .execute();
    expect(left.map((r) => r.kind)).toEqual(['notice']);
  });

  it('refuses saving without an account (401) or without active Premium (403)', async () => {
    const anonymous = await client(app, nextIp()).send('POST', '/api/negotiations', negotiationBody());
    expect(anonymous.status).toBe(401);
    const { c } = await renter(false);
    const free = await c.send('POST', '/api/negotiations', negotiationBody());
    expect(free.status).toBe(403);
    expect((await free.json()).error).toEqual({ message: NEGOTIATION_MESSAGES.premiumRequired, code: 'premium_required' });
    expect(await (await c.get('/api/negotiations')).json()).toEqual([]);
  });

  it('checks the body: the message of the first problem, control characters stripped, over-long text refused', async () => {
    const { c } = await renter(true);
    const empty = await c.send('POST', '/api/negotiations', negotiationBody({ letter: '   ' }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Text is required');
    const long = await c.send('POST', '/api/negotiations', negotiationBody({ letter: 'a'.repeat(20_001) }));
    expect(long.status).toBe(400);
    expect((await long.json()).error.message).toBe('Text must be at most 20000 characters');
    const backwards = await c.send('POST', '/api/negotiations', negotiationBody({ sendOn: isoDay(today + 20) }));
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe('The reply-by date must be on or after the send date');
    const saved = await saveNegotiation(c, { letter: 'Dear Pat,\u0007 hello\u0000', addressLabel: '12 Elm\u001b Street' });
    expect(saved.events[0].text).toBe('Dear Pat, hello');
    expect(saved.addressLabel).toBe('12 Elm Street');
  });

  it("shows, changes and deletes only the owner's negotiation: another user's id is a 404", async () => {
    const owner = await renter(true);
    const saved = await saveNegotiation(owner.c);
    const other = await renter(true);
    expect((await other.c.get(`/api/negotiations/${saved.id}`)).status).toBe(404);
    expect((await other.c.send('DELETE', `/api/negotiations/${saved.id}`)).status).toBe(404);
    const added = await other.c.send('POST', `/api/negotiations/${saved.id}/events`, { kind: 'reply', text: 'Hi', date: isoDay(today) });
    expect(added.status).toBe(404);
    expect((await added.json()).error.message).toBe('Negotiation not found');
    expect(await (await other.c.get('/api/negotiations')).json()).toEqual([]);
    expect((await other.c.get('/api/negotiations/not-a-uuid')).status).toBe(404);
    // Still the owner's, untouched.
    expect((await (await owner.c.get(`/api/negotiations/${saved.id}`)).json()).events).toHaveLength(1);

    expect((await owner.c.send('DELETE', `/api/negotiations/${saved.id}`)).status).toBe(204);
    expect((await owner.c.get(`/api/negotiations/${saved.id}`)).status).toBe(404);
    expect(await db().selectFrom('negotiation_reminders').select('id').where('negotiation_id', '=', saved.id).execute()).toEqual([]);
    expect(await db().selectFrom('negotiation_events').select('id').where('negotiation_id', '=', saved.id).execute()).toEqual([]);
  });

  it('keeps a negotiation 30 days after the access ends, then it is gone and the purge deletes it', async () => {
    const keptOwner = await renter(true);
    const goneOwner = await renter(true);
    const kept = await saveNegotiation(keptOwner.c);
    const gone = await saveNegotiation(goneOwner.c);
    const setExpiry = (email: string, daysAgo: number) =>
      db()
        .updateTable('user_purchases')
        .set({ expires_at: new Date(Date.now() - daysAgo * DAY_MS) })
        .where('email', '=', email)
        .execute();
    await setExpiry(keptOwner.email, 29);
    await setExpiry(goneOwner.email, 31);
    expect((await keptOwner.c.get(`/api/negotiations/${kept.id}`)).status).toBe(200);
    expect((await goneOwner.c.get(`/api/negotiations/${gone.id}`)).status).toBe(404);
    expect((await (await keptOwner.c.get('/api/negotiations')).json()).map((n: { id: string }) => n.id)).toEqual([kept.id]);
    expect(await (await goneOwner.c.get('/api/negotiations')).json()).toEqual([]);

    expect(await purgeExpiredNegotiations(app.deps)).toBeGreaterThanOrEqual(1);
    const rows = await db().selectFrom('negotiations').select('id').where('id', 'in', [kept.id, gone.id]).execute();
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    expect(await db().selectFrom('negotiation_events').select('id').where('negotiation_id', '=', gone.id).execute()).toEqual([]);
  });

  it('emails each reminder once on its day, across a restart, with the plan date in the subject', async () => {
    const { c, email } = await renter(true);
    const saved = await saveNegotiation(c);
    const reminders = await db()
      .selectFrom('negotiation_reminders')
      .select(['kind', 'due_at'])
      .where('negotiation_id', '=', saved.id)
      .orderBy('due_at')
      .execute();
    expect(reminders.map((r) => r.kind)).toEqual(['send', 'reply_by', 'follow_up', 'notice']);
    expect(new Date(reminders[0]!.due_at).toISOString()).toBe(dueTime(2).toISOString());

    // The day before: nothing is due.
    await sendDueReminders(app.deps, dueTime(1));
    expect(await outbox(email)).toEqual([]);
    // The send day, twice: one email.
    await sendDueReminders(app.deps, dueTime(2));
    await sendDueReminders(app.deps, dueTime(2));
    let mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toEqual(['RentCheck reminder: Send your rent negotiation letter']);
    expect(mails[0]!.text_body).toContain('The address you saved (as you typed it): "12 Elm Street, Apt 4"');
    expect(mails[0]!.text_body).toContain(`It asks for a reply by`);

    // A restart: a new process on the same database sends the later ones, and nothing twice.
    const restarted = await secondInstance();
    try {
      await sendDueReminders(restarted.deps, dueTime(17));
      await sendDueReminders(restarted.deps, dueTime(40));
      await sendDueReminders(app.deps, dueTime(40));
    } finally {
      await restarted.close();
    }
    mails = await outbox(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'RentCheck reminder: Send your rent negotiation letter',
      "RentCheck reminder: Your landlord's answer is due",
      'RentCheck reminder: Follow up with your landlord',
      "RentCheck reminder: Your lease's notice deadline",
    ]);
    const sentAt = await db().selectFrom('negotiation_reminders').select('sent_at').where('negotiation_id', '=', saved.id).execute();
    expect(sentAt.every((r) => r.sent_at !== null)).toBe(true);
  });

  it('never sends a reminder twice when two processes send at the same time', async () => {
    const renters = await Promise.all([renter(true), renter(true), renter(true)]);
    for (const r of renters) await saveNegotiation(r.c);
    const other = await secondInstance();
    try {
      const [a, b] = await Promise.all([sendDueReminders(app.deps, dueTime(40)), sendDueReminders(other.deps, dueTime(40))]);
      expect(a + b).toBeGreaterThanOrEqual(12);
    } finally {
      await other.close();
    }
    for (const r of renters) expect(await outbox(r.email)).toHaveLength(4);
  });

  it('saves no reminders without the opt-in', async () => {
    const { c, email } = await renter(true);
    const saved = await saveNegotiation(c, { reminders: false });
    expect(saved.remindersOn).toBe(false);
    expect(await db().selectFrom('negotiation_reminders').select('id').where('negotiation_id', '=', saved.id).execute()).toEqual([]);
    await sendDueReminders(app.deps, dueTime(40));
    expect(await outbox(email)).toEqual([]);
  });

  it('stops every later reminder from the emailed link (the link alone changes nothing)', async () => {
    const { c, email } = await renter(true);
    const saved = await saveNegotiation(c);
    await sendDueReminders(app.deps, dueTime(2));
    const [mail] = await outbox(email);
    const stopLink = (mail!.links as unknown as string[]).find((l) => l.includes('/api/reminders/stop'))!;
    const url = new URL(stopLink);
    expect(url.origin).toBe(ORIGIN);
    expect(mail!.text_body).toContain(stopLink);

    const page = await app.request(`${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Stop reminder emails?');
    expect(html).toContain('<form method="post"');
    // Opening the link stopped nothing yet.
    expect((await (await c.get(`/api/negotiations/${saved.id}`)).json()).remindersStopped).toBe(false);

    const stopped = await app.request(`${url.pathname}${url.search}`, { method: 'POST', headers: { origin: ORIGIN } });
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain(STOP_MESSAGES.stopped);
    expect((await (await c.get(`/api/negotiations/${saved.id}`)).json()).remindersStopped).toBe(true);
    await sendDueReminders(app.deps, dueTime(40));
    expect(await outbox(email)).toHaveLength(1);

    const unknown = await app.request(`/api/reminders/stop?token=${'A'.repeat(43)}`, { method: 'POST', headers: { origin: ORIGIN } });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(STOP_MESSAGES.unknown);
    // A cut link opened from an email: a page that says so, not a JSON error.
    const malformed = await app.request('/api/reminders/stop?token=abc');
    expect(malformed.status).toBe(400);
    expect(malformed.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await malformed.text()).toContain('This link is not valid');
  });

  it('gives any renter the plan dates as a calendar file: one all-day event per date, with its title', async () => {
    const response = await app.request('/api/calendar/plan.ics?sendOn=2027-01-04&replyBy=2027-01-18&noticeBy=2027-02-28');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="rent-negotiation-dates.ics"');
    // RFC 5545 folds long lines at 75 octets: join them back.
    const lines = (await response.text()).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Send your rent negotiation letter',
      "SUMMARY:Your landlord's answer is due",
      'SUMMARY:Follow up with your landlord',
      "SUMMARY:Your lease's notice deadline",
    ]);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual([
      'DTSTART;VALUE=DATE:20270104',
      'DTSTART;VALUE=DATE:20270118',
      'DTSTART;VALUE=DATE:20270119',
      'DTSTART;VALUE=DATE:20270228',
    ]);
    expect(lines.filter((l) => l.startsWith('DTEND'))).toEqual([
      'DTEND;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270119',
      'DTEND;VALUE=DATE:20270120',
      'DTEND;VALUE=DATE:20270301',
    ]);
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('It asks for a reply by January 18\\, 2027.');

    const noNotice = await app.request('/api/calendar/plan.ics?sendOn=2027-01-04&replyBy=2027-01-18&noticeBy=');
    expect((await noNotice.text()).match(/^SUMMARY:/gm)).toHaveLength(3);
    const backwards = await app.request('/api/calendar/plan.ics?sendOn=2027-01-20&replyBy=2027-01-18');
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).error.message).toBe('The reply-by date must be on or after the send date');
    const notADate = await app.request('/api/calendar/plan.ics?sendOn=soon&replyBy=2027-01-18');
    expect(notADate.status).toBe(400);
    expect((await notADate.json()).error.message).toBe('Send date must be a date (YYYY-MM-DD)');
  });
});
