const SHORT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

function utcDate(iso: string): Date | null {
  const match = iso.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' as "Mon, Nov 23" (calendar day, no time-zone shift); the input itself when not a date. */
export function shortDay(iso: string): string {
  const date = utcDate(iso);
  return date ? SHORT.format(date) : iso;
}

/** 'YYYY-MM-DD' as "November 23, 2026"; the input itself when not a date. */
export function longDay(iso: string): string {
  const date = utcDate(iso);
  return date ? LONG.format(date) : iso;
}
