import type { LetterForm } from '#domain/letters/letter-form.schema.ts';

/**
 * Letter text is kept as typed (apostrophes matter in a letter; it is rendered as text, never as HTML) and cut
 * to the spec's 1000-character limit for free text.
 */
export const TEXT_MAX = 1000;

export type SetLetterField = <K extends keyof LetterForm>(key: K, value: LetterForm[K]) => void;

/** aria-describedby for a control inside Field: its error when shown, otherwise its hint when it has one. */
export function describedBy(id: string, error: string | undefined, hasHint = false): string | undefined {
  if (error) return `${id}-error`;
  return hasHint ? `${id}-hint` : undefined;
}
