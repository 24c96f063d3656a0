/**
 * Reading the renter's free-text answer on past rent increases ("Up $100 in 2024 and $125 in 2025") for the figures
 * a negotiation can use. Only what is written is read; anything ambiguous is left out rather than guessed.
 * (Comparable listings are entered as figures: comparable.ts.)
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
