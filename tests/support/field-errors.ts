import type { z } from 'zod';

/**
 * Field -> first message, as a form shows each error under its field; `{}` when the schema accepts the input.
 * For unit tests of a form's rules (the browser gets the same messages through useZodForm's resolver).
 */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
