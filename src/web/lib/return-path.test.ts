import { describe, expect, it } from 'vitest';
import { checkoutPath, returnPath, signInThenReturnTo } from './return-path.ts';

describe('where sign-in returns to', () => {
  it('returns to a path on this site, and to the dashboard for anything else (no open redirect)', () => {
    expect(returnPath('/checkout?package=Premium%20Package')).toBe('/checkout?package=Premium%20Package');
    for (const evil of [null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(returnPath(evil)).toBe('/dashboard');
    }
  });

  it('builds the Sign in link that comes back to checkout', () => {
    expect(signInThenReturnTo(checkoutPath('Premium Package'))).toBe('/auth?redirect=%2Fcheckout%3Fpackage%3DPremium%2520Package');
  });
});
