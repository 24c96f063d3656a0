import { parseAmount, MIN_MONTHLY_RENT } from '../shared/money.ts';

/**
 * A comparable listing the renter found (structured, on the letter page): where it is, its advertised rent, its
 * bedrooms and any concession ("1 month free on 12"), which gives the effective rent a landlord compares with.
 * Shared by the negotiation plan, the letter and the market report.
 */

/** The letter page takes up to this many listings. */
export const MAX_COMPARABLES = 5;
/** Concession lease lengths a renter can choose. */
export const COMPARABLE_TERMS = [6, 9, 12, 13, 15, 18, 24] as const;
/** Free-rent concessions a renter can choose, in months (0: none). */
export const COMPARABLE_FREE_MONTHS = [0, 0.5, 1, 1.5, 2, 3] as const;

/** One listing as the form holds it: strings as typed. */
export interface ComparableInput {
  /** Address, building or street: "410 Main St, #3B". */
  where: string;
  /** Advertised monthly rent as typed: "2,300". */
  rent: string;
  /** '0' (studio) to '4'; '' when not given. */
  bedrooms: string;
  /** Free months of rent offered: '0', '0.5', '1', ... */
  freeMonths: string;
  /** The lease length the concession is spread over, in months: '12'. */
  termMonths: string;
}

export interface Comparable {
  where: string;
  rent: number;
  /** 0 for a studio; null when not given. */
  bedrooms: number | null;
  freeMonths: number;
  termMonths: number;
  /** rent x (term - free) / term, rounded to the dollar; equals rent without a concession. */
  effectiveRent: number;
}

export function emptyComparable(): ComparableInput {
  return { where: '', rent: '', bedrooms: '', freeMonths: '0', termMonths: '12' };
}

/** The monthly rent averaged over the lease once the free months are taken off, to the dollar. */
function effectiveRentOf(rent: number, freeMonths: number, termMonths: number): number {
  const free = freeMonths > 0 && freeMonths < termMonths ? freeMonths : 0;
  return Math.round((rent * (termMonths - free)) / termMonths);
}

/** A typed listing as figures; null while its rent is missing or not a monthly rent. */
export function comparableOf(input: ComparableInput): Comparable | null {
  const rent = parseAmount(input.rent);
  if (rent === null || rent < MIN_MONTHLY_RENT) return null;
  const termMonths = Math.round(parseAmount(input.termMonths) ?? 12) || 12;
  const rawFree = parseAmount(input.freeMonths) ?? 0;
  const freeMonths = rawFree > 0 && rawFree < termMonths ? rawFree : 0;
  const beds = input.bedrooms.trim() === '' ? null : parseAmount(input.bedrooms);
  return {
    where: input.where.trim(),
    rent: Math.round(rent),
    bedrooms: beds === null ? null : Math.round(beds),
    freeMonths,
    termMonths,
    effectiveRent: effectiveRentOf(Math.round(rent), freeMonths, termMonths),
  };
}

/** Every listing with a usable rent, in the order entered, at most MAX_COMPARABLES. */
export function comparablesOf(inputs: readonly ComparableInput[]): Comparable[] {
  return inputs
    .slice(0, MAX_COMPARABLES)
    .map(comparableOf)
    .filter((c): c is Comparable => c !== null);
}

const FREE_WORDS: Record<string, string> = { '0.5': 'half a month', '1': '1 month', '1.5': '1.5 months', '2': '2 months', '3': '3 months' };

/** "1 month free on 12"; null without a concession. */
export function concessionPhrase(c: Pick<Comparable, 'freeMonths' | 'termMonths'>): string | null {
  if (c.freeMonths <= 0) return null;
  return `${FREE_WORDS[String(c.freeMonths)] ?? `${c.freeMonths} months`} free on ${c.termMonths}`;
}
