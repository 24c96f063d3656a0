import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPlanForm } from '#domain/plan/plan-form.ts';
import { isoDay } from '#domain/shared/dates.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { PREPARED_REPLIES_MESSAGES } from '#server/services/negotiations/prepared-replies.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { givePremium, signUpPremium } from '#tests/support/premium.ts';

const todayNumber = Math.floor(Date.now() / 86_400_000);
const day = (offset: number) => isoDay(todayNumber + offset);

/** Counter the landlord's $2,600 with $2,300 (current $2,400), 12 months, an 18-month lease offered. */
function letter() {
  return {
    addressLabel: '12 Elm Street',
    leaseEnd: day(80),
    sendOn: day(2),
    replyBy: day(16),
    noticeBy: null,
    handoff: {
      landlordName: 'Pat Morgan',
      currentRent: 2400,
      askedRent: 2300,
      proposedRent: 2600,
      marketAverage: null,
      replyBy: day(16),
      hudTrend: null,
      rentCap: null,
      termMonths: 12,
      flexibility: 'lease-extension' as const,
      points: null,
    },
    letter: 'Dear Pat Morgan,\n\nAbout my renewal at 12 Elm Street.\n\nSincerely,\nDana Rivera',
    reminders: false,
  };
}

/** The kept plan: the same $2,400 lease, a $2,300 home found and $1,800 of movers: $2,300 + $1,800 / 12 = $2,450. */
const plan = { ...emptyPlanForm(), zipcode: '30301', currentRent: '2,400', bedrooms: '2', alternativeRent: '2,300', movers: '1,800' };

describe.each(testDatabaseKinds())('prepared replies on %s (ADR 0077)', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });
  const negotiations = (c: Client) => typedClient(app, c).api.negotiations;
  /** Saves the letter for `c`; its id. */
  const saveLetter = async (c: Client) => (await bodyAt(await negotiations(c).$post({ json: letter() }), 201)).id;
  const prepare = (c: Client, id: string, counter?: number) =>
    negotiations(c)[':id']['prepared-replies'].$post({
      param: { id },
      json: { today: day(0), ...(counter === undefined ? {} : { counter }) },
    });

  it('a Premium session gets three checked replies against its walk-away point; a recorded answer replaces the one it matches', async () => {
    const { c } = await signUpPremium(app, 'preparer');
    expect((await c.send('PUT', '/api/plan/saved', { form: plan })).status).toBe(200);
    const id = await saveLetter(c);

    const response = await prepare(c, id);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const prepared = await bodyAt(response, 200);
    expect(prepared.replies.map((r) => [r.answer, r.landlordRent, r.figure])).toEqual([
      ['declines', 2600, 'theirs'],
      ['counters', 2450, 'example'],
      ['raises', 2900, 'example'],
    ]);
    const [declines, , raises] = prepared.replies;
    expect(declines?.text).toContain(
      'I would like to propose $2,300 a month on a 12-month lease. At $2,300, the difference between our figures is $300 a month, or $3,600 over the 12-month lease.',
    );
    // Signed with the account's name and email.
    expect(declines?.text).toMatch(/Sincerely,\npreparer Tenant\n\S+@\S+$/);
    expect(declines?.walkAway).toEqual([
      "Your landlord's figure, $2,600 a month, is above your walk-away point of $2,450 for a 12-month lease ($2,300 + $1,800 ÷ 12 months = $2,450 a month, rounded down to the dollar). Over the 12 months, renewing at $2,600 costs $31,200 ($2,600 × 12) and moving costs $29,400 ($2,300 × 12 + $1,800), $1,800 less. Your reply does not accept $2,600; whether to renew at it or move is your decision.",
    ]);
    expect(raises?.walkAway[0]).toContain('renewing at $2,900 costs $34,800');

    // A counter the renter types.
    const typed = await bodyAt(await prepare(c, id, 2400), 200);
    expect([typed.replies[1]?.landlordRent, typed.replies[1]?.figure]).toEqual([2400, 'renter']);

    // The landlord's answer recorded on the dashboard: $2,500 is between the ask and their $2,600, the counter.
    const answered = await c.send('POST', `/api/negotiations/${id}/events`, {
      kind: 'landlord_answer',
      text: 'We could meet you at $2,500 for the year.',
      date: day(0),
      amount: 2500,
    });
    expect(answered.status).toBe(201);
    const after = await bodyAt(await prepare(c, id), 200);
    expect(after.matched).toBe('counters');
    const counters = after.replies[1]!;
    expect([counters.landlordRent, counters.figure, counters.landlordAnswer]).toEqual([
      2500,
      'recorded',
      'We could meet you at $2,500 for the year.',
    ]);
    // $2,500 - $2,400 = $100 (4%); ($2,500 - $2,300) x 12 = $2,400, not over one month of $2,400.
    expect(counters.text).toContain('I understand you propose raising the rent from $2,400 to $2,500, an increase of $100 a month (4%).');
    expect(counters.text).toContain(
      'At $2,300, the difference between our figures is $200 a month, or $2,400 over the 12-month lease; a single month of vacancy at the current rent would be $2,400.',
    );
    // $2,500 is above the $2,450 point: said to the renter, never in the reply.
    expect(counters.walkAway[0]).toContain("Your landlord's figure, $2,500 a month, is above your walk-away point of $2,450");
    expect(counters.text).not.toContain('walk-away');
  });

  it("with the plan's alternative left to our estimate, the walk-away point is the one /plan shows", async () => {
    const { c } = await signUpPremium(app, 'estimate');
    const estimatePlan = { ...plan, alternativeRent: '', movers: '1,200' };
    expect((await c.send('PUT', '/api/plan/saved', { form: estimatePlan })).status).toBe(200);
    const planned = await bodyAt(await typedClient(app, c).api.plan.$post({ json: { form: estimatePlan, today: day(0) } }), 200);
    const twelve = planned.walkAway?.terms.find((t) => t.termMonths === 12);
    expect(twelve?.alternative.source).toBe('market');
    const id = await saveLetter(c);
    const prepared = await bodyAt(await prepare(c, id), 200);
    const raises = prepared.replies[2]!;
    // The same point, from the same market estimate plus $1,200 over 12 months.
    const rent = twelve!.alternative.rent;
    expect(raises.walkAway[0]).toContain(
      `is above your walk-away point of ${formatUsd(twelve!.point)} for a 12-month lease (${formatUsd(rent)} + $1,200 ÷ 12 months`,
    );
  });

  it('without a kept plan for the same rent there is no walk-away point', async () => {
    const { c } = await signUpPremium(app, 'no-plan');
    const id = await saveLetter(c);
    expect((await c.send('PUT', '/api/plan/saved', { form: { ...plan, currentRent: '2,100' } })).status).toBe(200);
    const prepared = await bodyAt(await prepare(c, id), 200);
    expect(prepared.replies.map((r) => r.walkAway)).toEqual([[], [], []]);
  });

  it('refuses a signed-in user without Premium (403), another account (404) and a bad figure (400)', async () => {
    const { c } = await signUpPremium(app, 'owner-prep');
    const id = await saveLetter(c);

    const other = await signUpPremium(app, 'other-prep');
    expect((await other.c.send('POST', `/api/negotiations/${id}/prepared-replies`, { today: day(0) })).status).toBe(404);

    const free = client(app);
    const { user } = await signUp(free, uniqueEmail('free-prep'));
    const refused = await free.send('POST', `/api/negotiations/${id}/prepared-replies`, { today: day(0) });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { message: PREPARED_REPLIES_MESSAGES.premiumRequired, code: 'premium_required' } });
    // With Premium, someone else's negotiation is still not found.
    await givePremium(app, user);
    expect((await free.send('POST', `/api/negotiations/${id}/prepared-replies`, { today: day(0) })).status).toBe(404);

    expect((await bodyAt(await prepare(c, id, 12), 400)).error.message).toBe("Your landlord's counter must be at least $300");
  });
});
