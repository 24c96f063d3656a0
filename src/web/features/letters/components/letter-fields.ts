import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import type { Control, FieldErrors } from 'react-hook-form';

/**
 * Letter text is kept as typed (apostrophes matter in a letter; it is rendered as text, never as HTML) and cut to the
 * 1000 characters sanitizeText keeps of free text (#domain/shared/sanitize.ts).
 */
export const TEXT_MAX = 1000;

export const upTo = (length: number) => (typed: string) => typed.slice(0, length);

/** The letter form as the cards see it (react-hook-form, validated by letterFormSchema). */
export type LetterControl = Control<LetterForm, unknown, LetterForm>;
export type LetterErrors = FieldErrors<LetterForm>;
