import { describe, expect, it } from 'vitest';
import { issueCsrfToken, verifyCsrfToken } from './csrf.ts';

const SECRET = 'x'.repeat(64);

describe('anti-forgery token', () => {
  it('verifies the token against its own signed cookie only', () => {
    const { token, cookie } = issueCsrfToken(SECRET);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyCsrfToken(SECRET, token, cookie)).toBe(true);
    const other = issueCsrfToken(SECRET);
    expect(verifyCsrfToken(SECRET, token, other.cookie)).toBe(false);
    expect(verifyCsrfToken(SECRET, other.token, cookie)).toBe(false);
    expect(verifyCsrfToken('y'.repeat(64), token, cookie)).toBe(false);
    expect(verifyCsrfToken(SECRET, token, `${token}.forged`)).toBe(false);
    expect(verifyCsrfToken(SECRET, token, undefined)).toBe(false);
    expect(verifyCsrfToken(SECRET, undefined, cookie)).toBe(false);
  });
});
