import type { ChangeEvent, ComponentProps } from 'react';
import { type Control, type FieldPath, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import { digitsOnly } from '#domain/shared/sanitize.ts';
import { formatThousands } from '#domain/shared/money.ts';
import { Input, Textarea } from './field.tsx';

const asTyped = (text: string) => text;

interface TextControllerProps<T extends FieldValues, Parsed> {
  control: Control<T, unknown, Parsed>;
  name: FieldPathByValue<T, string | undefined>;
  /** Turns what was typed into the value the form keeps: digits only, sanitised, cut to a length. */
  parse?: (typed: string) => string;
  /** How the kept value is shown, e.g. with thousands separators. */
  format?: (value: string) => string;
  /** Fields checked again when this one changes after a submit (one error for two inputs). */
  deps?: FieldPath<T>[];
}

/** A text field whose typed text is cleaned before the form keeps it, and shown formatted. */
function useTextController<T extends FieldValues, Parsed>({
  control,
  name,
  parse = asTyped,
  format = asTyped,
  deps,
}: TextControllerProps<T, Parsed>) {
  const { field } = useController({ control, name, ...(deps ? { rules: { deps } } : {}) });
  const value: unknown = field.value;
  return {
    name: field.name,
    ref: field.ref,
    onBlur: field.onBlur,
    value: format(typeof value === 'string' ? value : ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.onChange(parse(event.target.value)),
  };
}

type InputProps = Omit<ComponentProps<typeof Input>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;
type TextareaProps = Omit<ComponentProps<typeof Textarea>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

/** An <Input> bound to a react-hook-form field through `parse` and `format` (see useTextController). */
export function ControlledInput<T extends FieldValues, Parsed>({
  control,
  name,
  parse,
  format,
  deps,
  ...props
}: TextControllerProps<T, Parsed> & InputProps) {
  return <Input {...props} {...useTextController({ control, name, parse, format, deps })} />;
}

/** A <Textarea> bound to a react-hook-form field through `parse` (see useTextController). */
export function ControlledTextarea<T extends FieldValues, Parsed>({
  control,
  name,
  parse,
  ...props
}: Omit<TextControllerProps<T, Parsed>, 'format' | 'deps'> & TextareaProps) {
  return <Textarea {...props} {...useTextController({ control, name, parse })} />;
}

/** Keeps what was typed up to `length` characters. */
export const upTo = (length: number) => (typed: string) => typed.slice(0, length);
/** Keeps only the digits typed, up to `length`. */
export const digitsUpTo = (length: number) => (typed: string) => digitsOnly(typed).slice(0, length);

type PresetProps<T extends FieldValues, Parsed> = Omit<TextControllerProps<T, Parsed>, 'parse' | 'format'> & InputProps;

/** A five-digit ZIP code: numeric keypad and the browser's postal-code autofill. */
export function ControlledZipcodeInput<T extends FieldValues, Parsed>(props: PresetProps<T, Parsed>) {
  return <ControlledInput parse={digitsUpTo(5)} inputMode="numeric" autoComplete="postal-code" maxLength={5} {...props} />;
}

/** A whole number typed as digits (dollars, square feet), shown with thousands separators. */
export function ControlledWholeNumberInput<T extends FieldValues, Parsed>({
  maxDigits = 6,
  ...props
}: PresetProps<T, Parsed> & { maxDigits?: number }) {
  return <ControlledInput parse={digitsUpTo(maxDigits)} format={formatThousands} inputMode="numeric" {...props} />;
}
