import { describe, expect, it } from 'vitest';
import { planDates } from '#domain/negotiation/saved-negotiation.ts';
import { planCalendar } from './calendar.ts';

/** The file's lines with folded continuation lines joined back (RFC 5545 folds at 75 octets). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('planCalendar', () => {
  it('has one all-day event per plan date, with its title, date and the next day as its end', async () => {
    const dates = planDates({ sendOn: '2027-01-04', replyBy: '2027-01-18', noticeBy: '2027-02-28' });
    const lines = unfold(await planCalendar(dates, '12 Elm Street'));
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Send your rent negotiation letter (12 Elm Street)',
      "SUMMARY:Your landlord's answer is due (12 Elm Street)",
      'SUMMARY:Follow up with your landlord (12 Elm Street)',
      "SUMMARY:Your lease's notice deadline (12 Elm Street)",
    ]);
    expect(lines.filter((l) => l.startsWith('DTSTART'))).toEqual([
      'DTSTART;VALUE=DATE:20270104',
      'DTSTART;VALUE=DATE:20270118',
      'DTSTART;VALUE=DATE:20270119',
      'DTSTART;VALUE=DATE:20270228',
    ]);
    expect(lines.filter((l) => l.startsWith('DTEND'))).toEqual([
      'DTEND;VALUE=DATE:20270105',
      'DTEND;VALUE=DATE:20270119',
      'DTEND;VALUE=DATE:20270120',
      'DTEND;VALUE=DATE:20270301',
    ]);
    const send = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(send).toContain('It asks for a reply by January 18\\, 2027.');
  });

  it('leaves out the notice deadline when the renter gave none', async () => {
    const lines = unfold(await planCalendar(planDates({ sendOn: '2027-01-04', replyBy: '2027-01-18', noticeBy: null }), ''));
    expect(lines.filter((l) => l.startsWith('SUMMARY:'))).toEqual([
      'SUMMARY:Send your rent negotiation letter',
      "SUMMARY:Your landlord's answer is due",
      'SUMMARY:Follow up with your landlord',
    ]);
  });
});
