import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, SessionUser } from '../app-env.ts';
import { authHeaders } from '../auth/auth-errors.ts';
import { errorResponse } from '../http/errors.ts';

/** Reads the session (read-only: activity refreshes happen through /api/auth/get-session). */
export async function sessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const result = await c.get('deps').auth.api.getSession({ headers: authHeaders(c), query: { disableRefresh: true } });
  if (!result?.user || !result.session) return null;
  const { id, email, name, emailVerified } = result.user;
  return { id, email, name, emailVerified };
}

/** 401 unless a valid session cookie came with the request; sets the request's `user` variable. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await sessionUser(c);
  if (!user) return errorResponse(c, 401, 'Authentication required. Please sign in.', 'unauthorized');
  c.set('user', user);
  await next();
};
