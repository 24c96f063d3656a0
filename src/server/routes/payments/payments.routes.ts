import { completeAccountInputSchema } from '#domain/payments/account-completion.ts';
import { createPaymentInputSchema, verifyPaymentInputSchema } from '#domain/payments/payment.schema.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../../app-env.ts';
import type { Database } from '../../db/types.ts';
import { errorResponse } from '../../http/errors.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { sessionUser } from '../../middleware/require-user.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { heldGuestPayment, purchaseForSession } from '../../services/payments/purchases.repo.ts';
import type { RateRule } from '../../services/rate-limit/rate-limit-store.ts';
import { completeGuestAccount } from './complete-account.service.ts';
import { createPayment, verifyPayment } from './payments.service.ts';

/** Each call reaches the payment provider: a budget per client address keeps anyone from flooding it. */
const PAYMENT_CALLS_PER_IP: RateRule = { name: 'payments-ip', points: 30, durationSeconds: 60 };
/** A known paid session has its own budget instead, so nobody can flood the provider through one. */
const PAYMENT_CALLS_PER_SESSION: RateRule = { name: 'payments-session', points: 30, durationSeconds: 60 };

/**
 * A session already known to be paid (held for its guest, or recorded) is proof of payment: asking about it or
 * completing its account never spends the per-address budget, so other visitors on the same network cannot use it up.
 */
const paymentBudget: MiddlewareHandler<AppEnv & { Variables: { body: { sessionId?: string } } }> = async (c, next) => {
  const { deps } = c.var;
  c.header('Cache-Control', 'no-store');
  const sessionId = c.get('body').sessionId;
  const { ip } = requestInfo(c, deps.config.TRUST_PROXY);
  if (sessionId && (await knownPaidSession(deps.database.db, sessionId))) {
    if (!(await deps.monitor.allow(PAYMENT_CALLS_PER_SESSION, sessionId, ip))) {
      return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
    }
    return next();
  }
  if (!(await deps.monitor.allow(PAYMENT_CALLS_PER_IP, ip, ip))) {
    return errorResponse(c, 429, 'Too many requests. Please try again later.', 'rate_limited');
  }
  await next();
};

async function knownPaidSession(db: Kysely<Database>, sessionId: string): Promise<boolean> {
  if (await heldGuestPayment(db, sessionId)) return true;
  return (await purchaseForSession(db, sessionId)) !== null;
}

/** The spec's payment server functions under /api/functions (SPEC section 7, DESIGN API contract). */
export const paymentFunctionRoutes = new Hono<AppEnv>()
  .post('/create-payment', jsonBody(createPaymentInputSchema), paymentBudget, async (c) => {
    const { deps } = c.var;
    const { packageType, guestEmail, guestName } = c.get('body');
    const result = await createPayment(
      deps,
      { user: await sessionUser(c), origin: appOrigin(deps.config.APP_ORIGIN, c.req.url) },
      { packageType, guestEmail, guestName },
    );
    return c.json(result, 200);
  })
  .post('/verify-payment', jsonBody(verifyPaymentInputSchema), paymentBudget, async (c) => {
    return c.json(await verifyPayment(c.var.deps, c.get('body').sessionId), 200);
  })
  .post('/complete-account', jsonBody(completeAccountInputSchema), paymentBudget, async (c) => {
    const { deps } = c.var;
    const origin = appOrigin(deps.config.APP_ORIGIN, c.req.url);
    const { setCookies, ...body } = await completeGuestAccount(deps, c.get('body'), { headers: c.req.raw.headers, origin });
    for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
    return c.json(body, 201);
  });
