import { describe, expect, it } from 'vitest';
import { againstWalkAway, overlapCost, walkAwayPoint } from './walk-away.ts';

const NONE = { movers: null, deposit: null, applicationFees: null, overlapDays: null, setUp: null };
const renters = (rent: number) => ({ rent, source: 'renter' as const, range: null });

describe('walk-away point', () => {
  it('is the alternative rent plus the one-time costs spread over the term, rounded down to the dollar', () => {
    expect(walkAwayPoint(renters(2000), { ...NONE, movers: 1000 }, 12).point).toBe(2083);
    expect(walkAwayPoint(renters(2000), { ...NONE, movers: 1200 }, 12).point).toBe(2100);
    expect(walkAwayPoint(renters(2000), { ...NONE, movers: 1000 }, 18).point).toBe(2055);
  });

  it('counts overlapping rent as the alternative rent for those days (rent x 12 / 365 a day)', () => {
    expect(overlapCost(2000, 14)).toBe(921);
    expect(overlapCost(2000, 0)).toBe(0);
    expect(overlapCost(3100, 92)).toBe(9376);
  });

  it('says when no cost was entered, and a cost entered as 0 is entered', () => {
    expect(walkAwayPoint(renters(1500), NONE, 12)).toMatchObject({ point: 1500, oneTimeTotal: 0, noCostsEntered: true });
    expect(walkAwayPoint(renters(1500), { ...NONE, movers: 0 }, 12)).toMatchObject({ point: 1500, noCostsEntered: false });
  });

  it('gives the point at both ends of our range when the alternative is our estimate', () => {
    const w = walkAwayPoint({ rent: 1827, source: 'market', range: { low: 1443, high: 2211 } }, { ...NONE, movers: 1200 }, 12);
    expect(w.pointAtRange).toEqual({ low: 1543, high: 2311 });
  });

  it('refuses a term under one month rather than dividing by it', () => {
    expect(() => walkAwayPoint(renters(1500), NONE, 0)).toThrow('at least one month');
  });

  it('places a rent against it: at the point renewing costs the same as moving, a dollar above moving costs less', () => {
    const w = walkAwayPoint(renters(2000), { ...NONE, movers: 1200 }, 12);
    expect(againstWalkAway(w, 2100)).toEqual({ point: 2100, termMonths: 12, betterOffThanMoving: 0, movingCostsLess: false });
    expect(againstWalkAway(w, 2101)).toEqual({ point: 2100, termMonths: 12, betterOffThanMoving: -12, movingCostsLess: true });
    expect(againstWalkAway(w, 1900).betterOffThanMoving).toBe(2400);
  });
});
