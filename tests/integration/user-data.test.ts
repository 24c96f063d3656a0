import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewTestimonials } from '#server/services/testimonials/review.ts';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { bodyAt, type Client, client, signUp, typedClient, uniqueEmail } from '#tests/support/auth-helpers.ts';

/** The lease form's body as the browser sends it (every value a string, as typed). */
const LEASE = {
  firstName: 'Dana',
  lastName: 'Rivera',
  leaseStartDate: '2025-12-01',
  leaseEndDate: '2026-11-30',
  bedrooms: '1',
  bathrooms: '1.5',
  squareFootage: '1,200',
  rentAmount: '2,450',
  zipcode: '10001',
  propertyTier: 'average' as const,
  proposedRent: '',
  housingType: 'apartment' as const,
};

const STORY = {
  name: 'Dana R.',
  location: 'Brooklyn, NY',
  savingsAmount: '$150/month',
  testimonialText: 'I sent the letter 90 days before renewal and my landlord agreed to keep the rent unchanged.',
  agreeToShare: true as const,
};

interface Person {
  c: Client;
  id: string;
  email: string;
}

async function person(app: TestApp, name: string): Promise<Person> {
  const c = client(app);
  const email = uniqueEmail(name.toLowerCase());
  const { user } = await signUp(c, email, `${name} Example`);
  return { c, id: user.id, email };
}

describe.each(testDatabaseKinds())('user data on %s', (kind) => {
  let app: TestApp;
  let a: Person;
  let b: Person;
  beforeAll(async () => {
    app = await createTestApp(kind);
    a = await person(app, 'Alice');
    b = await person(app, 'Bob');
  });
  afterAll(() => app.close());

  describe('profile', () => {
    it('reads only the signed-in user and refuses visitors', async () => {
      expect(await (await a.c.get('/api/profile')).json()).toMatchObject({ id: a.id, email: a.email, fullName: 'Alice Example' });
      expect((await client(app).get('/api/profile')).status).toBe(401);
      expect((await a.c.get(`/api/profile/${b.id}`)).status).toBe(404);
      expect((await a.c.get(`/api/profile?id=${b.id}`)).status).toBe(200);
      expect(await (await a.c.get(`/api/profile?id=${b.id}`)).json()).toMatchObject({ id: a.id });
    });

    it('updates only fullName (sanitised) of the signed-in user, ignoring ids and email in the body', async () => {
      const res = await typedClient(app, a.c).api.profile.$patch({
        json: { fullName: ' <b>Alice</b> "Ally" Smith ', ...{ id: b.id, email: 'evil@example.com', user_id: b.id } },
      });
      const body = await bodyAt(res, 200);
      expect(body).toMatchObject({ id: a.id, fullName: 'Alice Ally Smith', email: a.email });
      expect(await (await b.c.get('/api/profile')).json()).toMatchObject({ id: b.id, fullName: 'Bob Example', email: b.email });
      const session = (await (await a.c.get('/api/auth/get-session')).json()) as { user: { name: string; email: string } };
      expect(session.user).toMatchObject({ name: 'Alice Ally Smith', email: a.email });
      expect((await a.c.send('PATCH', '/api/profile', { fullName: '   ' })).status).toBe(400);
      expect((await client(app).send('PATCH', '/api/profile', { fullName: 'Visitor' })).status).toBe(401);
      expect((await a.c.send('PATCH', `/api/profile/${b.id}`, { fullName: 'Hijack' })).status).toBe(404);
    });

    it('still takes the old full_name for one release and answers in camelCase', async () => {
      const res = await a.c.send('PATCH', '/api/profile', { full_name: 'Alice Old-Casing' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        id: a.id,
        fullName: 'Alice Old-Casing',
        email: a.email,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });
  });

  describe('leases', () => {
    /** The lease as the API answers it, in camelCase (ADR 0084). */
    const SAVED = {
      id: expect.any(String),
      firstName: 'Dana',
      lastName: 'Rivera',
      leaseStartDate: '2025-12-01',
      leaseEndDate: '2026-11-30',
      bedrooms: 1,
      bathrooms: 1.5,
      squareFootage: 1200,
      rentAmount: 2450,
      zipcode: '10001',
      housingType: 'apartment',
      propertyTier: 'average',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };

    it('inserts a lease sent in camelCase for the session user (sanitised, numbers without commas) and answers it in camelCase', async () => {
      const res = await typedClient(app, a.c).api.leases.$post({
        json: { ...LEASE, firstName: '<script>x</script>Dana', ...{ user_id: b.id } },
      });
      expect(res.status).toBe(201);
      if (res.status !== 201) throw new Error(`unexpected ${res.status}`);
      const saved = await res.json();
      expect(saved).toEqual(SAVED);
      const rows = await app.deps.database.db.selectFrom('lease_information').select(['id', 'user_id', 'rent_amount']).execute();
      expect(rows.find((r) => r.id === saved.id)).toEqual({ id: saved.id, user_id: a.id, rent_amount: 2450 });
      expect(rows.every((r) => r.user_id === a.id)).toBe(true);
    });

    it('still takes the old snake_case names for one release and answers in camelCase', async () => {
      const res = await a.c.send('POST', '/api/leases', {
        first_name: 'Dana',
        last_name: 'Rivera',
        lease_start_date: '2025-12-01',
        lease_end_date: '2026-11-30',
        bedrooms: '1',
        bathrooms: '1.5',
        square_footage: '1,200',
        rent_amount: '2,450',
        zipcode: '10001',
        property_tier: 'average',
        proposed_rent: '2,600',
        housing_type: 'apartment',
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(SAVED);
      // A name sent in both casings: the camelCase one wins.
      const both = await a.c.send('POST', '/api/leases', { ...LEASE, rent_amount: '9,999' });
      expect(both.status).toBe(201);
      expect(await both.json()).toEqual(SAVED);
    });

    it('saves a lease without the optional proposed rent (it used to answer "proposedRent is missing or invalid")', async () => {
      const { proposedRent: _left, ...withoutProposedRent } = LEASE;
      const res = await typedClient(app, a.c).api.leases.$post({ json: withoutProposedRent });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(SAVED);
    });

    it("lists only the signed-in user's leases, newest first", async () => {
      await typedClient(app, a.c).api.leases.$post({ json: { ...LEASE, rentAmount: '2,600' } });
      const mine = await typedClient(app, a.c).api.leases.$get();
      expect(mine.status).toBe(200);
      if (mine.status !== 200) throw new Error(`unexpected ${mine.status}`);
      expect((await mine.json()).map((l) => l.rentAmount)).toEqual([2600, 2450, 2450, 2450, 2450]);
      expect(await (await typedClient(app, b.c).api.leases.$get()).json()).toEqual([]);
      expect((await typedClient(app).api.leases.$get()).status).toBe(401);
    });

    it('fails with the validation message for bad input', async () => {
      const leases = typedClient(app, a.c).api.leases;
      const res = await leases.$post({ json: { ...LEASE, leaseEndDate: '2025-11-01' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { message: 'Lease end date must be after start date', code: 'invalid_input' } });
      const rent = await leases.$post({ json: { ...LEASE, rentAmount: '12abc' } });
      expect(await rent.json()).toEqual({ error: { message: 'Rent amount must be numbers only', code: 'invalid_input' } });
      const proposed = await leases.$post({ json: { ...LEASE, proposedRent: 'soon' } });
      expect(proposed.status).toBe(400);
      expect(await proposed.json()).toEqual({
        error: { message: "Your landlord's proposed rent must be numbers only", code: 'invalid_input' },
      });
      expect((await typedClient(app).api.leases.$post({ json: LEASE })).status).toBe(401);
    });
  });

  describe('purchases', () => {
    it("returns only the signed-in user's active completed purchases, newest first", async () => {
      const db = app.deps.database.db;
      const day = 24 * 60 * 60 * 1000;
      const now = Date.now();
      const row = (userId: string, email: string, session: string, createdDaysAgo: number, status = 'completed') => ({
        user_id: userId,
        email,
        package_type: 'Premium Package',
        price: 7,
        stripe_session_id: session,
        status,
        created_at: new Date(now - createdDaysAgo * day),
        expires_at: new Date(now - createdDaysAgo * day + 45 * day),
      });
      await db
        .insertInto('user_purchases')
        .values([
          row(a.id, a.email, `cs_a_old_${kind}`, 10),
          row(a.id, a.email, `cs_a_new_${kind}`, 1),
          row(a.id, a.email, `cs_a_expired_${kind}`, 50),
          row(a.id, a.email, `cs_a_pending_${kind}`, 0, 'pending'),
          row(b.id, b.email, `cs_b_${kind}`, 2),
        ])
        .execute();
      const mine = await bodyAt(await typedClient(app, a.c).api.purchases.$get(), 200);
      expect(mine).toHaveLength(2);
      expect(new Date(mine[0]!.expiresAt).getTime()).toBeGreaterThan(new Date(mine[1]!.expiresAt).getTime());
      expect(mine[0]).toMatchObject({ packageType: 'Premium Package', price: 7, status: 'completed' });
      expect(JSON.stringify(mine)).not.toContain('user_id');
      const theirs = await bodyAt(await typedClient(app, b.c).api.purchases.$get(), 200);
      expect(theirs).toHaveLength(1);
      expect((await client(app).get('/api/purchases')).status).toBe(401);
      expect((await a.c.get(`/api/purchases?user_id=${b.id}`)).status).toBe(200);
      expect(await (await a.c.get(`/api/purchases?user_id=${b.id}`)).json()).toHaveLength(2);
    });
  });

  describe('testimonials', () => {
    it('requires a signed-in user, name, story and agreement', async () => {
      const visitor = await client(app).send('POST', '/api/testimonials', STORY);
      expect(visitor.status).toBe(401);
      for (const missing of [{ name: '  ' }, { testimonialText: '' }, { agreeToShare: false }]) {
        const res = await a.c.send('POST', '/api/testimonials', { ...STORY, ...missing });
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { message: 'Please fill in all required fields and agree to share your story.' } });
      }
    });

    it('stores a story as pending for the session user, shows it only to its author until approved, then publicly', async () => {
      const res = await typedClient(app, a.c).api.testimonials.$post({
        json: { ...STORY, testimonialText: '  <img src=x onerror="alert(1)">It worked!  ', ...{ user_id: b.id, status: 'approved' } },
      });
      const created = await bodyAt(res, 201);
      expect(created).toMatchObject({ status: 'pending', testimonialText: 'It worked!' });
      const stored = await app.deps.database.db
        .selectFrom('testimonials')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(stored.user_id).toBe(a.id);

      expect(await (await client(app).get('/api/testimonials')).json()).toEqual([]);
      expect(await (await a.c.get('/api/testimonials/mine')).json()).toMatchObject([{ id: created.id, status: 'pending' }]);
      expect(await (await b.c.get('/api/testimonials/mine')).json()).toEqual([]);

      const listed = await reviewTestimonials(app.deps.database.db, ['list']);
      expect(listed.lines.join('\n')).toContain(`#${created.id} [pending] Dana R., Brooklyn, NY (saved $150/month) <${a.email}>`);
      const approved = await reviewTestimonials(app.deps.database.db, ['approve', String(created.id)]);
      expect(approved).toEqual({ ok: true, lines: [`Testimonial #${created.id} by Dana R. is now approved.`] });

      const published = await bodyAt(await typedClient(app).api.testimonials.$get(), 200);
      expect(published).toEqual([
        {
          id: created.id,
          name: 'Dana R.',
          location: 'Brooklyn, NY',
          savingsAmount: '$150/month',
          testimonialText: 'It worked!',
          createdAt: expect.any(String),
        },
      ]);

      expect((await reviewTestimonials(app.deps.database.db, ['reject', String(created.id)])).ok).toBe(true);
      expect(await (await client(app).get('/api/testimonials')).json()).toEqual([]);
      expect(await reviewTestimonials(app.deps.database.db, ['approve', '99999'])).toEqual({
        ok: false,
        lines: ['No testimonial #99999.'],
      });
      expect((await reviewTestimonials(app.deps.database.db, ['publish'])).ok).toBe(false);
    });

    it('still takes the old snake_case names for one release and answers in camelCase', async () => {
      const res = await a.c.send('POST', '/api/testimonials', {
        name: 'Dana R.',
        savings_amount: '$90/month',
        testimonial_text: 'Sent in the old names.',
        agree_to_share: true,
      });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({
        id: expect.any(Number),
        name: 'Dana R.',
        location: null,
        savingsAmount: '$90/month',
        testimonialText: 'Sent in the old names.',
        agreeToShare: true,
        status: 'pending',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
    });

    it("has no route to change or delete another user's story", async () => {
      const { id } = await bodyAt(await typedClient(app, b.c).api.testimonials.$post({ json: STORY }), 201);
      for (const method of ['PATCH', 'PUT', 'DELETE']) {
        const attempt = await a.c.send(method, `/api/testimonials/${id}`, { status: 'approved' });
        expect(attempt.status).toBe(404);
      }
      const row = await app.deps.database.db
        .selectFrom('testimonials')
        .select(['status', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'pending', user_id: b.id });
    });
  });
});
