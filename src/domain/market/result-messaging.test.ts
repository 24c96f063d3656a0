import { describe, expect, it } from 'vitest';
import { leaseTermMonths, monthlyDifference, pricePerSquareFoot, resultMessaging } from './result-messaging.ts';

describe('result messaging (checked in order)', () => {
  it.each([
    [150, 12.5, "You're Significantly Overpaying!", true],
    [100.01, 3, "You're Significantly Overpaying!", true],
    [100, 3, 'Good Opportunity to Save Money!', true],
    [50.5, 2, 'Good Opportunity to Save Money!', true],
    [50, 2, "You're Getting a Fair Deal", false],
    [0, 0, "You're Getting a Fair Deal", false],
    [0, -0.1, 'Secure Your Below-Market Rate', false],
    [0, -25, 'Secure Your Below-Market Rate', false],
  ])('overpayment %s, %s%% -> %s', (overpayment, percentOvermarket, headline, banner) => {
    const m = resultMessaging({ overpayment, percentOvermarket });
    expect(m.headline).toBe(headline);
    expect(m.showSavingsBanner).toBe(banner);
  });

  it('computes yearly savings as monthly overpayment times 12', () => {
    expect(resultMessaging({ overpayment: 834, percentOvermarket: 20 }).yearlySavings).toBe(10008);
  });

  it.each([
    [10.1, 'red', 'Monthly Overpayment'],
    [10, 'orange', 'Monthly Overpayment'],
    [0.1, 'orange', 'Monthly Overpayment'],
    [0, 'green', 'Market Aligned'],
    [-3, 'green', 'Below Market (Good!)'],
  ])('percent %s -> colour %s, label %s', (percentOvermarket, colour, label) => {
    const m = resultMessaging({ overpayment: 1, percentOvermarket });
    expect(m.positionColour).toBe(colour);
    expect(m.positionLabel).toBe(label);
  });

  it('gives the monthly difference from the average in whole dollars on either side', () => {
    expect(monthlyDifference({ currentRent: 1100, marketRent: 2448 })).toBe(1348);
    expect(monthlyDifference({ currentRent: 5000, marketRent: 3954.4 })).toBe(1046);
  });

  it('shows the lease term as days / 30, rounded', () => {
    expect(leaseTermMonths('2025-12-01', '2026-11-30')).toBe(12); // 364 days
    expect(leaseTermMonths('2026-01-01', '2026-07-01')).toBe(6); // 181 days
    expect(leaseTermMonths('2026-01-01', '2026-01-16')).toBe(1); // 15 days -> 0.5 rounds up
    expect(leaseTermMonths('', '2026-01-16')).toBeNull();
  });

  it('shows price per square foot to 2 decimals', () => {
    expect(pricePerSquareFoot(5000, 700)).toBe('7.14');
    expect(pricePerSquareFoot(1234, 1000)).toBe('1.23');
    expect(pricePerSquareFoot(1000, 0)).toBeNull();
  });
});
