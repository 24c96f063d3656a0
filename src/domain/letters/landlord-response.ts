import { keywordPatterns, normalizeQuotes } from './keyword-match.ts';
import type { ReplyResponseType } from './reply-phrases.ts';

// Reading the landlord's answer: how they responded, the rent they named and the term they asked for.

export type LandlordResponseClass = ReplyResponseType | 'unclear';

/**
 * How the landlord responded, checked in this order (then unclear). "can't" and "can not" are spellings of "cannot"
 * and count as decline; "won't" is deliberately not a decline keyword. Word forms count (considering, discussed,
 * declined; "thinking about").
 */
const RESPONSE_KEYWORDS = {
  counter: ['counter*', 'instead', 'however'],
  partial: ['consider*', 'discuss*', 'think about', 'thinking about'],
  decline: ['no', 'cannot', "can't", 'can not', 'unable', 'declin*'],
} as const satisfies Record<ReplyResponseType, readonly string[]>;

/** A dollar amount also means a counter-offer: $1,850, $1850, $ 1,850.00. */
const DOLLAR_AMOUNT = /\$\s?\d[\d,]*(?:\.\d+)?/;

const RESPONSE_PATTERNS = keywordPatterns(RESPONSE_KEYWORDS);

export function classifyLandlordResponse(text: string): LandlordResponseClass {
  const t = normalizeQuotes(text);
  if (RESPONSE_PATTERNS.counter.test(t) || DOLLAR_AMOUNT.test(t)) return 'counter';
  if (RESPONSE_PATTERNS.partial.test(t)) return 'partial';
  if (RESPONSE_PATTERNS.decline.test(t)) return 'decline';
  return 'unclear';
}

/** A rent figure below this in the landlord's text is an amount off or a fee, not a rent. */
const MIN_RENT_IN_TEXT = 300;

/** The first dollar amount in the landlord's text that reads as a rent ("$2,400"); null when there is none. */
export function extractCounterOffer(text: string): number | null {
  for (const match of text.matchAll(new RegExp(DOLLAR_AMOUNT.source, 'g'))) {
    const value = Number(match[0].replace(/[$,\s]/g, ''));
    if (Number.isFinite(value) && value >= MIN_RENT_IN_TEXT) return Math.round(value);
  }
  return null;
}

const TERM_WORDS: Record<string, number> = { one: 12, two: 24, 'one-year': 12, 'two-year': 24 };

/** A lease length the landlord wrote: "18 months", "an 18-month lease", "a two-year lease", "1 year". */
export function extractLeaseTerm(text: string): number | null {
  const months = text.match(/\b(\d{1,2})[\s-]+months?\b/i);
  if (months) return Number(months[1]);
  const years = text.match(/\b(\d|one|two)[\s-]+years?\b/i);
  if (years) return TERM_WORDS[(years[1] ?? '').toLowerCase()] ?? Number(years[1]) * 12;
  return null;
}
