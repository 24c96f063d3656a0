import type { Context } from 'hono';
import type { Refusal } from '../services/result.ts';
import { errorResponse } from './errors.ts';

/**
 * The one table of refusal statuses (issue 31): every code a service refuses with, and the status every route answers
 * it with. A service returns its refusals (services/result.ts) and never throws one; a route answers a refusal with
 * `refusalResponse(c, result)`, so a code that is not here does not type-check. 4xx is the caller's request (400 wrong
 * input, 401 not signed in, 402 not paid, 403 not allowed, 404 not there or not theirs, 409 a conflict with stored
 * state or a cap, 413 too large, 422 valid input the data cannot answer, 429 a limit); 5xx only for a third party that
 * failed, never for what the user sent. tests/integration/refusals.test.ts walks every route with these.
 */
export const REFUSAL_STATUS = {
  invalid_token: 400,
  reset_failed: 400,
  package_not_available: 400,
  email_required: 400,
  webhook_not_configured: 400,
  invalid_figure: 400,
  invalid_signature: 400,
  payment_not_verified: 402,
  premium_required: 403,
  csrf_failed: 403,
  not_found: 404,
  payment_not_found: 404,
  support_unavailable: 404,
  ai_unavailable: 404,
  account_exists: 409,
  prove_email: 409,
  negotiation_limit_reached: 409,
  event_limit_reached: 409,
  agreement_required: 409,
  report_needs_lease: 409,
  too_large: 413,
  unknown_zip: 422,
  rate_limited: 429,
  revision_limit_reached: 429,
  reset_rate_limited: 429,
  // Sign-up and sign-in refusals, by reason (their spec-fixed bodies carry more than the error: routes/account).
  invalid: 400,
  rejected: 400,
  invalid_credentials: 401,
  suspicious: 403,
  forbidden: 403,
  email_not_confirmed: 403,
  unconfirmed: 409,
  exists: 409,
  unprocessable: 422,
  blocked: 429,
  // A third party failed or is unreachable: never the user's input.
  ai_failed: 502,
  payment_provider_unavailable: 503,
  reset_unavailable: 503,
} as const;

export type RefusalCode = keyof typeof REFUSAL_STATUS;

/** The API's error body for a service's refusal, with the status the table gives its code (kept in the response's type). */
export function refusalResponse<C extends RefusalCode>(c: Context, refusal: Refusal<C>) {
  return errorResponse(c, REFUSAL_STATUS[refusal.code] as (typeof REFUSAL_STATUS)[C], refusal.message, refusal.code);
}
