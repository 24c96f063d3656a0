import { completeAccountInputSchema } from '#domain/payments/account-completion.ts';
import { createPaymentInputSchema, verifyPaymentInputSchema } from '#domain/payments/payment.schema.ts';
import { type Context, Hono, type MiddlewareHandler, type TypedResponse } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { authHeaders } from '../../auth/auth-errors.ts';
import { forwardCookies } from '../../http/cookies.ts';
import type { ApiErrorBody } from '../../http/errors.ts';
import { refusalResponse } from '../../http/refusal-status.ts';
import { jsonBody } from '../../http/validate.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { sessionUser } from '../../middleware/require-user.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { completeGuestAccount } from '../../services/payments/complete-account.ts';
import { createPayment } from '../../services/payments/create-payment.ts';
import { knownPaidSession, PAYMENT_CALLS_PER_IP, PAYMENT_CALLS_PER_SESSION } from '../../services/payments/payment-budget.ts';
import { verifyPayment } from '../../services/payments/verify-payment.ts';

type SessionBody = { out: { json: { sessionId?: string | undefined } } };
const sessionIdOf = (c: Context<AppEnv, string, SessionBody>) => c.req.valid('json').sessionId;
const perSession = rateLimit(PAYMENT_CALLS_PER_SESSION, { key: (c) => sessionIdOf(c) ?? '' });
const perAddress = rateLimit(PAYMENT_CALLS_PER_IP);

/** A known paid session spends its own budget, any other call the address's (services/payments/payment-budget.ts). */
const paymentBudget: MiddlewareHandler<AppEnv, string, SessionBody, TypedResponse<ApiErrorBody, 429, 'json'>> = async (c, next) => {
  c.header('Cache-Control', 'no-store');
  const sessionId = sessionIdOf(c);
  const budget = sessionId && (await knownPaidSession(c.get('deps'), sessionId)) ? perSession : perAddress;
  return budget(c, next);
};

/** The payment functions under /api/functions: create-payment, verify-payment, complete-account (ADR 0010-0012). */
export const paymentFunctionRoutes = new Hono<AppEnv>()
  .post('/create-payment', jsonBody(createPaymentInputSchema), paymentBudget, async (c) => {
    const deps = c.get('deps');
    const { packageType, guestEmail, guestName } = c.req.valid('json');
    const result = await createPayment(
      deps,
      { user: await sessionUser(c), origin: appOrigin(deps.config.APP_ORIGIN, c.req.url) },
      { packageType, guestEmail, guestName },
    );
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  })
  .post('/verify-payment', jsonBody(verifyPaymentInputSchema), paymentBudget, async (c) => {
    const result = await verifyPayment(c.get('deps'), c.req.valid('json').sessionId);
    if (!result.ok) return refusalResponse(c, result);
    return c.json(result.value, 200);
  })
  .post('/complete-account', jsonBody(completeAccountInputSchema), paymentBudget, async (c) => {
    const deps = c.get('deps');
    const origin = appOrigin(deps.config.APP_ORIGIN, c.req.url);
    const result = await completeGuestAccount(deps, c.req.valid('json'), { headers: authHeaders(c), origin });
    if (!result.ok) return refusalResponse(c, result);
    const { setCookies, ...account } = result.value;
    forwardCookies(c, setCookies);
    return c.json(account, 201);
  });
