import { z } from 'zod';
import { sanitizeText, singleLine } from '../shared/sanitize.ts';

// The one rule for a person's name, on every form that takes one (sign-up, profile, account completion, checkout) and
// where the server stores one (ADR 0056): no control characters, no line breaks (a name is one line wherever it is
// shown, an email body included), no markup, spaces collapsed.

export const PERSON_NAME_LIMITS = { min: 2, max: 100 } as const;

const PERSON_NAME_MESSAGES = {
  required: 'Full name is required',
  tooShort: `Name must be at least ${PERSON_NAME_LIMITS.min} characters long`,
  tooLong: `Name must be less than ${PERSON_NAME_LIMITS.max} characters`,
} as const;

/** A name as it is kept: sanitised (no markup, no control characters), on one line, trimmed. */
export const cleanPersonName = (value: string) => singleLine(sanitizeText(value)).trim();

/** The first failing rule's message for a typed name, or null. */
export function personNameError(value: string): string | null {
  const name = cleanPersonName(value);
  if (!name) return PERSON_NAME_MESSAGES.required;
  if (name.length < PERSON_NAME_LIMITS.min) return PERSON_NAME_MESSAGES.tooShort;
  if (name.length > PERSON_NAME_LIMITS.max) return PERSON_NAME_MESSAGES.tooLong;
  return null;
}

/** The name field of a form's schema: the typed text in, the clean name out. */
export const personNameSchema = z
  .string({ error: PERSON_NAME_MESSAGES.required })
  .transform(cleanPersonName)
  .pipe(
    z
      .string()
      .min(1, PERSON_NAME_MESSAGES.required)
      .min(PERSON_NAME_LIMITS.min, PERSON_NAME_MESSAGES.tooShort)
      .max(PERSON_NAME_LIMITS.max, PERSON_NAME_MESSAGES.tooLong),
  );
