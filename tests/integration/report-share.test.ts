import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDay } from '#domain/shared/dates.ts';
import { REPORT_SHARE_MESSAGES } from '#domain/negotiation/report-share.ts';
import { emptyPlanForm, type PlanForm } from '#domain/plan/plan-form.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { NEGOTIATION_MESSAGES, purgeExpiredNegotiations } from '#server/services/negotiations/negotiations.ts';
import { REPORT_SHARE_PREMIUM_REQUIRED } from '#server/services/negotiations/report-share.ts';
import { marketForPlan } from '#server/services/plan/compute-plan.ts';
import { type FakeRentcast, startFakeRentcast } from '#tests/fakes/rentcast-api.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { signUpPremium } from '#tests/support/premium.ts';

const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS);

/** The letter and the ask: strategy that the shared report must never show. */
const LETTER = 'Dear Pat Morgan,\n\nI would like to renew at a lower rent, and I am ready to move otherwise.\n\nSincerely,\nDana Rivera';
const ASKED_RENT = 2_137;

const planForm = (): PlanForm => ({
  ...emptyPlanForm(),
  zipcode: '30301',
  currentRent: '2,400',
  bedrooms: '2',
  landlordProposedRent: '2,650',
  leaseEndDate: isoDay(today + 60),
  alternativeRent: '2,050',
  movers: '1,400',
  comparables: [{ where: '410 Peachtree St, #3B', rent: '2,300', bedrooms: '2', freeMonths: '1', termMonths: '12' }],
});

function negotiationBody() {
  const replyBy = isoDay(today + 16);
  return {
    addressLabel: '12 Elm Street, Apt 4',
    leaseEnd: isoDay(today + 60),
    sendOn: isoDay(today + 2),
    replyBy,
    noticeBy: null,
    handoff: {
      landlordName: 'Pat Morgan',
      currentRent: 2400,
      askedRent: ASKED_RENT,
      proposedRent: 2650,
      marketAverage: 2300,
      replyBy,
      hudTrend: null,
      rentCap: null,
    },
    letter: LETTER,
    reminders: false,
  };
}

describe.each(testDatabaseKinds())('the shared market report on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });
  const db = () => app.deps.database.db;
  const negotiations = (c: Client) => typedClient(app, c).api.negotiations;

  /** A Premium renter who kept their plan and saved a negotiation: its id. */
  async function renterWithNegotiation(name: string): Promise<{ c: Client; id: string; userId: string }> {
    const { c, id: userId } = await signUpPremium(app, name);
    expect((await c.send('PUT', '/api/plan/saved', { form: planForm() })).status).toBe(200);
    const { id } = await bodyAt(await negotiations(c).$post({ json: negotiationBody() }), 201);
    return { c, id, userId };
  }

  async function share(c: Client, id: string, nameLine = '') {
    return bodyAt(await negotiations(c)[':id'].share.$post({ param: { id }, json: { nameLine } }), 201);
  }

  /** A visitor with no session (or `browser`) opens the link. */
  const open = (token: string, browser = client(app, '192.0.2.77')) =>
    typedClient(app, browser).api['shared-reports'].open.$post({ json: { token } });

  const status = async (c: Client, id: string) => (await bodyAt(await negotiations(c)[':id'].share.$get({ param: { id } }), 200)).share;

  it('a visitor reads the report: the market average with its steps, the comparables and the rules, no strategy, not indexed', async () => {
    const { c, id } = await renterWithNegotiation('sharer');
    const { analysis } = await marketForPlan(app.deps, planForm());
    expect(analysis).not.toBeNull();
    const average = analysis!.marketRent;

    const link = await share(c, id, '  Dana   Rivera, Apt 4 ');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.nameLine).toBe('Dana Rivera, Apt 4');

    const response = await open(link.token);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const report = await bodyAt(response, 200);
    expect(report.marketAverage).toBe(average);
    expect(report.nameLine).toBe('Dana Rivera, Apt 4');
    const text = JSON.stringify(report);
    expect(text).toContain(`How ${formatUsd(average)} is built, step by step:`);
    expect(text).toContain('410 Peachtree St, #3B: 2-bedroom, $2,300 a month advertised, 1 month free on 12, so $2,108 a month effective.');
    expect(report.rules?.lines[0]).toBe('Proposed increase: from $2,400 to $2,650 a month, $250 (10.4%).');
    // Georgia has no cap: the rule says so, and never that a figure is missing.
    expect(report.rules?.lines.join(' ')).toContain('O.C.G.A. 44-7-19');
    expect(report.rules?.lines.join(' ')).not.toContain('not loaded');
    expect(report.rules?.lines.at(-1)).toBe('This is general information, not legal advice.');
    // No strategy: not the ask, the letter, the walk-away inputs or the landlord's name; no contact but the name line.
    for (const secret of [
      formatUsd(ASKED_RENT),
      'I would like to renew',
      'Pat Morgan',
      '$2,050',
      'walk-away',
      'Walk-away',
      'scenario',
      '12 Elm Street',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/@example\.com/);

    // Only the token's SHA-256 is kept.
    const row = await db().selectFrom('report_shares').selectAll().where('negotiation_id', '=', id).executeTakeFirstOrThrow();
    expect(row.token_hash).toBe(createHash('sha256').update(link.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(link.token);
  });

  it('records the first opening once, not the owner’s own, and shows it to the owner', async () => {
    const { c, id } = await renterWithNegotiation('opened');
    const link = await share(c, id);
    expect(await status(c, id)).toMatchObject({ firstOpenedAt: null, nameLine: null });

    // The owner checking their own link is not the landlord opening it.
    expect((await open(link.token, c)).status).toBe(200);
    expect((await status(c, id))?.firstOpenedAt).toBeNull();

    expect((await open(link.token)).status).toBe(200);
    const first = (await status(c, id))?.firstOpenedAt;
    expect(first).not.toBeNull();
    const row = await db().selectFrom('report_shares').select('first_opened_at').where('negotiation_id', '=', id).executeTakeFirstOrThrow();
    expect(new Date(row.first_opened_at!).toISOString()).toBe(first);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await open(link.token)).status).toBe(200);
    expect((await status(c, id))?.firstOpenedAt).toBe(first);
  });

  it('a revoked link is a 404, and a new link replaces the old one', async () => {
    const { c, id } = await renterWithNegotiation('revoker');
    const old = await share(c, id);
    const fresh = await share(c, id);
    expect((await open(old.token)).status).toBe(404);
    expect((await open(fresh.token)).status).toBe(200);

    expect((await c.send('DELETE', `/api/negotiations/${id}/share`)).status).toBe(204);
    const gone = await open(fresh.token);
    expect(gone.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await bodyAt(gone, 404)).error.message).toBe(REPORT_SHARE_MESSAGES.notFound);
    expect(await status(c, id)).toBeNull();
    // Turning off a link already off is done, not an error.
    expect((await c.send('DELETE', `/api/negotiations/${id}/share`)).status).toBe(204);
  });

  it('the link ends with its negotiation: deleted, or past its retention', async () => {
    const deleted = await renterWithNegotiation('deleter');
    const link = await share(deleted.c, deleted.id);
    expect((await deleted.c.send('DELETE', `/api/negotiations/${deleted.id}`)).status).toBe(204);
    expect((await open(link.token)).status).toBe(404);
    expect(await db().selectFrom('report_shares').selectAll().where('negotiation_id', '=', deleted.id).execute()).toEqual([]);

    const expired = await renterWithNegotiation('expired');
    const kept = await share(expired.c, expired.id);
    expect((await open(kept.token)).status).toBe(200);
    // Premium ended 31 days ago: past the 30 days' retention, before the purge has run.
    await db()
      .updateTable('user_purchases')
      .set({ expires_at: new Date(Date.now() - 31 * DAY_MS) })
      .where('user_id', '=', expired.userId)
      .execute();
    expect((await open(kept.token)).status).toBe(404);
    // The retention purge deletes the negotiation, and the link's row with it.
    expect(await purgeExpiredNegotiations(app.deps)).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('report_shares').selectAll().where('negotiation_id', '=', expired.id).execute()).toEqual([]);
  });

  it("another user's negotiation is a 404, a free user gets the Premium refusal, a token that is not one a 404", async () => {
    const owner = await renterWithNegotiation('owner');
    const { c: other } = await signUpPremium(app, 'other');
    const othersLink = negotiations(other)[':id'].share;
    const param = { id: owner.id };
    expect((await bodyAt(await othersLink.$post({ param, json: { nameLine: '' } }), 404)).error.message).toBe(
      NEGOTIATION_MESSAGES.notFound,
    );
    expect((await bodyAt(await othersLink.$get({ param }), 404)).error.message).toBe(NEGOTIATION_MESSAGES.notFound);
    expect((await bodyAt(await othersLink.$delete({ param }), 404)).error.message).toBe(NEGOTIATION_MESSAGES.notFound);
    expect(await db().selectFrom('report_shares').selectAll().where('negotiation_id', '=', owner.id).execute()).toEqual([]);

    const free = client(app, '192.0.2.78');
    await signUp(free, uniqueEmail('free'));
    const refused = await negotiations(free)[':id'].share.$post({ param: { id: owner.id }, json: { nameLine: '' } });
    expect((await bodyAt(refused, 403)).error.message).toBe(REPORT_SHARE_PREMIUM_REQUIRED);

    const visitor = client(app, '192.0.2.79');
    expect((await visitor.send('POST', `/api/negotiations/${owner.id}/share`, { nameLine: '' })).status).toBe(401);
    expect((await open('not-a-token')).status).toBe(404);
    expect((await open('A'.repeat(43))).status).toBe(404);
  });

  it('a renter without a ZIP code and rent on the account is told where to enter them', async () => {
    const { c } = await signUpPremium(app, 'nolease');
    const { id } = await bodyAt(await negotiations(c).$post({ json: negotiationBody() }), 201);
    const response = await negotiations(c)[':id'].share.$post({ param: { id }, json: { nameLine: '' } });
    expect((await bodyAt(response, 409)).error.message).toBe(REPORT_SHARE_MESSAGES.noLease);
  });
});

describe.each(testDatabaseKinds())("the shared market report with RentCast's key on %s", (kind) => {
  const KEY = 'rc-share-key-41b2';
  let rentcast: FakeRentcast;
  let app: TestApp;
  beforeAll(async () => {
    rentcast = await startFakeRentcast(KEY);
    rentcast.state.market = {
      id: '30301',
      zipCode: '30301',
      rentalData: {
        lastUpdatedDate: '2026-11-20T00:00:00.000Z',
        dataByBedrooms: [
          {
            bedrooms: 2,
            averageRent: 2210,
            medianRent: 2150,
            minRent: 1500,
            maxRent: 3900,
            totalListings: 87,
            lastUpdatedDate: '2026-11-20',
          },
        ],
      },
    };
    app = await createTestApp(kind, { RENTCAST_API_KEY: KEY, RENTCAST_API_URL: rentcast.url, RENTCAST_TIMEOUT_MS: '300' });
  });
  afterAll(async () => {
    await app?.close();
    await rentcast?.close();
  });

  it("cites RentCast's figures for the ZIP beside the renter's listings, and never sends RentCast the renter's address", async () => {
    const { c } = await signUpPremium(app, 'rentcast');
    expect((await c.send('PUT', '/api/plan/saved', { form: planForm() })).status).toBe(200);
    const api = typedClient(app, c).api;
    const { id } = await bodyAt(await api.negotiations.$post({ json: negotiationBody() }), 201);
    const { token } = await bodyAt(await api.negotiations[':id'].share.$post({ param: { id }, json: { nameLine: '' } }), 201);

    const opened = await typedClient(app, client(app, '192.0.2.80')).api['shared-reports'].open.$post({ json: { token } });
    const report = await bodyAt(opened, 200);
    const section = report.report.sections.find((s) => s.heading === 'Rental listings in the ZIP code (RentCast)');
    expect(section?.lines[0]).toContain("RentCast's rental market statistics for ZIP 30301, 2-bedroom listings, retrieved");
    expect(section?.lines[0]).toContain('average asking rent $2,210, median $2,150, from $1,500 to $3,900, across 87 listings.');
    expect(report.report.sections.map((s) => s.heading)).toContain('Comparable listings found by the tenant');
    expect(rentcast.requests.map((r) => r.path)).toEqual(['/v1/markets']);
    expect(rentcast.requests[0]?.query).toMatchObject({ zipCode: '30301' });
    expect(JSON.stringify(rentcast.requests)).not.toContain('Elm');
  });
});
