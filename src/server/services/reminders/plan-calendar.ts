import { parseIsoDay } from '#domain/shared/dates.ts';
import type { AgendaItem } from '#domain/negotiation/agenda.ts';
import type { PlanDate } from '#domain/negotiation/saved-negotiation.ts';
import { createEvents } from 'ics';

/** [year, month, day] of an ISO date plus `plusDays`: an all-day event ends the next day. */
function dayArray(iso: string, plusDays = 0): [number, number, number] {
  const day = parseIsoDay(iso);
  if (day === null) throw new Error(`Not a date: ${iso}`);
  const date = new Date((day + plusDays) * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/** Alarms of a saved negotiation's dates: 9 a.m. the day before (an all-day event starts at midnight), and a week before the signing day and the lease end. */
function alarmsOf(kind: AgendaItem['kind'], title: string) {
  const dayBefore = { action: 'display' as const, description: title, trigger: { hours: 15, before: true } };
  const weekBefore = { action: 'display' as const, description: title, trigger: { days: 6, hours: 15, before: true } };
  return kind === 'sign_by' || kind === 'lease_end' ? [weekBefore, dayBefore] : [dayBefore];
}

/**
 * The plan's dates as an iCalendar file (RFC 5545), one all-day event each, written with the `ics` library. Built on
 * the server so that the library stays out of the browser's bundle; it is given the dates only, never the letter. A
 * saved negotiation's file (ADR 0068) has alarms and UIDs of its own, and a sequence that grows, so importing a newer
 * file updates the events instead of adding copies.
 */
export function planCalendar(
  dates: readonly (PlanDate | AgendaItem)[],
  options: { uidPrefix?: string; alarms?: boolean } = {},
  now = new Date(),
): string {
  const { error, value } = createEvents(
    dates.map((d) => ({
      uid: options.uidPrefix ? `rentcheck-${options.uidPrefix}-${d.kind}@rentcheck` : `rentcheck-${d.kind}-${d.date}@rentcheck`,
      title: d.title,
      description: `${d.description}\n\nFrom your RentCheck negotiation plan. General information, not legal advice.`,
      start: dayArray(d.date),
      end: dayArray(d.date, 1),
      productId: 'rentcheck/negotiation-plan',
      calName: 'Rent negotiation',
      ...(options.uidPrefix ? { sequence: Math.floor(now.getTime() / 60_000) } : {}),
      ...(options.alarms ? { alarms: alarmsOf(d.kind, d.title) } : {}),
    })),
  );
  if (error || !value) throw error ?? new Error('The calendar file could not be built');
  return value;
}
