import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import type { Control, FieldErrors } from 'react-hook-form';

/** The letter form as the cards see it (react-hook-form, validated by letterFormSchema). */
export type LetterControl = Control<LetterForm, unknown, LetterForm>;
export type LetterErrors = FieldErrors<LetterForm>;
