import { parseIsoDay } from '#domain/shared/dates.ts';
import type { PlanDate } from '#domain/negotiation/saved-negotiation.ts';
import { createEvents } from 'ics';

/** [year, month, day] of an ISO date plus `plusDays`: an all-day event ends the next day. */
function dayArray(iso: string, plusDays = 0): [number, number, number] {
  const day = parseIsoDay(iso);
  if (day === null) throw new Error(`Not a date: ${iso}`);
  const date = new Date((day + plusDays) * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/**
 * The plan's dates as an iCalendar file (RFC 5545), one all-day event each, written with the `ics` library. Built on
 * the server so that the library stays out of the browser's bundle; it is given the dates only, never the letter.
 */
export function planCalendar(dates: readonly PlanDate[]): string {
  const { error, value } = createEvents(
    dates.map((d) => ({
      uid: `rentcheck-${d.kind}-${d.date}@rentcheck`,
      title: d.title,
      description: `${d.description}\n\nFrom your RentCheck negotiation plan. General information, not legal advice.`,
      start: dayArray(d.date),
      end: dayArray(d.date, 1),
      productId: 'rentcheck/negotiation-plan',
      calName: 'Rent negotiation',
    })),
  );
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
