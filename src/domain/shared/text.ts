/** Small text helpers shared by letters, replies, rent rules and the pages. */

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

/** "a", "a or b", "a, b or c". */
export function joinOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

export function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** "9.683%", "10%", "12.3%": a legal limit to at most three decimals. */
export function percentText(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
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
