import { signInInputSchema, signUpInputSchema } from '#domain/auth/auth.schema.ts';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../app-env.ts';
import { authHeaders } from '../../auth/auth-errors.ts';
import { forwardCookies } from '../../http/cookies.ts';
import { REFUSAL_STATUS } from '../../http/refusal-status.ts';
import { requestInfo } from '../../http/request-info.ts';
import { jsonBody } from '../../http/validate.ts';
import { appOrigin } from '../../middleware/same-origin.ts';
import { sessionPolicy } from '../../services/account/session-policy.ts';
import { signIn } from '../../services/account/sign-in.ts';
import { signUpAccount } from '../../services/account/sign-up.ts';

/** What better-auth needs of the request, with the client's address and the app's origin. */
const authRequest = (c: Context<AppEnv>) => ({
  headers: authHeaders(c),
  ip: requestInfo(c, c.get('deps').config.TRUST_PROXY).ip,
  origin: appOrigin(c.get('deps').config.APP_ORIGIN, c.req.url),
});

/** /api/account: sign-up, sign-in (with the brute-force gate) and the session policy the browser enforces. */
export const accountRoutes = new Hono<AppEnv>()
  .post('/sign-up', jsonBody(signUpInputSchema), async (c) => {
    const outcome = await signUpAccount(c.get('deps'), c.req.valid('json'), authRequest(c));
    c.header('Cache-Control', 'no-store');
    if (!outcome.ok) {
      const { message, code, needsEmailVerification } = outcome;
      return c.json({ success: false, error: { message, code }, needsEmailVerification, user: null }, REFUSAL_STATUS[outcome.reason]);
    }
    forwardCookies(c, outcome.setCookies);
    return c.json({ success: true, error: null, user: outcome.user, needsEmailVerification: outcome.needsEmailVerification }, 201);
  })
  .post('/sign-in', jsonBody(signInInputSchema), async (c) => {
    c.header('Cache-Control', 'no-store');
    const outcome = await signIn(c.get('deps'), c.req.valid('json'), authRequest(c));
    if (outcome.ok) {
      forwardCookies(c, outcome.setCookies);
      return c.json({ user: outcome.user }, 200);
    }
    if (outcome.reason === 'blocked') c.header('Retry-After', String(outcome.blocked.retryAfterSeconds));
    return c.json({ error: outcome.error, blocked: outcome.blocked }, REFUSAL_STATUS[outcome.reason]);
  })
  .get('/session-policy', (c) => c.json(sessionPolicy(c.get('deps').config), 200));
