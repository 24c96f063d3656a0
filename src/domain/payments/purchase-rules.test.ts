import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PREMIUM_PACKAGE } from './catalog.ts';
import { checkPaidSession, priceInWholeDollars, purchaseExpiresAt } from './purchase-rules.ts';

const paid = { paymentStatus: 'paid', amountTotal: 700, currency: 'usd', packageType: 'Premium Package' };

describe('purchase rules', () => {
  it('stores the price in whole dollars: cents / 100, rounded', () => {
    expect(priceInWholeDollars(700)).toBe(7);
    expect(priceInWholeDollars(749)).toBe(7);
    expect(priceInWholeDollars(750)).toBe(8);
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => Number.isInteger(priceInWholeDollars(cents))));
  });

  it('expires 45 days after the purchase', () => {
    const bought = new Date('2026-01-10T12:00:00.000Z');
    expect(purchaseExpiresAt(bought, PREMIUM_PACKAGE).toISOString()).toBe('2026-02-24T12:00:00.000Z');
  });

  it('accepts only a paid session for a catalogue package at exactly the catalogue amount and currency', () => {
    expect(checkPaidSession(paid)).toEqual({ ok: true, pkg: PREMIUM_PACKAGE });
    expect(checkPaidSession({ ...paid, currency: 'USD' }).ok).toBe(true);
    expect(checkPaidSession({ ...paid, paymentStatus: 'unpaid' })).toEqual({ ok: false, reason: 'not_paid' });
    expect(checkPaidSession({ ...paid, packageType: 'Main Package' })).toEqual({ ok: false, reason: 'unknown_package' });
    expect(checkPaidSession({ ...paid, packageType: null })).toEqual({ ok: false, reason: 'unknown_package' });
    expect(checkPaidSession({ ...paid, amountTotal: 1 })).toEqual({ ok: false, reason: 'amount_mismatch' });
    expect(checkPaidSession({ ...paid, amountTotal: null })).toEqual({ ok: false, reason: 'amount_mismatch' });
    expect(checkPaidSession({ ...paid, currency: 'eur' })).toEqual({ ok: false, reason: 'amount_mismatch' });
  });

  it('never accepts any amount other than 700 cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }).filter((n) => n !== 700),
        (amountTotal) => {
          expect(checkPaidSession({ ...paid, amountTotal }).ok).toBe(false);
        },
      ),
    );
  });
});
