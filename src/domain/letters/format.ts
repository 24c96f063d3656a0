/**
 * Small text, money and calendar helpers for letters and replies.
 * Calendar dates are whole days (days since 1970-01-01); a `Date` is read by its local calendar day,
 * which is what the renter sees on their own clock.
 */
/** First number in what the user typed ("$1,850", "1850/month", "10%"); null when there is none. */
export function parseAmount(raw: string | undefined): number | null {
  const match = (raw ?? '').replace(/,/g, '').match(/\d+(?:\.\d+)?/);
  if (!match) return null;
  const value = Number(match[0]);
  return Number.isFinite(value) ? value : null;
}

export function isPercent(raw: string): boolean {
  return /%|\bpercent\b/i.test(raw);
}

/** Trimmed, single-spaced user text. */
export function clean(raw: string | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim();
}

/** User text as the end of a sentence: ends with '.', '!' or '?' exactly once. */
export function asSentenceEnd(raw: string): string {
  const text = clean(raw).replace(/[\s.;,:]+$/, '');
  return /[!?]$/.test(text) ? text : `${text}.`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b, and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/** "9.683%", "10%", "12.3%": a legal limit to at most three decimals. */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}

/** The rules a landlord reads about "your home" are about the renter's home: "the home". */
export function forLandlord(condition: string): string {
  return condition.replace(/\byour (home|apartment|unit|building)\b/g, 'the $1');
}

/** "a", "a or b", "a, b or c". */
export function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

const BEDROOM_WORDS: Record<number, string> = {
  0: 'studio',
  1: 'one-bedroom',
  2: 'two-bedroom',
  3: 'three-bedroom',
  4: 'four-bedroom',
  5: 'five-bedroom',
};

/** 'studio', 'one-bedroom' ... 'five-bedroom', then '6-bedroom'. */
export function bedroomWord(bedrooms: number): string {
  return BEDROOM_WORDS[bedrooms] ?? `${bedrooms}-bedroom`;
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
const MS_PER_DAY = 86_400_000;

export const MONTH_NAME_PATTERN = new RegExp(`^(${MONTH_NAMES.join('|')})\\b`, 'i');

export function dayNumberOf(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / MS_PER_DAY;
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
