import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '#domain/shared/dates.ts';
import { NEGOTIATION_LIMITS, NEGOTIATION_RETENTION_DAYS } from '#domain/negotiation/saved-negotiation.ts';
import { SENT_EMAIL_RETENTION_DAYS } from '#domain/shared/retention.ts';
import { NEGOTIATION_MESSAGES, purgeExpiredNegotiations } from '#server/services/negotiations/negotiations.ts';
import { purgeDeliveredEmails } from '#server/services/email/outbox.ts';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';
import {
  buyPremiumWithDemoCheckout,
  confirmEmail,
  DAY_MS,
  dueTime,
  negotiationBody,
  saveNegotiation,
  today,
} from '#tests/support/negotiations.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

// Issue 31: saved negotiations and their reminders cannot be turned against anyone (reminders only to a confirmed
// address, the renter's text quoted, caps), stored data follows the purchase and goes with its negotiation, and a race
// between writes and a delete is never a 500.

const PHISHING = 'Your RentCheck account is locked. Confirm your card at http://evil.test/login';

let ipCounter = 0;
const nextIp = () => `198.51.101.${++ipCounter}`;

describe.each(testDatabaseKinds())('saved negotiations, abuse and retention on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.deps.database.db;
  const mails = (email: string, subjectLike = '%') =>
    db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('subject', 'like', subjectLike)
      .orderBy('id')
      .execute();

  async function premiumRenter(confirmed = true) {
    const c = client(app, nextIp());
    const email = uniqueEmail('safety');
    await signUp(c, email);
    await buyPremiumWithDemoCheckout(app, c);
    if (confirmed) await confirmEmail(app, c, email);
    return { c, email };
  }

  it('sends no reminder to an address that was never confirmed, asks to confirm, and sends once it is', async () => {
    const { c, email } = await premiumRenter(false);
    const saved = await saveNegotiation(c, { addressLabel: PHISHING });
    expect(saved.remindersOn).toBe(true);
    expect(saved.remindersAwaitConfirmation).toBe(true);
    await app.deps.background.idle();
    // Turning reminders on asks for the confirmation: a confirmation email beside the one sign-up sent.
    expect(await mails(email, 'Confirm your RentCheck email address')).toHaveLength(2);
    await sendDueReminders(app.deps, dueTime(2));
    expect(await mails(email, 'RentCheck reminder:%')).toEqual([]);

    await confirmEmail(app, c, email);
    expect((await (await c.get(`/api/negotiations/${saved.id}`)).json()).remindersAwaitConfirmation).toBe(false);
    // The send day passed unconfirmed: that reminder is not sent late; the next ones are.
    await sendDueReminders(app.deps, dueTime(16));
    const sent = await mails(email, 'RentCheck reminder:%');
    expect(sent.map((m) => m.subject)).toEqual(["RentCheck reminder: Your landlord's answer is due"]);
  });

  it("shows the renter's own text as quoted data, never as our words, with no clickable link", async () => {
    const { c, email } = await premiumRenter();
    await saveNegotiation(c, { addressLabel: PHISHING });
    await sendDueReminders(app.deps, dueTime(2));
    const [mail] = await mails(email, 'RentCheck reminder:%');
    expect(mail).toBeDefined();
    expect(mail!.text_body).not.toContain('http://evil.test');
    expect(mail!.html_body).not.toContain('http://evil.test');
    expect(mail!.text_body).toContain(
      'The address you saved (as you typed it): "Your RentCheck account is locked. Confirm your card at http[:]//evil[.]test/login"',
    );
    expect(mail!.text_body).not.toMatch(/^Send your rent negotiation letter for Your RentCheck/m);
    expect(mail!.html_body).toContain('<blockquote>');
    expect((mail!.links as unknown as string[]).some((l) => l.includes('evil'))).toBe(false);
  });

  it(`keeps at most ${NEGOTIATION_LIMITS.perAccount} negotiations per account and ${NEGOTIATION_LIMITS.eventsPerNegotiation} entries per negotiation`, async () => {
    const { c } = await premiumRenter();
    const first = await saveNegotiation(c, { reminders: false });
    for (let i = 1; i < NEGOTIATION_LIMITS.perAccount; i++) await saveNegotiation(c, { reminders: false });
    const refused = await c.send('POST', '/api/negotiations', negotiationBody({ reminders: false }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ message: NEGOTIATION_MESSAGES.negotiationLimit, code: 'negotiation_limit_reached' });
    // Deleting one makes room.
    expect((await c.send('DELETE', `/api/negotiations/${first.id}`)).status).toBe(204);
    const again = await saveNegotiation(c, { reminders: false });

    // The letter is the first entry.
    const event = { kind: 'reply', text: 'Thank you for your answer.', date: isoDay(today + 3) };
    await db()
      .insertInto('negotiation_events')
      .values(
        Array.from({ length: NEGOTIATION_LIMITS.eventsPerNegotiation - 2 }, () => ({
          negotiation_id: again.id,
          kind: 'reply' as const,
          text: 'Earlier reply',
          happened_on: isoDay(today + 3),
        })),
      )
      .execute();
    expect((await c.send('POST', `/api/negotiations/${again.id}/events`, event)).status).toBe(201);
    const full = await c.send('POST', `/api/negotiations/${again.id}/events`, event);
    expect(full.status).toBe(409);
    expect((await full.json()).error).toEqual({ message: NEGOTIATION_MESSAGES.eventLimit, code: 'event_limit_reached' });
  });

  it('keeps a negotiation while any purchase of the account lasts: buying again extends its retention and its reminders', async () => {
    const { c, email } = await premiumRenter();
    // The notice deadline falls after the first purchase's 45 days.
    const saved = await saveNegotiation(c, { noticeBy: isoDay(today + 60), leaseEnd: isoDay(today + 90) });
    const firstExpiry = new Date(saved.expiresAt).getTime();
    await buyPremiumWithDemoCheckout(app, c);
    const purchases = await (await c.get('/api/purchases')).json();
    const extended = Math.max(...purchases.map((p: { expiresAt: string }) => new Date(p.expiresAt).getTime()));
    expect(extended).toBeGreaterThan(firstExpiry + 40 * DAY_MS);

    const after = await (await c.get(`/api/negotiations/${saved.id}`)).json();
    expect(after.expiresAt).toBe(new Date(extended).toISOString());
    expect(after.deleteAfter).toBe(new Date(extended + NEGOTIATION_RETENTION_DAYS * DAY_MS).toISOString());
    // A day past the first expiry's deletion date: still kept (the purge deletes other tests' negotiations then).
    await purgeExpiredNegotiations(app.deps, new Date(firstExpiry + (NEGOTIATION_RETENTION_DAYS + 1) * DAY_MS));
    expect(await db().selectFrom('negotiations').select('id').where('id', '=', saved.id).execute()).toHaveLength(1);
    // The notice reminder, after the first expiry, is sent within the extended access.
    await sendDueReminders(app.deps, dueTime(60));
    expect((await mails(email, 'RentCheck reminder:%')).map((m) => m.subject)).toContain(
      "RentCheck reminder: Your lease's notice deadline",
    );
  });

  it('sends no reminder once every purchase of the account has ended', async () => {
    const { c, email } = await premiumRenter();
    await saveNegotiation(c, { noticeBy: isoDay(today + 60), leaseEnd: isoDay(today + 90) });
    await sendDueReminders(app.deps, dueTime(60));
    const subjects = (await mails(email, 'RentCheck reminder:%')).map((m) => m.subject);
    expect(subjects).not.toContain("RentCheck reminder: Your lease's notice deadline");
  });

  it('deletes the outbox copies of a negotiation with it, by the renter or by the purge', async () => {
    const stopTokens = async (id: string) =>
      (await db().selectFrom('negotiations').select('stop_token').where('id', '=', id).executeTakeFirstOrThrow()).stop_token;
    const copies = (token: string) => db().selectFrom('email_outbox').select('id').where('text_body', 'like', `%${token}%`).execute();

    const { c, email } = await premiumRenter();
    const deleted = await saveNegotiation(c);
    const deletedToken = await stopTokens(deleted.id);
    await sendDueReminders(app.deps, dueTime(2));
    expect(await copies(deletedToken)).toHaveLength(1);
    expect((await c.send('DELETE', `/api/negotiations/${deleted.id}`)).status).toBe(204);
    expect(await copies(deletedToken)).toEqual([]);

    const purged = await saveNegotiation(c, { sendOn: isoDay(today + 3) });
    const purgedToken = await stopTokens(purged.id);
    await sendDueReminders(app.deps, dueTime(3));
    expect(await copies(purgedToken)).toHaveLength(1);
    await db()
      .updateTable('user_purchases')
      .set({ expires_at: new Date(Date.now() - (NEGOTIATION_RETENTION_DAYS + 1) * DAY_MS) })
      .where('email', '=', email)
      .execute();
    expect(await purgeExpiredNegotiations(app.deps)).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('negotiations').select('id').where('id', '=', purged.id).execute()).toEqual([]);
    expect(await copies(purgedToken)).toEqual([]);
  });

  it(`deletes sent emails ${SENT_EMAIL_RETENTION_DAYS} days after they were sent, and never one still waiting`, async () => {
    const to = uniqueEmail('outbox-retention');
    const write = (subject: string) => app.deps.mailer.send({ to, subject, text: 'Hello' });
    await write('old sent');
    await write('recent sent');
    await write('old pending');
    const set = (subject: string, values: { status: 'sent' | 'pending'; sent_at: Date | null; created_at: Date }) =>
      db().updateTable('email_outbox').set(values).where('to_address', '=', to).where('subject', '=', subject).execute();
    const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
    await set('old sent', {
      status: 'sent',
      sent_at: daysAgo(SENT_EMAIL_RETENTION_DAYS + 1),
      created_at: daysAgo(SENT_EMAIL_RETENTION_DAYS + 1),
    });
    await set('recent sent', {
      status: 'sent',
      sent_at: daysAgo(SENT_EMAIL_RETENTION_DAYS - 1),
      created_at: daysAgo(SENT_EMAIL_RETENTION_DAYS - 1),
    });
    await set('old pending', { status: 'pending', sent_at: null, created_at: daysAgo(SENT_EMAIL_RETENTION_DAYS + 1) });
    expect(await purgeDeliveredEmails(db())).toBeGreaterThanOrEqual(1);
    expect((await mails(to)).map((m) => m.subject).sort()).toEqual(['old pending', 'recent sent']);
  });

  it('answers 13 concurrent requests on one negotiation (6 entries, a delete, 6 entries) without a 5xx', async () => {
    for (let run = 0; run < 3; run++) {
      const { c } = await premiumRenter();
      const saved = await saveNegotiation(c, { reminders: false });
      const event = (i: number) =>
        c.send('POST', `/api/negotiations/${saved.id}/events`, { kind: 'landlord_answer', text: `Answer ${i}`, date: isoDay(today + 5) });
      const statuses = (
        await Promise.all([
          ...Array.from({ length: 6 }, (_, i) => event(i)),
          c.send('DELETE', `/api/negotiations/${saved.id}`),
          ...Array.from({ length: 6 }, (_, i) => event(i + 6)),
        ])
      ).map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses[6]).toBe(204);
      expect(statuses.every((s) => s === 201 || s === 204 || s === 404)).toBe(true);
      expect((await c.get(`/api/negotiations/${saved.id}`)).status).toBe(404);
      expect(await db().selectFrom('negotiation_events').select('id').where('negotiation_id', '=', saved.id).execute()).toEqual([]);
    }
  });
});
