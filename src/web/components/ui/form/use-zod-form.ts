import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod/v4/core';

type FormSchema = z.$ZodType<FieldValues, FieldValues>;

/**
 * The resolver useZodForm gives react-hook-form: the schema's issues become errors on their fields (the first issue
 * of each field), and a valid submit receives the schema's output. `Values` only says how the form types its inputs.
 */
export function zodFormResolver<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>>(schema: Schema) {
  return zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>;
}

/**
 * A react-hook-form form validated by a schema from `src/domain` (the rules the server applies): each error lands on
 * its field, a failed submit moves focus to the first invalid field, and after that each field is checked again as
 * it changes. `Values` is what the inputs hold (the schema's input unless given); `handleSubmit` passes the schema's
 * output to its handler.
 */
export function useZodForm<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>>(
  schema: Schema,
  options: Omit<UseFormProps<Values, unknown, z.output<Schema>>, 'resolver'>,
): UseFormReturn<Values, unknown, z.output<Schema>> {
  const resolver = useMemo(() => zodFormResolver<Schema, Values>(schema), [schema]);
  return useForm<Values, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
