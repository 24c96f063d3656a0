import { describe, expect, it } from 'vitest';
import { MAX_TIMING_STEPS, negotiationTiming, REDUCTION_TIP, suggestedReductionRange, TIMING_ACTIONS } from './timing.ts';

const today = new Date(2026, 10, 21);

describe('negotiationTiming', () => {
  it('is null without a usable lease end date', () => {
    expect(negotiationTiming(undefined, today)).toBeNull();
    expect(negotiationTiming('', today)).toBeNull();
    expect(negotiationTiming('next spring', today)).toBeNull();
    expect(negotiationTiming('2027-02-30', today)).toBeNull();
  });

  it('opens the window 4 calendar months before the lease ends, clamping the day', () => {
    expect(negotiationTiming('2027-03-01', today)?.windowOpens).toBe('2026-11-01');
    expect(negotiationTiming('2027-06-30', today)?.windowOpens).toBe('2027-02-28');
    expect(negotiationTiming('2027-03-01T00:00:00Z', today)?.leaseEnd).toBe('2027-03-01');
  });

  it.each([
    ['2027-06-30', 'early', 221],
    ['2027-03-21', 'in-window', 120],
    ['2026-12-21', 'in-window', 30],
    ['2026-12-20', 'late', 29],
    ['2026-11-21', 'late', 0],
    ['2026-11-20', 'expired', -1],
  ] as const)('lease ending %s is %s with %i days left', (end, status, days) => {
    const timing = negotiationTiming(end, today);
    expect(timing?.status).toBe(status);
    expect(timing?.daysUntilEnd).toBe(days);
  });

  it('is in-window on the day the window opens', () => {
    expect(negotiationTiming('2027-03-21', today)?.status).toBe('in-window');
    expect(negotiationTiming('2027-03-22', today)?.status).toBe('early');
  });

  it('plans week by week from today through sending, following up, negotiating, agreeing and signing', () => {
    const steps = negotiationTiming('2027-03-01', today)?.steps ?? [];
    expect(steps[0]).toEqual({ weekStart: '2026-11-21', action: TIMING_ACTIONS.research });
    expect(steps.map((s) => s.action)).toEqual([
      TIMING_ACTIONS.research,
      TIMING_ACTIONS.prepare,
      TIMING_ACTIONS.send,
      TIMING_ACTIONS.followUp,
      TIMING_ACTIONS.negotiate,
      expect.stringContaining('Over the next 4 weeks'),
      TIMING_ACTIONS.written,
      TIMING_ACTIONS.sign,
    ]);
    expect(steps.map((s) => s.weekStart)).toEqual([
      '2026-11-21',
      '2026-11-28',
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
      '2027-01-23',
      '2027-01-30',
    ]);
  });

  it('starts the plan when the window opens if it is early, after a note for now', () => {
    const steps = negotiationTiming('2027-06-30', today)?.steps ?? [];
    expect(steps[0]?.weekStart).toBe('2026-11-21');
    expect(steps[0]?.action).toContain('opens on February 28, 2027');
    expect(steps[1]).toEqual({ weekStart: '2027-02-28', action: TIMING_ACTIONS.research });
    expect(steps.at(-1)?.action).toBe(TIMING_ACTIONS.sign);
  });

  it('squeezes every action into the weeks left when late', () => {
    const steps = negotiationTiming('2026-12-10', today)?.steps ?? [];
    expect(steps).toHaveLength(3);
    const all = steps.map((s) => s.action).join(' ');
    for (const action of [TIMING_ACTIONS.send, TIMING_ACTIONS.followUp, TIMING_ACTIONS.written, TIMING_ACTIONS.sign]) {
      expect(all).toContain(action);
    }
    expect(negotiationTiming('2026-11-21', today)?.steps).toHaveLength(1);
  });

  it('gives a short catch-up plan once the lease has ended', () => {
    const steps = negotiationTiming('2026-10-01', today)?.steps ?? [];
    expect(steps.map((s) => s.weekStart)).toEqual(['2026-11-21', '2026-11-28', '2026-12-05']);
    expect(steps[0]?.action).toMatch(/^Your lease end date has passed/);
  });

  it('keeps every plan within the cap, in date order', () => {
    for (const end of ['2026-11-25', '2026-12-30', '2027-02-01', '2027-03-21', '2028-11-21']) {
      const steps = negotiationTiming(end, today)?.steps ?? [];
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.length).toBeLessThanOrEqual(MAX_TIMING_STEPS);
      expect([...steps.map((s) => s.weekStart)].sort()).toEqual(steps.map((s) => s.weekStart));
      expect(steps.every((s) => s.weekStart < end)).toBe(true);
    }
  });
});

describe('reduction advice', () => {
  it('tells renters to ask for 5 to 15 percent', () => {
    expect(REDUCTION_TIP).toContain('5 to 15 percent');
  });

  it('suggests 5% and 15% of the rent in whole dollars', () => {
    expect(suggestedReductionRange(1850)).toEqual({ low: 93, high: 278 });
    expect(suggestedReductionRange(2000)).toEqual({ low: 100, high: 300 });
    expect(suggestedReductionRange(0)).toBeNull();
    expect(suggestedReductionRange(Number.NaN)).toBeNull();
  });
});
