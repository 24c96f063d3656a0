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

  it('reads the lease end as a date, cutting a timestamp to its day', () => {
    expect(negotiationTiming('2027-03-01T00:00:00Z', today)?.leaseEnd).toBe('2027-03-01');
  });

  it.each([
    ['2027-06-30', 'early', 221],
    ['2027-02-20', 'early', 91],
    ['2027-02-19', 'in-window', 90],
    ['2027-01-20', 'in-window', 60],
    ['2027-01-19', 'late', 59],
    ['2026-11-21', 'late', 0],
    ['2026-11-20', 'expired', -1],
  ] as const)('lease ending %s is %s with %i days left', (end, status, days) => {
    const timing = negotiationTiming(end, today);
    expect(timing?.status).toBe(status);
    expect(timing?.daysUntilEnd).toBe(days);
  });

  it("uses the negotiation plan's send and reply-by dates", () => {
    expect(negotiationTiming('2027-06-30', today)).toMatchObject({ sendOn: '2027-04-01', replyBy: '2027-04-15' });
    expect(negotiationTiming('2027-02-20', today)).toMatchObject({ sendOn: '2026-11-22', replyBy: '2026-12-06' });
    expect(negotiationTiming('2026-12-20', today)).toMatchObject({ sendOn: '2026-11-21', replyBy: '2026-11-28' });
  });

  it('plans week by week to the send date, then following up on the reply-by date, negotiating, agreeing and signing', () => {
    const steps = negotiationTiming('2027-03-01', today)?.steps ?? [];
    // Each step runs from its first day to six days later, or to the day before the next step or the lease end.
    expect(steps).toEqual([
      { weekStart: '2026-11-21', until: '2026-11-27', action: `${TIMING_ACTIONS.research} ${TIMING_ACTIONS.prepare}` },
      { weekStart: '2026-12-01', until: '2026-12-07', action: `${TIMING_ACTIONS.send} It asks for a reply by December 15, 2026.` },
      { weekStart: '2026-12-15', until: '2026-12-21', action: TIMING_ACTIONS.followUp },
      { weekStart: '2026-12-22', until: '2026-12-28', action: TIMING_ACTIONS.negotiate },
      { weekStart: '2026-12-29', until: '2027-01-04', action: `Over the next 3 weeks, ${TIMING_ACTIONS.keepTalking}` },
      { weekStart: '2027-01-18', until: '2027-01-24', action: TIMING_ACTIONS.written },
      { weekStart: '2027-01-25', until: '2027-01-31', action: TIMING_ACTIONS.sign },
    ]);
  });

  it('says when to send if it is early, then prepares in the two weeks before', () => {
    const steps = negotiationTiming('2027-06-30', today)?.steps ?? [];
    expect(steps[0]?.weekStart).toBe('2026-11-21');
    expect(steps[0]?.action).toContain('Your best day to send your letter is April 1, 2027, 90 days before your lease ends.');
    expect(steps[0]?.until).toBe('2026-11-27');
    expect(steps.slice(1, 4)).toEqual([
      { weekStart: '2027-03-18', until: '2027-03-24', action: TIMING_ACTIONS.research },
      { weekStart: '2027-03-25', until: '2027-03-31', action: TIMING_ACTIONS.prepare },
      { weekStart: '2027-04-01', until: '2027-04-07', action: `${TIMING_ACTIONS.send} It asks for a reply by April 15, 2027.` },
    ]);
    expect(steps.at(-1)?.action).toBe(TIMING_ACTIONS.sign);
  });

  it('squeezes every action into the weeks left when late', () => {
    const steps = negotiationTiming('2026-12-10', today)?.steps ?? [];
    expect(steps.map((s) => [s.weekStart, s.until])).toEqual([
      ['2026-11-21', '2026-11-27'],
      ['2026-11-28', '2026-12-04'],
      ['2026-12-05', '2026-12-09'],
    ]);
    const all = steps.map((s) => s.action).join(' ');
    for (const action of [TIMING_ACTIONS.send, TIMING_ACTIONS.followUp, TIMING_ACTIONS.written, TIMING_ACTIONS.sign]) {
      expect(all).toContain(action);
    }
    expect(negotiationTiming('2026-11-21', today)?.steps).toHaveLength(1);
  });

  it('gives a short catch-up plan once the lease has ended', () => {
    const steps = negotiationTiming('2026-10-01', today)?.steps ?? [];
    expect(steps.map((s) => s.weekStart)).toEqual(['2026-11-21', '2026-12-05', '2026-12-12', '2026-12-19']);
    expect(steps[0]?.action).toMatch(/^Your lease end date has passed/);
    expect(steps[0]?.action).toContain('It asks for a reply by December 5, 2026.');
  });

  it('keeps every plan within the cap, in date order', () => {
    for (const end of ['2026-11-25', '2026-12-30', '2027-02-01', '2027-03-21', '2028-11-21']) {
      const steps = negotiationTiming(end, today)?.steps ?? [];
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.length).toBeLessThanOrEqual(MAX_TIMING_STEPS);
      expect([...steps.map((s) => s.weekStart)].sort()).toEqual(steps.map((s) => s.weekStart));
      expect(steps.every((s) => s.weekStart < end && s.weekStart <= s.until && s.until < end)).toBe(true);
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
