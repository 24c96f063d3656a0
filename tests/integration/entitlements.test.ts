import { consumeRevision, releaseRevision, revisionAllowance } from '#server/services/entitlements/revisions.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDatabaseKinds } from '#tests/setup/test-app.ts';
import { client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';
import { givePremium } from '#tests/support/premium.ts';

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `203.0.113.${100 + ipCounter}`;
};

describe.each(testDatabaseKinds())('premium revision entitlements on %s', (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => app?.close());

  async function member(purchasedAt: Date | null = new Date()) {
    const c = client(app, nextIp());
    const email = uniqueEmail('rev');
    const { user } = await signUp(c, email);
    if (purchasedAt) await givePremium(app, user, purchasedAt);
    return { c, user };
  }

  it('refuses revisions without an active purchase, with a clear message', async () => {
    const { c, user } = await member(null);
    expect(await consumeRevision(app.deps, user.id)).toEqual({
      ok: false,
      code: 'premium_required',
      message: 'AI letter revisions are part of the Premium Package. Get Premium to revise your letter with AI.',
      remaining: 0,
    });
    expect(await (await c.get('/api/entitlements/revisions')).json()).toEqual({
      active: false,
      limit: 20,
      used: 0,
      remaining: 0,
      expiresAt: null,
    });
  });

  it('treats a purchase older than 45 days as expired', async () => {
    const { user } = await member(new Date(Date.now() - 46 * 86_400_000));
    expect((await consumeRevision(app.deps, user.id)).ok).toBe(false);
    expect((await revisionAllowance(app.deps, user.id)).active).toBe(false);
  });

  it('allows exactly 20 revisions even when 30 are requested at once', async () => {
    const { c, user } = await member();
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeRevision(app.deps, user.id)));
    const granted = results.filter((r) => r.ok);
    expect(granted).toHaveLength(20);
    expect(granted.map((r) => (r.ok ? r.remaining : -1)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(results.find((r) => !r.ok)).toEqual({
      ok: false,
      code: 'revision_limit_reached',
      message: 'You have used all 20 AI letter revisions included in your Premium Package.',
      remaining: 0,
    });
    const allowance = await (await c.get('/api/entitlements/revisions')).json();
    expect(allowance).toMatchObject({ active: true, limit: 20, used: 20, remaining: 0 });
    expect(Math.ceil((new Date(allowance.expiresAt).getTime() - Date.now()) / 86_400_000)).toBe(45);
  });

  it('counts per user and reports what is left', async () => {
    const a = await member();
    const b = await member();
    await consumeRevision(app.deps, a.user.id);
    const second = await consumeRevision(app.deps, a.user.id);
    expect(second).toMatchObject({ ok: true, used: 2, remaining: 18, limit: 20 });
    expect((await revisionAllowance(app.deps, b.user.id)).remaining).toBe(20);
    // A revision that could not be produced is given back, only by its owner.
    if (!second.ok) throw new Error('expected a revision');
    await releaseRevision(app.deps, b.user.id, second.purchaseId);
    expect((await revisionAllowance(app.deps, a.user.id)).remaining).toBe(18);
    await releaseRevision(app.deps, a.user.id, second.purchaseId);
    expect((await revisionAllowance(app.deps, a.user.id)).remaining).toBe(19);
  });

  it('answers 401 to a visitor', async () => {
    const response = await app.request('/api/entitlements/revisions');
    expect(response.status).toBe(401);
  });
});
