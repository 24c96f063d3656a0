import type Stripe from 'stripe';
import type { Deps } from '../../deps.ts';
import { ok, type Result, refuse } from '../result.ts';
import { purchaseStore, recordPaidSession, type RecordOutcome } from './purchases.ts';

/** Stripe's default: a signature older than 5 minutes is stale (replays of old deliveries are refused). */
const WEBHOOK_TOLERANCE_SECONDS = 300;
const PAID_SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export type WebhookReceipt = { received: true; recorded: boolean; outcome?: RecordOutcome['status'] };

/**
 * A Stripe webhook delivery: the signature (STRIPE_WEBHOOK_SECRET) is checked on the raw payload before anything is
 * read; a completed, paid checkout session becomes a purchase (once per session id, so redeliveries are harmless).
 * `readPayload` gives the raw body, or null when it is over the size limit; it is read only once the secret and the
 * signature header are known to be there.
 */
export async function receiveStripeWebhook(
  deps: Deps,
  signature: string | undefined,
  readPayload: () => Promise<string | null>,
): Promise<Result<WebhookReceipt, 'webhook_not_configured' | 'invalid_signature' | 'too_large'>> {
  const secret = deps.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) return refuse('webhook_not_configured', 'Stripe webhooks are not configured');
  if (!signature) return refuse('invalid_signature', 'Missing Stripe-Signature header');
  const payload = await readPayload();
  if (payload === null) return refuse('too_large', 'Request body is too large');

  // The Stripe SDK is loaded on the first webhook, not at start-up (docs/performance.md, "Start-up and memory").
  const [{ default: StripeSdk }, { toSessionView }] = await Promise.all([import('stripe'), import('../../adapters/stripe-provider.ts')]);
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(payload, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    deps.logger.warn({ err: error }, 'Rejected Stripe webhook with an invalid signature');
    return refuse('invalid_signature', 'Invalid Stripe signature');
  }

  if (!PAID_SESSION_EVENTS.has(event.type)) return ok({ received: true, recorded: false });
  const session = toSessionView(event.data.object as Stripe.Checkout.Session);
  const outcome = await recordPaidSession(purchaseStore(deps), session, `webhook:${event.type}`);
  return ok({ received: true, recorded: outcome.status === 'recorded', outcome: outcome.status });
}
