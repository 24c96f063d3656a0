import type { PlanDate } from '#domain/negotiation/saved-negotiation.ts';
import { parseIsoDay } from '#domain/letters/format.ts';

export const CALENDAR_FILE_NAME = 'rent-negotiation-dates.ics';

/** [year, month, day] of the day after an ISO date: an all-day event ends the next day. */
function dayArray(iso: string, plusDays = 0): [number, number, number] {
  const day = parseIsoDay(iso);
  if (day === null) throw new Error(`Not a date: ${iso}`);
  const date = new Date((day + plusDays) * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/**
 * The plan's dates as an iCalendar file (RFC 5545), one all-day event each, built in the browser with the `ics`
 * library (loaded on demand). Any renter can download it; nothing is sent anywhere.
 */
export async function planCalendar(dates: readonly PlanDate[], addressLabel: string): Promise<string> {
  const { createEvents } = await import('ics');
  const where = addressLabel.trim();
  const { error, value } = createEvents(
    dates.map((d) => ({
      uid: `rentcheck-${d.kind}-${d.date}@rentcheck`,
      title: where ? `${d.title} (${where})` : d.title,
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
