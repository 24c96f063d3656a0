import { describe, expect, it } from 'vitest';
import { realisticAsk } from './realistic-ask.ts';

describe('the realistic ask (5-15% of the rent)', () => {
  it('holds a large gap to 15%: $5,000 against a $3,954 average asks for $4,250, $750 a month, $9,000 a year', () => {
    expect(realisticAsk(5000, { marketRent: 3954, range: { low: 3124, high: 4784 } })).toEqual({
      targetRent: 4250,
      monthly: 750,
      percent: 15,
      yearly: 9000,
      flooredAtRange: false,
    });
  });

  it('asks for the gap itself when it is between 5 and 15% of the rent', () => {
    // $2,300 against $2,100: the gap is 8.7% of the rent -> 9% -> $2,093 -> $2,095.
    expect(realisticAsk(2300, { marketRent: 2100, range: { low: 1659, high: 2541 } })).toEqual({
      targetRent: 2095,
      monthly: 205,
      percent: 9,
      yearly: 2460,
      flooredAtRange: false,
    });
  });

  it('asks for at least 5%, and at least 10% above the range', () => {
    expect(realisticAsk(2000, { marketRent: 1940, range: { low: 1533, high: 2347 } }).percent).toBe(5);
    expect(realisticAsk(3000, { marketRent: 2800, range: { low: 2212, high: 2900 } })).toMatchObject({ targetRent: 2700, percent: 10 });
  });

  it('never asks for less than the range low end, and asks for 5% without market figures', () => {
    expect(realisticAsk(1000, { marketRent: 1200, range: { low: 980, high: 1450 } })).toMatchObject({
      targetRent: 980,
      flooredAtRange: true,
    });
    expect(realisticAsk(2000, null)).toEqual({ targetRent: 1900, monthly: 100, percent: 5, yearly: 1200, flooredAtRange: false });
  });
});
