import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { sameOrigin } from '../../middleware/same-origin.ts';
import { findDemoCheckout, payDemoCheckout } from '../../services/payments/demo-checkout.ts';
import { demoCheckoutPage, demoNotFoundPage } from './demo-checkout.page.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

const notFound = (c: Context<AppEnv>) => c.html(demoNotFoundPage(), 404, NO_STORE);

/**
 * The demo provider's hosted page (/demo-checkout/:id), served only when payments run in demo mode. Pay marks the
 * session paid and records the purchase as Stripe's webhook would; both buttons return to the app as Stripe does.
 */
export const demoCheckoutRoutes = new Hono<AppEnv>()
  .use(sameOrigin)
  .get('/:id', async (c) => {
    const session = await findDemoCheckout(c.get('deps'), c.req.param('id'));
    if (!session) return notFound(c);
    return c.html(demoCheckoutPage(session), 200, NO_STORE);
  })
  .post('/:id/pay', async (c) => {
    const payment = await payDemoCheckout(c.get('deps'), c.req.param('id'), c.req.url);
    if (payment.status === 'not-found') return notFound(c);
    if (payment.status === 'not-payable') return c.html(demoCheckoutPage(payment.session), 409, NO_STORE);
    return c.redirect(payment.returnUrl, 303);
  })
  .post('/:id/cancel', async (c) => {
    const session = await findDemoCheckout(c.get('deps'), c.req.param('id'));
    if (!session) return notFound(c);
    return c.redirect(session.cancel_url, 303);
  });
