import { dayNumberOf, isoDay, longDate, parseIsoDay } from '#domain/shared/dates.ts';

// Made on first use, not when the module loads: the page's first Intl.DateTimeFormat costs 15-30 ms on a phone (the
// browser sets up its date formatting data), and the letter page loads this module but shows no date at first
// (docs/performance.md, "Main thread").
let short: Intl.DateTimeFormat | undefined;

/** The day number of exactly 'YYYY-MM-DD'; null for anything else. */
function dayOf(iso: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? parseIsoDay(iso) : null;
}

/** 'YYYY-MM-DD' as "Mon, Nov 23" (calendar day, no time-zone shift); the input itself when not a date. */
export function shortDay(iso: string): string {
  const day = dayOf(iso);
  if (day === null) return iso;
  short ??= new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
  return short.format(new Date(day * 86_400_000));
}

/** 'YYYY-MM-DD' as "November 23, 2026"; the input itself when not a date. */
export function longDay(iso: string): string {
  const day = dayOf(iso);
  return day === null ? iso : longDate(day);
}

/** Today on this device's calendar, as 'YYYY-MM-DD'. */
export const todayIso = (): string => isoDay(dayNumberOf(new Date()));
