import { zodResolver } from '@hookform/resolvers/zod';
import { type BaseSyntheticEvent, useCallback, useMemo } from 'react';
import { type FieldErrors, type FieldValues, get, type Resolver, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type * as z from 'zod/v4/core';

type FormSchema = z.$ZodType<FieldValues, FieldValues>;

/** A schema, or a function that loads one: zod's code then loads when the form is first checked, not with the page. */
type SchemaSource<Schema extends FormSchema> = Schema | (() => Promise<Schema>);

/** A resolver that can start loading its schema before the first check (a no-op for a schema given as it is). */
type PreloadingResolver<Values extends FieldValues, Output> = Resolver<Values, unknown, Output> & { preload: () => void };

/**
 * The resolver useZodForm gives react-hook-form: the schema's issues become errors on their fields (the first issue
 * of each field), and a valid submit receives the schema's output. `Values` only says how the form types its inputs.
 * A loaded schema is loaded once, by the first check or `preload`; a failed load is tried again by the next one.
 */
export function zodFormResolver<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>>(
  source: SchemaSource<Schema>,
): PreloadingResolver<Values, z.output<Schema>> {
  const resolverFor = (schema: Schema) => zodResolver(schema) as unknown as Resolver<Values, unknown, z.output<Schema>>;
  if (typeof source !== 'function') return Object.assign(resolverFor(source), { preload: () => undefined });
  let loading: Promise<Resolver<Values, unknown, z.output<Schema>>> | null = null;
  const load = () =>
    (loading ??= source().then(resolverFor, (error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<Values, unknown, z.output<Schema>> = async (values, context, options) =>
    (await load())(values, context, options);
  // A failed preload is not an error the user sees: the check that needs the schema loads it again and reports.
  return Object.assign(resolver, { preload: () => void load().catch(() => undefined) });
}

/**
 * The first field with an error in page order: the first named control (input, select, textarea, tone button) in the
 * submitted form, or in the page when the check was not a submit, whose name has an error.
 */
function firstInvalidField(errors: FieldErrors, event: BaseSyntheticEvent | undefined): string | undefined {
  const root: ParentNode = event?.target instanceof HTMLFormElement ? event.target : document;
  for (const control of root.querySelectorAll('input[name], select[name], textarea[name], button[name]')) {
    const name = control.getAttribute('name');
    if (name && get(errors, name)) return name;
  }
  return Object.keys(errors)[0];
}

/**
 * A react-hook-form form validated by a schema from `src/domain` (the rules the server applies): each error lands on
 * its field, a failed submit moves focus to the first invalid field in page order, and after that each field is
 * checked again as it changes. `Values` is what the inputs hold (the schema's input unless given); `handleSubmit`
 * passes the schema's output to its handler. `preloadSchema` starts loading a schema given as a loader ahead of the
 * first check. Keep `source` stable (a module constant).
 */
export function useZodForm<Schema extends FormSchema, Values extends FieldValues = z.input<Schema>>(
  source: SchemaSource<Schema>,
  options: Omit<UseFormProps<Values, unknown, z.output<Schema>>, 'resolver' | 'shouldFocusError'>,
): UseFormReturn<Values, unknown, z.output<Schema>> & { preloadSchema: () => void } {
  const resolver = useMemo(() => zodFormResolver<Schema, Values>(source), [source]);
  const form = useForm<Values, unknown, z.output<Schema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver,
    shouldFocusError: false,
  });
  const { handleSubmit: check, setFocus } = form;
  // react-hook-form's own focusing follows the order fields registered in, which is not the page's order when a form
  // mixes register() and controlled fields; this follows the page.
  const handleSubmit = useCallback<typeof check>(
    (onValid, onInvalid) =>
      check(onValid, async (errors, event) => {
        await onInvalid?.(errors, event);
        const first = firstInvalidField(errors, event);
        if (first) setFocus(first as Parameters<typeof setFocus>[0]);
      }),
    [check, setFocus],
  );
  return { ...form, handleSubmit, preloadSchema: resolver.preload };
}
