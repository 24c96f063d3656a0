import type { Context } from 'hono';

/** Passes on the Set-Cookie headers better-auth produced (a new session) to our own response. */
export function forwardCookies(c: Context, setCookies: readonly string[]): void {
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
}
