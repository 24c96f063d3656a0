import { describe, expect, it } from 'vitest';
import {
  checkoutPath,
  DEFAULT_PACKAGE_NAME,
  findPackage,
  formatPrice,
  PACKAGE_CATALOG,
  packageNameFromQuery,
  PREMIUM_PACKAGE,
} from './catalog.ts';

describe('package catalogue', () => {
  it('defines only the Premium Package: $7 (700 cents), 45 days, 20 revisions and the eleven features of SPEC section 1', () => {
    expect(Object.keys(PACKAGE_CATALOG)).toEqual(['Premium Package']);
    expect(PREMIUM_PACKAGE).toMatchObject({ name: 'Premium Package', price: 7, amountCents: 700, currency: 'usd', accessDays: 45, revisions: 20 });
    expect(PREMIUM_PACKAGE.features).toHaveLength(11);
    expect(PREMIUM_PACKAGE.features[0]).toBe('AI-powered personalised negotiation letter');
    expect(PREMIUM_PACKAGE.features.at(-1)).toBe('45 days of full access');
  });

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
