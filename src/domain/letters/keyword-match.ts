// Keyword matching on the landlord's answer: case-insensitive and by whole word ("no" does not match "know", "note"
// or "not"); a keyword ending in '*' also matches longer words that start with it ("counter*": counteroffer,
// counter-offer, countered). Curly apostrophes count as straight ones.

function keywordPattern(keywords: readonly string[]): RegExp {
  const alternatives = keywords.map((keyword) => {
    const isStem = keyword.endsWith('*');
    const body = (isStem ? keyword.slice(0, -1) : keyword).replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
    return isStem ? `${body}[\\w'-]*` : body;
  });
  return new RegExp(`(?<!\\w)(?:${alternatives.join('|')})(?!\\w)`, 'i');
}

export const normalizeQuotes = (text: string) => text.replace(/[\u2018\u2019\u02bc]/g, "'");

/** One pattern per entry: { counter: [...], partial: [...] } to { counter: /.../, partial: /.../ }. */
export function keywordPatterns<Key extends string>(lists: Record<Key, readonly string[]>): Record<Key, RegExp> {
  const entries = Object.entries<readonly string[]>(lists).map(([key, keywords]) => [key, keywordPattern(keywords)]);
  return Object.fromEntries(entries) as Record<Key, RegExp>;
}
