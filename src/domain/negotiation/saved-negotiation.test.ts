import { describe, expect, it } from 'vitest';
import { nextPlanDate, planDates } from './saved-negotiation.ts';

describe('planDates', () => {
  it('lists send by, the reply-by date, the follow-up the day after and the notice deadline, in date order', () => {
    const dates = planDates({ sendOn: '2027-01-04', replyBy: '2027-01-18', noticeBy: '2027-01-10' });
    expect(dates.map((d) => [d.kind, d.date])).toEqual([
      ['send', '2027-01-04'],
      ['notice', '2027-01-10'],
      ['reply_by', '2027-01-18'],
      ['follow_up', '2027-01-19'],
    ]);
    expect(dates[0]!.description).toBe(
      "Your negotiation plan's day to send your letter to your landlord, by email or in writing. It asks for a reply by January 18, 2027.",
    );
    expect(dates[3]!.description).toBe(
      'Your landlord was asked to answer by January 18, 2027. If you have had no reply, follow up politely.',
    );
  });

  it('has no notice deadline unless the renter gave one', () => {
    expect(planDates({ sendOn: '2027-01-04', replyBy: '2027-01-18', noticeBy: null }).map((d) => d.kind)).toEqual([
      'send',
      'reply_by',
      'follow_up',
    ]);
  });
});

describe('nextPlanDate', () => {
  const dates = planDates({ sendOn: '2027-01-04', replyBy: '2027-01-18', noticeBy: null });
  it('is the first date on or after today', () => {
    expect(nextPlanDate(dates, '2027-01-04')?.kind).toBe('send');
    expect(nextPlanDate(dates, '2027-01-05')?.kind).toBe('reply_by');
    expect(nextPlanDate(dates, '2027-01-19')?.kind).toBe('follow_up');
  });
  it('is null once every date has passed', () => {
    expect(nextPlanDate(dates, '2027-01-20')).toBeNull();
  });
});
