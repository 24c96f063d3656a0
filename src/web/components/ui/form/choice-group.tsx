import type { ReactNode, Ref } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { cn } from '../../../lib/cn.ts';
import { FieldGroup } from './field.tsx';
import { KeptInput } from './keep-entered.tsx';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
}

export interface ChoiceGroupProps<T extends string> {
  name: string;
  legend: ReactNode;
  value: T | '';
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  onBlur?: () => void;
  /** Given the selected radio (else the first), so a form can move focus to the group (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
  error?: string | undefined;
  /** Tiles per row from the small breakpoint up; 'always-2' keeps two per row on phones too (short labels). */
  columns?: 1 | 2 | 3 | 'always-2';
  className?: string;
}

/**
 * A radio group drawn as selectable tiles: real radio inputs (arrow keys move between them, screen readers
 * announce the group by its legend), visually hidden, with the tile showing focus and selection.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  choices,
  onChange,
  onBlur,
  inputRef,
  error,
  columns = 2,
  className,
}: ChoiceGroupProps<T>) {
  const focusTarget = choices.some((choice) => choice.value === value) ? value : choices[0]?.value;
  return (
    <FieldGroup id={name} legend={legend} error={error} className={className}>
      <div
        className={cn(
          'mt-1.5 grid gap-2',
          columns === 2 && 'sm:grid-cols-2',
          columns === 'always-2' && 'grid-cols-2',
          columns === 3 && 'sm:grid-cols-3',
        )}
      >
        {choices.map((choice) => {
          const checked = value === choice.value;
          return (
            <label
              key={choice.value}
              className={cn(
                'relative flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                // Drawn from the radio's own state, so a choice shows before the page's code has hydrated it.
                'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900',
                error && !checked && 'border-red-400',
              )}
            >
              <KeptInput
                type="radio"
                name={name}
                value={choice.value}
                className="absolute inset-0 cursor-pointer opacity-0"
                checked={checked}
                aria-invalid={error ? true : undefined}
                ref={choice.value === focusTarget ? inputRef : undefined}
                onChange={() => onChange(choice.value)}
                onBlur={onBlur}
              />
              <span className="font-medium">{choice.label}</span>
              {choice.description ? <span className="text-xs text-slate-600">{choice.description}</span> : null}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}

type BoundProps<T extends string> = Omit<ChoiceGroupProps<T>, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef'>;

/**
 * A ChoiceGroup bound to a react-hook-form field. For a field that is not the choice itself (a yes/no boolean),
 * `toChoice` and `fromChoice` translate between the two; `onChoose` replaces the plain update when choosing does more.
 */
export function ControlledChoiceGroup<TValues extends FieldValues, TParsed, T extends string>({
  control,
  name,
  toChoice,
  fromChoice,
  onChoose,
  ...props
}: BoundProps<T> & {
  control: Control<TValues, unknown, TParsed>;
  name: FieldPath<TValues>;
  toChoice?: (value: unknown) => T | '';
  fromChoice?: (choice: T) => unknown;
  onChoose?: (choice: T) => void;
}) {
  const { field } = useController({ control, name });
  return (
    <ChoiceGroup
      {...props}
      name={field.name}
      value={toChoice ? toChoice(field.value) : ((field.value ?? '') as T | '')}
      onChange={onChoose ?? ((choice) => field.onChange(fromChoice ? fromChoice(choice) : choice))}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
