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
