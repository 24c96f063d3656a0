import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { MAX_WEBHOOK_BYTES } from '../../middleware/body-limit.ts';
import { receiveStripeWebhook } from '../../services/payments/stripe-webhook.ts';

/** The raw payload (the signature covers its exact bytes), or null when it is over the webhook limit. */
async function readPayload(c: Context): Promise<string | null> {
  if (Number(c.req.header('content-length') ?? '0') > MAX_WEBHOOK_BYTES) return null;
  const payload = await c.req.text();
  return payload.length > MAX_WEBHOOK_BYTES ? null : payload;
}

/** POST /api/webhooks/stripe: Stripe's signed events (services/payments/stripe-webhook.ts). */
export const stripeWebhookRoutes = new Hono<AppEnv>().post('/stripe', async (c) => {
  const result = await receiveStripeWebhook(c.get('deps'), c.req.header('stripe-signature'), () => readPayload(c));
  if (!result.ok) return refusalResponse(c, result);
  return c.json(result.value, 200);
});
