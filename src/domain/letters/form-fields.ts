import { z } from 'zod';

/** A text input that must not be blank once trimmed; the value is kept as typed. */
export const requiredText = (message: string) => z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

export const optionalText = z.string().default('');

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

/** Zod issues as field → first message, for showing each error under its field. */
export function firstMessageByField<K extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as K] = issue.message;
  }
  return errors;
}
