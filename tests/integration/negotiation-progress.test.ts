import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueNext, negotiationOutcome, progressOf } from '#domain/negotiation/agenda.ts';
import { isoDay } from '#domain/shared/dates.ts';
import type { negotiationProgressSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import { PROGRESS_MESSAGES, updateNegotiationProgress } from '#server/services/negotiations/negotiations.ts';
import { sendDueReminders } from '#server/services/reminders/send-due-reminders.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, typedClient } from '#tests/support/auth-helpers.ts';
import type { z } from 'zod';
import { signUpPremium } from '#tests/support/premium.ts';

const DAY_MS = 86_400_000;
const todayNumber = Math.floor(Date.now() / DAY_MS);
const day = (offset: number) => isoDay(todayNumber + offset);

function letter() {
  const replyBy = day(16);
  return {
    addressLabel: '12 Elm Street',
    leaseEnd: day(80),
    sendOn: day(2),
    replyBy,
    noticeBy: day(30),
    handoff: {
      landlordName: 'Pat Morgan',
      currentRent: 2400,
      askedRent: 2280,
      proposedRent: null,
      marketAverage: 2281,
      replyBy,
      hudTrend: null,
      rentCap: null,
    },
    letter: 'Dear Pat Morgan,\n\nAbout my renewal at 12 Elm Street.\n\nSincerely,\nDana Rivera',
    reminders: true,
  };
}

describe.each(testDatabaseKinds())('a saved negotiation followed to its end on %s (ADR 0068)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.deps.database.db;

  /** A Premium renter with a confirmed address (reminders go only there) and one saved negotiation. */
  async function saved(name: string) {
    const renter = await signUpPremium(app, name);
    await db().updateTable('user').set({ emailVerified: true }).where('id', '=', renter.id).execute();
    return { ...renter, negotiation: await bodyAt(await typedClient(app, renter.c).api.negotiations.$post({ json: letter() }), 201) };
  }
  const reminderKinds = async (id: string) =>
    (await db().selectFrom('negotiation_reminders').select('kind').where('negotiation_id', '=', id).where('sent_at', 'is', null).execute())
      .map((r) => r.kind)
      .toSorted();
  const patch = (c: Client, id: string, json: z.input<typeof negotiationProgressSchema>) =>
    typedClient(app, c).api.negotiations[':id'].progress.$patch({ param: { id }, json });

  it('follows the state: sent, answered (no more "answer due"), agreed (sign by), signed (nothing due), and the outcome', async () => {
    const { c, negotiation } = await saved('follower');
    expect(await reminderKinds(negotiation.id)).toEqual(['follow_up', 'notice', 'reply_by', 'send']);
    expect(dueNext(progressOf(negotiation), day(0))?.title).toBe('Send your rent negotiation letter');

    // Marked sent: the send reminder goes, and "Due next" is the answer.
    const sent = await patch(c, negotiation.id, { letterSentOn: day(0) });
    const afterSent = await bodyAt(sent, 200);
    expect(afterSent.letterSentOn).toBe(day(0));
    expect(await reminderKinds(negotiation.id)).toEqual(['follow_up', 'notice', 'reply_by']);
    expect(dueNext(progressOf(afterSent), day(0))?.title).toBe("Your landlord's answer is due");

    // An answer recorded cancels "answer due" and the follow-up, by reminder and on the dashboard.
    const answered = await typedClient(app, c).api.negotiations[':id'].events.$post({
      param: { id: negotiation.id },
      json: { kind: 'landlord_answer', text: 'We can do $2,450 for 12 months.', date: day(0), amount: 2450 },
    });
    const afterAnswer = await bodyAt(answered, 201);
    expect(afterAnswer.events.at(-1)).toMatchObject({ kind: 'landlord_answer', amount: 2450 });
    expect(await reminderKinds(negotiation.id)).toEqual(['notice']);
    expect(dueNext(progressOf(afterAnswer), day(0))?.title).toBe("Your lease's notice deadline");

    // Agreed: "sign your renewal by" is due next and reminded; the notice deadline is no longer waited for.
    const agreed = await patch(c, negotiation.id, { agreement: { rent: 2325, termMonths: 12, signBy: day(20), agreedOn: day(0) } });
    const afterAgreement = await bodyAt(agreed, 200);
    expect(afterAgreement.agreement).toEqual({ rent: 2325, termMonths: 12, signBy: day(20), agreedOn: day(0) });
    expect(await reminderKinds(negotiation.id)).toEqual(['sign_by']);
    expect(dueNext(progressOf(afterAgreement), day(0))).toMatchObject({ kind: 'sign_by', date: day(20), title: 'Sign your renewal' });
    // No proposal in the letter: the landlord's first proposal is the answer's $2,450; (2,450 - 2,325) x 12.
    expect(negotiationOutcome(afterAgreement, afterAgreement.agreement)).toEqual({
      firstProposal: 2450,
      firstProposalSource: 'answer',
      agreedRent: 2325,
      termMonths: 12,
      savedOverTerm: 1500,
    });

    // Signed: nothing more is due or reminded.
    const signed = await patch(c, negotiation.id, { signedOn: day(1) });
    const done = await bodyAt(signed, 200);
    expect(dueNext(progressOf(done), day(1))).toBeNull();
    expect(await reminderKinds(negotiation.id)).toEqual([]);
  });

  it('sends a reminder due today on the day, once, even when it was recorded after the day’s reminder hour', async () => {
    const { id, negotiation } = await saved('same-day');
    // Recorded at 18:00 UTC today (after the 14:00 reminder hour): the signing date is today.
    const evening = new Date(todayNumber * DAY_MS + 18 * 3_600_000);
    const result = await updateNegotiationProgress(
      app.deps,
      id,
      negotiation.id,
      { agreement: { rent: 2300, termMonths: 12, signBy: day(0), agreedOn: day(0) } },
      evening,
    );
    expect(result.ok).toBe(true);
    const due = await db().selectFrom('negotiation_reminders').selectAll().where('negotiation_id', '=', negotiation.id).execute();
    expect(due.map((r) => [r.kind, new Date(r.due_at).getTime()])).toEqual([['sign_by', evening.getTime()]]);
    const email = (await db().selectFrom('user').select('email').where('id', '=', id).executeTakeFirstOrThrow()).email;
    const written = () =>
      db()
        .selectFrom('email_outbox')
        .select('subject')
        .where('to_address', '=', email)
        .where('subject', 'like', 'RentCheck reminder:%')
        .execute();
    await sendDueReminders(app.deps, evening);
    await sendDueReminders(app.deps, new Date(evening.getTime() + 5 * 60_000));
    expect(await written()).toEqual([{ subject: 'RentCheck reminder: Sign your renewal' }]);
  });

  it('refuses a signature before an agreement (409), bad figures (400), another user’s negotiation (404)', async () => {
    const { c, negotiation } = await saved('refused');
    const early = await patch(c, negotiation.id, { signedOn: day(0) });
    expect(await bodyAt(early, 409)).toEqual({ error: { message: PROGRESS_MESSAGES.agreementFirst, code: 'agreement_required' } });
    const low = await patch(c, negotiation.id, { agreement: { rent: 120, termMonths: 12, signBy: day(5), agreedOn: day(0) } });
    expect((await bodyAt(low, 400)).error.message).toBe('The agreed rent must be at least $300');
    expect((await patch(c, negotiation.id, {})).status).toBe(400);
    const other = await signUpPremium(app, 'not-theirs');
    expect((await patch(other.c, negotiation.id, { letterSentOn: day(0) })).status).toBe(404);
    expect((await other.c.get(`/api/negotiations/${negotiation.id}/calendar.ics`)).status).toBe(404);
  });

  it('gives the negotiation’s calendar file with the lease end, the signing date and alarms, updated as it goes', async () => {
    const { c, negotiation } = await saved('calendar');
    const before = await (await c.get(`/api/negotiations/${negotiation.id}/calendar.ics`)).text();
    expect(before).toContain('SUMMARY:Send your rent negotiation letter');
    expect(before).toContain('SUMMARY:Your lease ends');
    expect(before).toContain('BEGIN:VALARM');
    expect(before).toContain(`UID:rentcheck-${negotiation.id}-send@rentcheck`);
    await patch(c, negotiation.id, { agreement: { rent: 2325, termMonths: 12, signBy: day(20), agreedOn: day(0) } });
    const response = await c.get(`/api/negotiations/${negotiation.id}/calendar.ics`);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const after = await response.text();
    expect(after).toContain('SUMMARY:Sign your renewal');
    expect(after).toContain(`DTSTART;VALUE=DATE:${day(20).replace(/-/g, '')}`);
    expect(after).toContain('SUMMARY:Your lease ends');
    expect(after).not.toContain('SUMMARY:Send your rent negotiation letter');
    expect(after.match(/BEGIN:VALARM/g)?.length).toBe(4);
  });
});
