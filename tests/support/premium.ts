import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { recordPurchaseOnce } from '#server/services/payments/purchases.repo.ts';
import type { TestApp } from '#tests/setup/test-app.ts';
import { type Client, client, signUp, uniqueEmail } from '#tests/support/auth-helpers.ts';

/** Records one Premium Package purchase ($7) for the user, as the payment flow records a completed checkout. */
export async function givePremium(app: TestApp, user: { id: string; email: string }, purchasedAt = new Date()) {
  await recordPurchaseOnce(app.deps.database.db, {
    userId: user.id,
    email: user.email,
    pkg: PREMIUM_PACKAGE,
    amountTotal: 700,
    sessionId: `cs_test_${user.id}`,
    purchasedAt,
  });
}

/** A new user ("<name> Tenant"), signed in on its own client, with one active Premium purchase. */
export async function signUpPremium(app: TestApp, name: string): Promise<{ c: Client; id: string }> {
  const c = client(app);
  const { user } = await signUp(c, uniqueEmail(name), `${name} Tenant`);
  await givePremium(app, user);
  return { c, id: user.id };
}
