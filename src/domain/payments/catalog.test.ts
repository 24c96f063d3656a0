import { describe, expect, it } from 'vitest';
import { checkoutPath, DEFAULT_PACKAGE_NAME, findPackage, formatPrice, packageNameFromQuery, PREMIUM_PACKAGE } from './catalog.ts';

// What the catalogue's price, access days and revisions do is tested where they act: payments-demo.test.ts
// (the amount charged and the purchase granted) and entitlements.test.ts (the revisions).
describe('package catalogue', () => {
  it('finds packages by exact name only; the default Main Package and prototype keys are not packages', () => {
    expect(findPackage('Premium Package')).toBe(PREMIUM_PACKAGE);
    expect(findPackage(DEFAULT_PACKAGE_NAME)).toBeNull();
    expect(findPackage('premium package')).toBeNull();
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', '', null, undefined]) {
      expect(findPackage(name)).toBeNull();
    }
  });

  it('uses Main Package when /checkout has no package parameter', () => {
    expect(packageNameFromQuery(null)).toBe('Main Package');
    expect(packageNameFromQuery('Premium Package')).toBe('Premium Package');
    expect(packageNameFromQuery('')).toBe('');
  });

  it('formats prices and builds the checkout link', () => {
    expect(formatPrice(7)).toBe('$7');
    expect(formatPrice(7.5)).toBe('$7.50');
    expect(checkoutPath()).toBe('/checkout?package=Premium%20Package');
  });
});
