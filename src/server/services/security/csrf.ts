import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const CSRF_COOKIE = 'rentcheck.csrf';
export const CSRF_MAX_AGE_SECONDS = 2 * 60 * 60;

const sign = (secret: string, token: string) => createHmac('sha256', secret).update(`csrf:${token}`).digest('hex');

/** A fresh anti-forgery token (32 random bytes, hex) and its signed cookie value. */
export function issueCsrfToken(secret: string): { token: string; cookie: string } {
  const token = randomBytes(32).toString('hex');
  return { token, cookie: `${token}.${sign(secret, token)}` };
}

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Double submit: the form's hidden csrfToken must equal the token in our signed, httpOnly, SameSite=Strict cookie. */
export function verifyCsrfToken(secret: string, submitted: string | undefined, cookie: string | undefined): boolean {
  if (!submitted || !cookie || !/^[0-9a-f]{64}$/.test(submitted)) return false;
  const [token, signature] = cookie.split('.');
  if (!token || !signature) return false;
  return equal(signature, sign(secret, token)) && equal(token, submitted);
}
