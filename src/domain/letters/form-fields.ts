import { z } from 'zod';

/** A text input that must not be blank once trimmed; the value is kept as typed. */
export const requiredText = (message: string) => z.string({ error: message }).refine((value) => value.trim() !== '', { error: message });

export const optionalText = z.string().default('');

/** The fields only one of A and B has. */
type UnsharedKeys<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;

/**
 * The schema's input type, once `Values` (a zod-free form interface the browser holds) is checked at compile time to
 * have the same fields as that input and to be input the schema accepts: a field added to one and not the other, or
 * typed differently, fails the typecheck.
 */
export type InputAccepting<
  Schema extends z.ZodType,
  Values extends z.input<Schema> & Record<UnsharedKeys<Values, z.input<Schema>>, never>,
> = Values extends z.input<Schema> ? z.input<Schema> : never;

/**
 * The values a form starts with, from its schema: each field's default, '' for a required text (it has none), and
 * nothing for an optional field. So a field's default is written once, in the schema.
 */
export function formDefaults<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>): z.output<z.ZodObject<Shape>> {
  const values: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    if (field instanceof z.ZodDefault) values[key] = field.def.defaultValue;
    else if (!(field instanceof z.ZodOptional)) values[key] = '';
  }
  return values as z.output<z.ZodObject<Shape>>;
}

export function hasText(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
