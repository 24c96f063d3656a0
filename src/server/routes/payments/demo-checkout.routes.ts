import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { sameOrigin } from '../../middleware/same-origin.ts';
import { type DemoPaymentProvider, demoSessionView } from '../../services/payments/demo-provider.ts';
import { purchaseStore, recordPaidSessionQuietly } from '../../services/payments/purchases.ts';
import { demoCheckoutPage, demoNotFoundPage } from './demo-checkout.page.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The demo provider, or null when real payments (Stripe) are configured and this page must not exist. */
const demoProvider = (c: Context<AppEnv>): DemoPaymentProvider | null => {
  const { payments } = c.var.deps;
  return payments.kind === 'demo' ? payments : null;
};

const notFound = (c: Context<AppEnv>) => c.html(demoNotFoundPage(), 404, NO_STORE);

/**
 * The demo provider's hosted page (/demo-checkout/:id), served only when payments run in demo mode. Pay marks the
 * session paid and records the purchase as Stripe's webhook would; both buttons return to the app as Stripe does.
 */
export const demoCheckoutRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .get('/:id', async (c) => {
    const session = await demoProvider(c)?.find(c.req.param('id'));
    if (!session) return notFound(c);
    return c.html(demoCheckoutPage(session), 200, NO_STORE);
  })
  .post('/:id/pay', async (c) => {
    const demo = demoProvider(c);
    if (!demo) return notFound(c);
    const id = c.req.param('id');
    const paid = await demo.pay(id);
    if (!paid) {
      const session = await demo.find(id);
      return session ? c.html(demoCheckoutPage(session), 409, NO_STORE) : notFound(c);
    }
    const { deps } = c.var;
    await recordPaidSessionQuietly(purchaseStore(deps, c.req.url), demoSessionView(paid), 'demo-checkout');
    return c.redirect(paid.success_url.replace('{CHECKOUT_SESSION_ID}', paid.id), 303);
  })
  .post('/:id/cancel', async (c) => {
    const session = await demoProvider(c)?.find(c.req.param('id'));
    if (!session) return notFound(c);
    return c.redirect(session.cancel_url, 303);
  });
