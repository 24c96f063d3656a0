import { describe, expect, it } from 'vitest';
import { averageFloor, realisticAsk } from './realistic-ask.ts';

describe('the realistic ask (5-15% of the rent, never below the average)', () => {
  it('holds a large gap to 15%: $5,000 against a $3,954 average asks for $4,250, $750 a month, $9,000 a year', () => {
    expect(realisticAsk(5000, { marketRent: 3954, range: { low: 3124, high: 4784 } })).toEqual({
      targetRent: 4250,
      monthly: 750,
      percent: 15,
      yearly: 9000,
      flooredAtRange: false,
      atAverage: false,
    });
  });

  it('never asks below the average the letter cites: the gap rounded to a percent and to $5 is raised to it', () => {
    // $2,300 against $2,100: the gap is 8.7% of the rent -> 9% -> $2,093 -> $2,095, under $2,100: $2,100.
    expect(realisticAsk(2300, { marketRent: 2100, range: { low: 1659, high: 2541 } })).toEqual({
      targetRent: 2100,
      monthly: 200,
      percent: 9,
      yearly: 2400,
      flooredAtRange: false,
      atAverage: true,
    });
    // Atlanta 30308 (issue 29): $2,400 against $2,281. 5% would be $2,280 and save $1,440 a year, more than the whole
    // gap ($119 x 12 = $1,428); the ask is $2,285, saving $1,380.
    const atlanta = realisticAsk(2400, { marketRent: 2281, range: { low: 1802, high: 2760 } });
    expect(atlanta).toMatchObject({ targetRent: 2285, yearly: 1380, atAverage: true });
    expect(atlanta.yearly).toBeLessThanOrEqual((2400 - 2281) * 12);
    // New York 10025 (issue 29): $3,600 against $2,714: 15%, $3,060, well above it.
    expect(realisticAsk(3600, { marketRent: 2714, range: { low: 2144, high: 3284 } })).toMatchObject({ targetRent: 3060, yearly: 6480 });
  });

  it('a gap under 15% is asked for whole (the average, rounded up to $5); under 5% it is not raised to 5%', () => {
    expect(realisticAsk(2000, { marketRent: 1890, range: { low: 1533, high: 2347 } })).toMatchObject({ targetRent: 1890, percent: 6 });
    expect(realisticAsk(2000, { marketRent: 1940, range: { low: 1533, high: 2347 } })).toMatchObject({ targetRent: 1940, percent: 3 });
  });

  it('below the average: 5%, never below the range low end; 5% without market figures', () => {
    expect(realisticAsk(1000, { marketRent: 1200, range: { low: 980, high: 1450 } })).toMatchObject({
      targetRent: 980,
      flooredAtRange: true,
      atAverage: false,
    });
    expect(realisticAsk(2000, null)).toEqual({
      targetRent: 1900,
      monthly: 100,
      percent: 5,
      yearly: 1200,
      flooredAtRange: false,
      atAverage: false,
    });
  });

  it('the floor: the average rounded up to $5, to the dollar when that reaches the rent, the rent within a dollar', () => {
    expect(averageFloor(2400, 2281)).toBe(2285);
    expect(averageFloor(2284, 2281.4)).toBe(2282);
    expect(averageFloor(2282, 2281.4)).toBe(2282);
    expect(averageFloor(2281, 2281.4)).toBeNull();
  });
});
