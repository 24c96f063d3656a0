import { describe, expect, it } from 'vitest';
import { leaseTermMonths, monthlyDifference, pricePerSquareFoot, resultMessaging } from './result-messaging.ts';

/** An answer with the average at $2,281 and the range $1,802 to $2,760 (Atlanta 30308, 1 bedroom), at a rent. */
const atlanta = (currentRent: number) => {
  const overpayment = Math.max(0, currentRent - 2281);
  return {
    currentRent,
    marketRent: 2281,
    overpayment,
    percentOvermarket: Math.round(((currentRent - 2281) / 2281) * 1000) / 10,
    range: { low: 1802, high: 2760 },
  };
};

describe('result messaging: the headline follows where the rent sits in the range shown', () => {
  it.each([
    // Issue 29: $2,400 against $2,281, inside $1,802-$2,760: an opportunity, not "Significantly Overpaying".
    [
      2400,
      'within-above',
      'Good Opportunity to Save Money!',
      true,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), $119 a month above our average.',
    ],
    [
      2760,
      'within-above',
      'Good Opportunity to Save Money!',
      true,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), $479 a month above our average.',
    ],
    [
      2761,
      'above-range',
      "You're Significantly Overpaying!",
      true,
      'Your rent is above the usual range for homes like yours ($1,802 to $2,760), $480 a month above our average.',
    ],
    [
      2331,
      'at-average',
      "You're Getting a Fair Deal",
      false,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), close to our average.',
    ],
    [
      2332,
      'within-above',
      'Good Opportunity to Save Money!',
      true,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), $51 a month above our average.',
    ],
    [
      2281,
      'at-average',
      "You're Getting a Fair Deal",
      false,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), close to our average.',
    ],
    [
      2200,
      'within-below',
      'Secure Your Below-Market Rate',
      false,
      'Your rent is within the usual range for homes like yours ($1,802 to $2,760), $81 a month below our average.',
    ],
    [
      1100,
      'below-range',
      'Secure Your Below-Market Rate',
      false,
      'Your rent is below the usual range for homes like yours ($1,802 to $2,760), $1,181 a month below our average.',
    ],
  ] as const)('rent %s -> %s, %s', (rent, position, headline, banner, sentence) => {
    const m = resultMessaging(atlanta(rent));
    expect(m.position).toBe(position);
    expect(m.headline).toBe(headline);
    expect(m.showSavingsBanner).toBe(banner);
    expect(m.positionSentence).toBe(sentence);
  });

  it('New York 10025, $3,000 against $2,714 inside $2,144-$3,284: not "Significantly Overpaying"', () => {
    const m = resultMessaging({
      currentRent: 3000,
      marketRent: 2714,
      overpayment: 286,
      percentOvermarket: 10.5,
      range: { low: 2144, high: 3284 },
    });
    expect(m.headline).toBe('Good Opportunity to Save Money!');
  });

  it('computes yearly savings as monthly overpayment times 12', () => {
    expect(resultMessaging(atlanta(3115)).yearlySavings).toBe(10008);
  });

  it.each([
    [10.1, 'red', 'Monthly Overpayment'],
    [10, 'orange', 'Monthly Overpayment'],
    [0.1, 'orange', 'Monthly Overpayment'],
    [0, 'green', 'Market Aligned'],
    [-3, 'green', 'Below Market (Good!)'],
  ])('percent %s -> colour %s, label %s', (percentOvermarket, colour, label) => {
    const m = resultMessaging({ ...atlanta(2282), overpayment: 1, percentOvermarket });
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
