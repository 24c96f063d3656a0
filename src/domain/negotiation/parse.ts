/**
 * Reading the renter's free-text answers for the figures a negotiation can use: past rent increases
 * ("Up $100 in 2024 and $125 in 2025") and competing listings ("$2,300 with one month free on a 12-month lease").
 * Only what is written is read; anything ambiguous is left out rather than guessed.
 */

export interface PastIncrease {
  /** Dollars a month. */
  amount: number;
  year: number | null;
}

const DOLLARS = /\$\s?(\d[\d,]*(?:\.\d+)?)/g;
const YEAR = /\b(19[89]\d|20\d\d)\b/;

function dollarsIn(text: string): number[] {
  return [...text.matchAll(DOLLARS)].map((m) => Number((m[1] ?? '').replace(/,/g, ''))).filter((n) => Number.isFinite(n) && n > 0);
}

/**
 * Dollar increases with the year each was written next to. The text is cut at "and", commas, semicolons and
 * sentence ends, so "Up $100 in 2024 and $125 in 2025" gives two increases. Amounts of $1,000 or more are read as
 * a rent, not an increase, and skipped.
 */
export function parsePastIncreases(text: string): PastIncrease[] {
  const increases: PastIncrease[] = [];
  for (const part of text.split(/\band\b|[,;.\n](?!\d)/i)) {
    const amounts = dollarsIn(part).filter((n) => n < 1000);
    if (amounts.length !== 1) continue;
    const year = part.match(YEAR);
    increases.push({ amount: Math.round(amounts[0] as number), year: year ? Number(year[1]) : null });
  }
  return increases;
}

export interface CompetingListing {
  /** The advertised monthly rent. */
  rent: number;
  /** Free months of rent as written ("one month free"); free weeks are not read. */
  freeMonths: number;
  /** Lease length the concession is spread over; 12 when not written. */
  termMonths: number;
  /** rent x (term - free) / term, rounded to the dollar; equals rent without a concession. */
  effectiveRent: number;
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  six: 6,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  eighteen: 18,
  twenty: 20,
  'twenty-four': 24,
  a: 1,
  an: 1,
  half: 0.5,
};

function countOf(word: string): number | null {
  const lower = word.toLowerCase();
  if (/^\d+(\.\d+)?$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

/**
 * Each listing is one dollar amount of at least $300 (a rent, not a fee); a concession in the same sentence or
 * clause ("one month free", "first month free"; free weeks are not read) applies to it, spread over the lease
 * length written there ("on 12 months", "13-month lease") or 12 months.
 */
export function parseCompetingListings(text: string): CompetingListing[] {
  const listings: CompetingListing[] = [];
  for (const part of text.split(/[;\n]|\.(?!\d)\s*/)) {
    const rents = dollarsIn(part).filter((n) => n >= 300);
    if (rents.length !== 1) continue;
    const rent = Math.round(rents[0] as number);
    const free = part.match(/\b(\d+|one|two|three|a|an|half a|first)\s+months?\s+(?:of\s+rent\s+)?free\b/i);
    let freeMonths = 0;
    if (free)
      freeMonths = free[1]?.toLowerCase() === 'first' ? 1 : free[1]?.toLowerCase() === 'half a' ? 0.5 : (countOf(free[1] ?? '') ?? 0);
    const term = part.match(/\b(\d+|twelve|thirteen|fourteen|fifteen|eighteen|twenty-four)[\s-]+months?\b(?!\s+(?:of\s+rent\s+)?free)/i);
    const termMonths = term ? (countOf(term[1] ?? '') ?? 12) : 12;
    const validFree = freeMonths > 0 && freeMonths < termMonths ? freeMonths : 0;
    listings.push({
      rent,
      freeMonths: validFree,
      termMonths,
      effectiveRent: Math.round((rent * (termMonths - validFree)) / termMonths),
    });
  }
  return listings;
}
