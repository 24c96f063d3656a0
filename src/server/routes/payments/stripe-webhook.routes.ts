import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../../app-env.ts';
import { errorResponse } from '../../http/errors.ts';
import { MAX_WEBHOOK_BYTES } from '../../middleware/body-limit.ts';
import { purchaseStore, recordPaidSession } from '../../services/payments/purchases.ts';

/** Stripe's default: a signature older than 5 minutes is stale (replays of old deliveries are refused). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/**
 * POST /api/webhooks/stripe: the signature (STRIPE_WEBHOOK_SECRET) is checked on the raw body before anything is
 * read; a completed, paid checkout session becomes a purchase (once per session id, so redeliveries are harmless).
 */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  const { deps } = c.var;
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) return errorResponse(c, 400, 'Stripe webhooks are not configured', 'webhook_not_configured');
  const signature = c.req.header('stripe-signature');
  if (!signature) return errorResponse(c, 400, 'Missing Stripe-Signature header', 'invalid_signature');
  if (Number(c.req.header('content-length') ?? '0') > MAX_WEBHOOK_BYTES) return errorResponse(c, 413, 'Request body is too large', 'too_large');
  const payload = await c.req.text();
  if (payload.length > MAX_WEBHOOK_BYTES) return errorResponse(c, 413, 'Request body is too large', 'too_large');

  // The Stripe SDK is loaded on the first webhook, not at start-up (ADR 0020).
  const [{ default: StripeSdk }, { toSessionView }] = await Promise.all([import('stripe'), import('../../services/payments/stripe-provider.ts')]);
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    deps.logger.warn({ err: error }, 'Rejected Stripe webhook with an invalid signature');
    return errorResponse(c, 400, 'Invalid Stripe signature', 'invalid_signature');
  }

  if (!PAID_SESSION_EVENTS.has(event.type)) return c.json({ received: true, recorded: false }, 200);
  const session = toSessionView(event.data.object as Stripe.Checkout.Session);
  const outcome = await recordPaidSession(purchaseStore(deps), session, `webhook:${event.type}`);
  return c.json({ received: true, recorded: outcome.status === 'recorded', outcome: outcome.status }, 200);
});
