export const LETTER_TONES = ['friendly', 'direct', 'professional', 'conversational'] as const;
export type LetterTone = (typeof LETTER_TONES)[number];
export const DEFAULT_LETTER_TONE: LetterTone = 'conversational';

export const REPLY_TONES = ['professional', 'diplomatic', 'strategic', 'friendly'] as const;
export type ReplyTone = (typeof REPLY_TONES)[number];
export const DEFAULT_REPLY_TONE: ReplyTone = 'professional';

export const MAX_BLENDED_TONES = 2;

/**
 * Tone buttons (letter result panel and reply form/result): at most two, kept in the order chosen.
 * Choosing a third drops the older of the two. Removing the last one is ignored in the result view
 * (a text always has a tone) and allowed in the form view, where validation then asks for one.
 */
export function toggleTone<T extends string>(selected: readonly T[], tone: T, { inResultView }: { inResultView: boolean }): T[] {
  if (selected.includes(tone)) {
    const remaining = selected.filter((t) => t !== tone);
    return remaining.length === 0 && inResultView ? [...selected] : remaining;
  }
  return [...selected, tone].slice(-MAX_BLENDED_TONES);
}

/**
 * The two roles of a blend: the first tone chosen (`lead`) and the second (`voice`); one tone plays both. An empty
 * selection falls back to the default; more than two keeps the two most recent, as `toggleTone` would. Which
 * paragraphs each role writes is the builder's: letters in letter-builder.ts (ADR 0039), replies in reply-builder.ts.
 */
export function blendRoles<T extends string>(tones: readonly T[] | undefined, fallback: T): { lead: T; voice: T } {
  const unique = [...new Set(tones ?? [])].slice(-MAX_BLENDED_TONES);
  const lead = unique[0] ?? fallback;
  return { lead, voice: unique[1] ?? lead };
}
