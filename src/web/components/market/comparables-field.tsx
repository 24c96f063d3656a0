import {
  COMPARABLE_FREE_MONTHS,
  COMPARABLE_TERMS,
  comparableOf,
  concessionPhrase,
  emptyComparable,
  MAX_COMPARABLES,
} from '#domain/strategy/comparable.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { Plus, Trash2 } from 'lucide-react';
import type { ComparableInput } from '#domain/strategy/comparable.ts';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '../ui/button.tsx';
import { ControlledInput, upTo } from '../ui/form/controlled-input.tsx';
import { Field, Select } from '../ui/form/field.tsx';

/** A form that holds comparable listings (the letter form, the plan form): the part of it this field reads and writes. */
export interface ComparablesForm {
  comparables: ComparableInput[];
}

/**
 * A form's control as this field's: react-hook-form's `Control` is invariant in its values, so the letter and plan
 * forms, which hold `comparables` among other fields, hand theirs over through this one cast.
 */
export const comparablesControl = <T extends ComparablesForm>(control: Control<T, unknown, T>) =>
  control as unknown as Control<ComparablesForm, unknown, ComparablesForm>;

const BEDROOM_CHOICES = [
  { value: '', label: 'Not given' },
  { value: '0', label: 'Studio' },
  { value: '1', label: '1 bedroom' },
  { value: '2', label: '2 bedrooms' },
  { value: '3', label: '3 bedrooms' },
  { value: '4', label: '4 bedrooms' },
] as const;

const FREE_LABELS: Record<string, string> = { '0': 'None', '0.5': 'Half a month', '1': '1 month' };

/** "Effective rent: $2,108 a month (1 month free on 12)"; null until the row has a usable rent. */
function effectiveRentLine(row: Parameters<typeof comparableOf>[0]): string | null {
  const c = comparableOf(row);
  if (!c) return null;
  const concession = concessionPhrase(c);
  return concession
    ? `Effective rent: ${formatUsd(c.effectiveRent)} a month (${formatUsd(c.rent)} with ${concession}).`
    : `Effective rent: ${formatUsd(c.effectiveRent)} a month (no concession).`;
}

/**
 * Comparable listings (up to 5): where, advertised rent, bedrooms and any free months on a lease length, each showing
 * its effective rent as it is typed. The plan cites the one with the lowest effective rent below the renter's rent; the
 * market report lists them all. `intro` says what they are for on the page that shows the field.
 */
export function ComparablesField({
  control,
  errors,
  intro,
}: {
  control: Control<ComparablesForm, unknown, ComparablesForm>;
  errors: FieldErrors<ComparablesForm>;
  intro: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'comparables' });
  const rows = useWatch({ control, name: 'comparables' }) ?? [];
  const full = fields.length >= MAX_COMPARABLES;
  return (
    <section aria-labelledby="comparables-title" className="grid gap-3">
      <div>
        <h3 id="comparables-title" className="text-sm font-medium text-slate-800">
          Comparable listings (optional)
        </h3>
        <p className="text-xs text-slate-500">
          {intro} Up to {MAX_COMPARABLES}.
        </p>
      </div>
      {fields.map((item, index) => {
        const id = `comparables-${index}`;
        const rowErrors = errors.comparables?.[index];
        const effective = rows[index] ? effectiveRentLine(rows[index]) : null;
        return (
          <fieldset
            key={item.id}
            className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
            data-testid="comparable-row"
          >
            <legend className="sr-only">Listing {index + 1}</legend>
            <div className="flex items-center justify-between gap-2">
              <p className="text-sm font-semibold text-slate-900" aria-hidden="true">
                Listing {index + 1}
              </p>
              <Button size="sm" variant="ghost" onClick={() => remove(index)} aria-label={`Remove listing ${index + 1}`}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
              </Button>
            </div>
            <Field id={`${id}-where`} label="Where" hint="Address, building or street.">
              <ControlledInput control={control} name={`comparables.${index}.where`} parse={upTo(120)} placeholder="410 Main St, #3B" />
            </Field>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field id={`${id}-rent`} label="Monthly rent" error={rowErrors?.rent?.message}>
                <ControlledInput
                  control={control}
                  name={`comparables.${index}.rent`}
                  parse={upTo(12)}
                  inputMode="decimal"
                  placeholder="2,300"
                />
              </Field>
              <Field id={`${id}-bedrooms`} label="Bedrooms">
                <Controller
                  control={control}
                  name={`comparables.${index}.bedrooms`}
                  render={({ field }) => (
                    <Select {...field}>
                      {BEDROOM_CHOICES.map((choice) => (
                        <option key={choice.value} value={choice.value}>
                          {choice.label}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
              <Field id={`${id}-free`} label="Free rent offered">
                <Controller
                  control={control}
                  name={`comparables.${index}.freeMonths`}
                  render={({ field }) => (
                    <Select {...field}>
                      {COMPARABLE_FREE_MONTHS.map((months) => (
                        <option key={months} value={String(months)}>
                          {FREE_LABELS[String(months)] ?? `${months} months`}
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
              <Field id={`${id}-term`} label="On a lease of">
                <Controller
                  control={control}
                  name={`comparables.${index}.termMonths`}
                  render={({ field }) => (
                    <Select {...field}>
                      {COMPARABLE_TERMS.map((months) => (
                        <option key={months} value={String(months)}>
                          {months} months
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
            </div>
            <p className="text-sm text-slate-700" aria-live="polite" data-testid="comparable-effective">
              {effective ?? 'Enter the monthly rent to see the effective rent.'}
            </p>
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm" variant="secondary" disabled={full} onClick={() => append(emptyComparable())}>
          <Plus className="h-4 w-4" aria-hidden="true" /> {fields.length === 0 ? 'Add a listing' : 'Add another listing'}
        </Button>
        {full ? <p className="text-xs text-slate-500">That is the most a letter can use: {MAX_COMPARABLES} listings.</p> : null}
      </div>
    </section>
  );
}
