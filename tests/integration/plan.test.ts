import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '#domain/shared/dates.ts';
import { emptyPlanForm, PLAN_FORM_MESSAGES, type PlanForm } from '#domain/plan/plan-form.ts';
import { PLAN_MESSAGES } from '#server/services/plan/compute-plan.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signIn, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { signUpPremium } from '#tests/support/premium.ts';
import { validLeaseForm } from '#tests/fixtures/lease-form.ts';
import { purgeExpiredPlans, SAVED_PLAN_MESSAGES } from '#server/services/plan/saved-plan.ts';

const today = isoDay(Math.floor(Date.now() / 86_400_000));

const form = (overrides: Partial<PlanForm> = {}): PlanForm => ({
  ...emptyPlanForm(),
  zipcode: '30301',
  currentRent: '2,400',
  bedrooms: '2',
  ...overrides,
});

/**
 * The walk-away point through POST /api/plan (ADR 0057): the alternative rent plus the one-time costs of moving spread
 * over the lease term, rounded down to the dollar. Each row: what the renter entered, the term, the expected one-time
 * total and point. Worked by hand: overlap = rent x 12 / 365 x days, rounded to the dollar.
 */
const WALK_AWAY_TABLE: { name: string; entered: Partial<PlanForm>; term: number; total: number; point: number; none?: boolean }[] = [
  {
    name: 'no costs entered: the alternative rent itself',
    entered: { alternativeRent: '2,000' },
    term: 12,
    total: 0,
    point: 2000,
    none: true,
  },
  { name: 'movers $1,200 over 12 months', entered: { alternativeRent: '2000', movers: '1,200' }, term: 12, total: 1200, point: 2100 },
  { name: 'a third of a dollar rounds down', entered: { alternativeRent: '2000', movers: '1000' }, term: 12, total: 1000, point: 2083 },
  { name: 'the same costs over 18 months', entered: { alternativeRent: '2000', movers: '1000' }, term: 18, total: 1000, point: 2055 },
  // 2,000 x 12 / 365 x 14 = 920.5 -> $921; 2,000 + 921 / 12 = 2,076.75.
  { name: '14 days of overlapping rent', entered: { alternativeRent: '2000', overlapDays: '14' }, term: 12, total: 921, point: 2076 },
  {
    name: 'deposit, application fees and set-up',
    entered: { alternativeRent: '2000', deposit: '500', applicationFees: '100', setUp: '300' },
    term: 12,
    total: 900,
    point: 2075,
  },
  // 1,500 + 600 + 150 + 1,973 (2,000 x 12 / 365 x 30 = 1,972.6) + 250 = 4,473; / 12 = 372.75.
  {
    name: 'every cost, 12 months',
    entered: { alternativeRent: '$2,000', movers: '1,500', deposit: '600', applicationFees: '150', overlapDays: '30', setUp: '250' },
    term: 12,
    total: 4473,
    point: 2372,
  },
  {
    name: 'every cost, 18 months',
    entered: { alternativeRent: '2000', movers: '1500', deposit: '600', applicationFees: '150', overlapDays: '30', setUp: '250' },
    term: 18,
    total: 4473,
    point: 2248,
  },
  { name: 'a cost entered as 0 counts as entered', entered: { alternativeRent: '1,500', movers: '0' }, term: 12, total: 0, point: 1500 },
  { name: '0 days of overlap', entered: { alternativeRent: '1500', overlapDays: '0' }, term: 12, total: 0, point: 1500 },
  // 3,100 x 12 / 365 x 92 = 9,376.4 -> $9,376; + 2,400 = 11,776; / 12 = 981.33.
  {
    name: 'the longest overlap, a large move',
    entered: { alternativeRent: '3,100', movers: '2,400', overlapDays: '92' },
    term: 12,
    total: 11776,
    point: 4081,
  },
  { name: 'a cheaper home with a costly move', entered: { alternativeRent: '900', movers: '6000' }, term: 18, total: 6000, point: 1233 },
];

describe.each(testDatabaseKinds())('the Premium plan on %s', (kind) => {
  let app: TestApp;
  let premium: Client;
  beforeAll(async () => {
    app = await createTestApp(kind);
    premium = (await signUpPremium(app, 'planner')).c;
  });
  afterAll(async () => {
    await app?.close();
  });

  const plan = async (c: Client, planForm: PlanForm) => typedClient(app, c).api.plan.$post({ json: { form: planForm, today } });

  it.each(WALK_AWAY_TABLE)('walk-away point: $name', async ({ entered, term, total, point, none }) => {
    // A proposal gives the plan its counters; with a sign-early scenario the plan also has an 18-month term.
    const answer = await bodyAt(await plan(premium, form({ landlordProposedRent: '2,600', ...entered })), 200);
    const walkAway = answer.walkAway?.terms.find((w) => w.termMonths === term);
    expect(walkAway, `a walk-away point for ${term} months`).toBeDefined();
    expect(walkAway!.alternative.source).toBe('renter');
    expect(walkAway!.oneTimeTotal).toBe(total);
    expect(walkAway!.point).toBe(point);
    expect(walkAway!.noCostsEntered).toBe(none === true);
    expect(walkAway!.lines.map((l) => l.key)).toEqual(['movers', 'deposit', 'applicationFees', 'overlap', 'setUp']);
  });

  it('shows the overlap with its formula and every other cost as the renter’s own figure', async () => {
    const answer = await bodyAt(await plan(premium, form({ alternativeRent: '2000', overlapDays: '14', movers: '900' })), 200);
    const lines = answer.walkAway!.terms[0]!.lines;
    expect(lines.find((l) => l.key === 'overlap')).toEqual({
      key: 'overlap',
      amount: 921,
      source: 'computed',
      formula: '$2,000 a month × 12 ÷ 365 × 14 days',
    });
    expect(lines.find((l) => l.key === 'movers')).toEqual({ key: 'movers', amount: 900, source: 'renter', formula: null });
    expect(lines.find((l) => l.key === 'deposit')).toEqual({ key: 'deposit', amount: null, source: 'renter', formula: null });
  });

  it('takes our estimate for similar homes in the ZIP code as the alternative, with the range’s ends', async () => {
    const answer = await bodyAt(await plan(premium, form({ movers: '1,200' })), 200);
    expect(answer.market?.zipcode).toBe('30301');
    const market = answer.market!;
    const twelve = answer.walkAway!.terms.find((w) => w.termMonths === 12)!;
    expect(twelve.alternative).toEqual({ rent: Math.round(market.marketRent), source: 'market', range: market.range });
    expect(twelve.point).toBe(Math.floor(Math.round(market.marketRent) + 100));
    expect(twelve.pointAtRange).toEqual({ low: Math.floor(market.range.low + 100), high: Math.floor(market.range.high + 100) });
  });

  it('compares the landlord’s proposal with the point and orders the scenarios by what they keep against moving', async () => {
    const answer = await bodyAt(
      await plan(premium, form({ landlordProposedRent: '2,600', alternativeRent: '2,300', movers: '1,200' })),
      200,
    );
    // 12 months: 2,300 + 1,200 / 12 = 2,400. The proposal of 2,600 is above it: moving keeps (2,600 - 2,400) x 12.
    expect(answer.walkAway!.proposal).toEqual({
      rent: 2600,
      point: 2400,
      termMonths: 12,
      betterOffThanMoving: -2400,
      movingCostsLess: true,
    });
    expect(answer.scenarios.length).toBeGreaterThanOrEqual(2);
    const kept = answer.scenarios.map((s) => s.against!.betterOffThanMoving);
    expect(kept).toEqual(kept.toSorted((a, b) => b - a));
    for (const s of answer.scenarios) {
      const walkAway = answer.walkAway!.terms.find((w) => w.termMonths === s.termMonths)!;
      expect(s.against).toEqual({
        point: walkAway.point,
        termMonths: s.termMonths,
        betterOffThanMoving: 2300 * s.termMonths + 1200 - s.monthlyRent * s.termMonths,
        movingCostsLess: s.monthlyRent > walkAway.point,
      });
    }
  });

  it('applies a rent-rule figure the renter read on the official page (ADR 0072), validated as the rent check does (issue 30)', async () => {
    // Portland from January 1, 2027: the 2027 figure is not loaded; the renter read 9.5% on the state's page.
    const portland = form({
      zipcode: '97201',
      currentRent: '1,800',
      bedrooms: '1',
      landlordProposedRent: '2,016',
      leaseEndDate: '2026-12-31',
    });
    const send = (figures: Record<string, number>) =>
      typedClient(app, premium).api.plan.$post({
        json: { form: portland, today, rules: { figures, tenancyMonths: null, leaseTermMonths: null } },
      });
    const answer = await bodyAt(await send({ 'or-ors-90.323': 9.5 }), 200);
    expect(answer.rentCheck?.correctTo).toMatchObject({ allowedRent: 1971, figureSource: 'renter', law: 'ORS 90.323' });
    expect(answer.rentCheck?.inputs.figures).toEqual({ 'or-ors-90.323': 9.5 });
    // Without it, the plan corrects to the 10% ceiling.
    const ceiling = await bodyAt(await send({}), 200);
    expect(ceiling.rentCheck?.correctTo).toMatchObject({ allowedRent: 1980, limitIsCeiling: true });
    expect(await bodyAt(await send({ 'or-ors-90.323': 12 }), 400)).toEqual({
      error: { message: 'The figure on that page must be between 0% and 10%.', code: 'invalid_figure' },
    });
    expect((await bodyAt(await send({ 'or-ors-90.323': -1 }), 400)).error.message).toBe('The figure on that page cannot be negative');
  });

  it('answers the plan of an unknown ZIP code without market figures, and no walk-away point without an alternative', async () => {
    const answer = await bodyAt(await plan(premium, form({ zipcode: '00001' })), 200);
    expect(answer.market).toBeNull();
    expect(answer.marketMessage).toBe("We don't have rent data for ZIP 00001. Check the ZIP code.");
    expect(answer.walkAway).toBeNull();
    expect(answer.scenarios.length).toBeGreaterThan(0);
  });

  it('refuses a visitor (401) and a signed-in user without Premium (403)', async () => {
    expect((await plan(client(app, '203.0.113.77'), form())).status).toBe(401);
    const free = client(app, '203.0.113.78');
    await signUp(free, uniqueEmail('free-planner'));
    expect(await bodyAt(await plan(free, form()), 403)).toEqual({
      error: { message: PLAN_MESSAGES.premiumRequired, code: 'premium_required' },
    });
  });

  it.each([
    [{ zipcode: '' }, PLAN_FORM_MESSAGES.zipcodeMissing],
    [{ currentRent: '' }, PLAN_FORM_MESSAGES.currentRentMissing],
    [{ zipcode: '3030' }, PLAN_FORM_MESSAGES.zipcode],
    [{ currentRent: '120' }, PLAN_FORM_MESSAGES.currentRent],
    [{ movers: '-5' }, PLAN_FORM_MESSAGES.cost],
    [{ movers: '100,001' }, PLAN_FORM_MESSAGES.cost],
    [{ overlapDays: '93' }, PLAN_FORM_MESSAGES.overlapDays],
    [{ alternativeRent: '2.5k' }, PLAN_FORM_MESSAGES.alternativeRent],
  ] as [Partial<PlanForm>, string][])('refuses %j with its message (400)', async (overrides, message) => {
    expect((await bodyAt(await plan(premium, form(overrides)), 400)).error.message).toBe(message);
  });
});

describe.each(testDatabaseKinds())('the plan on every device: the account keeps it on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  const saved = async (c: Client) => {
    const response = await typedClient(app, c).api.plan.saved.$get();
    expect(response.headers.get('cache-control')).toBe('no-store');
    return bodyAt(response, 200);
  };

  it('starts the plan from the lease the renter submitted with the analysis, and the server plans it', async () => {
    const { c } = await signUpPremium(app, 'lease-prefill');
    expect(await saved(c)).toEqual({ source: 'none' });
    expect(
      (
        await c.send(
          'POST',
          '/api/leases',
          validLeaseForm({ zipcode: '30301', rentAmount: '2,150', bedrooms: '2', leaseEndDate: '2027-03-31' }),
        )
      ).status,
    ).toBe(201);
    const fromLease = await saved(c);
    expect(fromLease.source).toBe('lease');
    if (fromLease.source !== 'lease') throw new Error('no lease');
    expect(fromLease.form).toEqual({
      ...emptyPlanForm(),
      zipcode: '30301',
      currentRent: '2150',
      bedrooms: '2',
      housingType: 'apartment',
      tierLevel: 'average',
      leaseEndDate: '2027-03-31',
    });
    const answer = await bodyAt(await typedClient(app, c).api.plan.$post({ json: { form: fromLease.form, today } }), 200);
    expect(answer.market?.zipcode).toBe('30301');
    expect(answer.market?.bedrooms).toBe(2);
    expect(answer.scenarios.length).toBeGreaterThan(0);
    expect(answer.walkAway?.terms[0]?.alternative.source).toBe('market');
  });

  it('keeps the form as typed for its owner only, with Premium; another device of the same account reads it back', async () => {
    const owner = await signUpPremium(app, 'keeper');
    const typed = form({
      alternativeRent: '2,300',
      movers: '1,200',
      overlapDays: '14',
      comparables: [{ where: '410 Main St', rent: '2,250', bedrooms: '2', freeMonths: '1', termMonths: '12' }],
    });
    const put = await owner.c.send('PUT', '/api/plan/saved', { form: typed });
    expect(put.status).toBe(200);
    // A second device: a new session of the same account.
    const email = (await app.deps.database.db.selectFrom('user').select('email').where('id', '=', owner.id).executeTakeFirstOrThrow())
      .email;
    const second = client(app, '203.0.113.90');
    expect((await signIn(second, email)).status).toBe(200);
    const read = await saved(second);
    expect(read).toMatchObject({ source: 'account', form: typed });

    // Another account sees nothing of it; a visitor is asked to sign in.
    const other = await signUpPremium(app, 'other-keeper');
    expect(await saved(other.c)).toEqual({ source: 'none' });
    expect((await client(app, '203.0.113.91').get('/api/plan/saved')).status).toBe(401);

    // Without Premium the account cannot keep a plan.
    const free = client(app, '203.0.113.92');
    await signUp(free, uniqueEmail('free-keeper'));
    const refused = await free.send('PUT', '/api/plan/saved', { form: typed });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { message: SAVED_PLAN_MESSAGES.premiumRequired, code: 'premium_required' } });
    const bad = await owner.c.send('PUT', '/api/plan/saved', { form: { ...typed, movers: '1,000,000' } });
    expect(bad.status).toBe(400);

    // Withdrawn consent deletes it.
    expect((await owner.c.send('DELETE', '/api/plan/saved')).status).toBe(204);
    expect(await saved(second)).toEqual({ source: 'none' });
    expect(await app.deps.database.db.selectFrom('saved_plans').selectAll().where('user_id', '=', owner.id).execute()).toEqual([]);
  });

  it('is deleted with a saved negotiation, and by the purge once the access ended more than 30 days ago', async () => {
    const owner = await signUpPremium(app, 'with-negotiation');
    expect((await owner.c.send('PUT', '/api/plan/saved', { form: form() })).status).toBe(200);
    const replyBy = isoDay(Math.floor(Date.now() / 86_400_000) + 14);
    const negotiation = await typedClient(app, owner.c).api.negotiations.$post({
      json: {
        addressLabel: '',
        leaseEnd: null,
        sendOn: today,
        replyBy,
        noticeBy: null,
        handoff: {
          landlordName: 'Pat Morgan',
          currentRent: 2400,
          askedRent: 2300,
          proposedRent: null,
          marketAverage: 2281,
          replyBy,
          hudTrend: null,
          rentCap: null,
        },
        letter: 'Dear Pat Morgan,\n\nAbout my renewal.',
        reminders: false,
      },
    });
    const { id } = await bodyAt(negotiation, 201);
    expect((await owner.c.send('DELETE', `/api/negotiations/${id}`)).status).toBe(204);
    expect((await saved(owner.c)).source).toBe('none');

    const lapsed = await signUpPremium(app, 'lapsed');
    expect((await lapsed.c.send('PUT', '/api/plan/saved', { form: form() })).status).toBe(200);
    const expires = new Date(
      (
        await app.deps.database.db
          .selectFrom('user_purchases')
          .select('expires_at')
          .where('user_id', '=', lapsed.id)
          .executeTakeFirstOrThrow()
      ).expires_at,
    );
    expect(await purgeExpiredPlans(app.deps, new Date(expires.getTime() + 29 * 86_400_000))).toBe(0);
    expect(await purgeExpiredPlans(app.deps, new Date(expires.getTime() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await app.deps.database.db.selectFrom('saved_plans').selectAll().where('user_id', '=', lapsed.id).execute()).toEqual([]);
  });
});
