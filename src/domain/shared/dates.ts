/** Every date the product accepts lies in these years (a lease in year 0000 or 99999 is a typo or an attack). */
const DATE_YEAR_MIN = 1900;
const DATE_YEAR_MAX = 2100;
export const DATE_OUT_OF_RANGE_MESSAGE = `Please enter a date between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}.`;

/** An ISO date or date-time (YYYY-MM-DD, optionally with a time), with an optional sign and more year digits. */
const ISO_DATE = /^([+-]?\d{4,6})-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** True for text that is an ISO date whose year lies outside DATE_YEAR_MIN..DATE_YEAR_MAX. */
export function isOutOfRangeIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return false;
  const year = Number(match[1]);
  return !(year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX);
}

/*
 * Calendar dates are whole days (days since 1970-01-01); a `Date` is read by its local calendar day,
 * which is what the renter sees on their own clock.
 */
const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' (a longer ISO timestamp is cut to its date) to a day number; null when not a real date. */
export function parseIsoDay(iso: string | undefined): number | null {
  const match = (iso ?? '').trim().match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return null;
  return utc.getTime() / MS_PER_DAY;
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const MONTH_NAME_PATTERN = new RegExp(`^(${MONTH_NAMES.join('|')})\\b`, 'i');

export function dayNumberOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
}

/** The UTC calendar day of an instant (a timestamp stored by the server). */
export function utcDayNumberOf(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

function utcOf(dayNumber: number): Date {
  return new Date(dayNumber * MS_PER_DAY);
}

export function isoDay(dayNumber: number): string {
  return utcOf(dayNumber).toISOString().slice(0, 10);
}

/** "November 21, 2026". */
export function longDate(dayNumber: number): string {
  const date = utcOf(dayNumber);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Tuesday, November 24". */
export function weekdayDate(dayNumber: number): string {
  const date = utcOf(dayNumber);
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}`;
}
