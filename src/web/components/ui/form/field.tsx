import { type ComponentProps, createContext, type ReactNode, useContext } from 'react';
import { cn } from '../../../lib/cn.ts';
import { KeptInput, KeptSelect, KeptTextarea } from './keep-entered.tsx';

/**
 * What a <Field> (or <FieldGroup>, <CheckboxField>) tells the control inside it: the id its label points at, whether
 * it is invalid, and the ids of the texts that describe it (hint, then error).
 */
interface FieldState {
  id?: string;
  invalid: boolean;
  describedBy?: string;
}

const FieldContext = createContext<FieldState | null>(null);

const joinIds = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface DescribedProps {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** The hint and error ids of a field (`<id>-hint`, `<id>-error`), present only when there is such a text. */
function descriptions({ id, hint, error }: DescribedProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: joinIds(hintId, errorId) };
}

function Descriptions({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId?: string | undefined;
  errorId?: string | undefined;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/**
 * One labelled control with its hint and error. The control inside (Input, Select, Textarea, PasswordInput or a
 * ControlledInput) takes its id, `aria-invalid` and `aria-describedby` (hint and error ids) from the field, so a
 * form only says which error belongs where.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: DescribedProps & { label: ReactNode; className?: string; children: ReactNode }) {
  const { hintId, errorId, describedBy } = descriptions({ id, hint, error });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <FieldContext value={{ id, invalid: Boolean(error), describedBy }}>{children}</FieldContext>
      <Descriptions hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

/**
 * Several controls answering one question (radio tiles, years and months): a fieldset whose legend names the group
 * and whose hint and error describe it. Controls inside are marked invalid with it; each keeps its own label and id.
 */
export function FieldGroup({
  id,
  legend,
  hint,
  error,
  className,
  children,
}: DescribedProps & { legend: ReactNode; className?: string; children: ReactNode }) {
  const { hintId, errorId, describedBy } = descriptions({ id, hint, error });
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-1.5', className)} aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <FieldContext value={{ invalid: Boolean(error) }}>{children}</FieldContext>
      <Descriptions hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </fieldset>
  );
}

/** A checkbox with its label beside it (terms, agreements), and its hint and error below. */
export function CheckboxField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: DescribedProps & { label: ReactNode; className?: string; children: ReactNode }) {
  const { hintId, errorId, describedBy } = descriptions({ id, hint, error });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <FieldContext value={{ id, invalid: Boolean(error), describedBy }}>{children}</FieldContext>
        <label htmlFor={id} className="cursor-pointer text-sm text-slate-700">
          {label}
        </label>
      </div>
      <Descriptions hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

interface ControlProps {
  id?: string | undefined;
  invalid?: boolean | undefined;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  'aria-describedby'?: string | undefined;
}

/** A control's id and ARIA state: what it was given, else what its field says; `rest` holds its other props. */
function useFieldControl<P extends ControlProps>({
  id,
  invalid,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  ...rest
}: P) {
  const field = useContext(FieldContext);
  const isInvalid = invalid ?? field?.invalid ?? false;
  const attributes = {
    id: id ?? field?.id,
    'aria-invalid': ariaInvalid ?? (isInvalid || undefined),
    'aria-describedby': describedBy ?? field?.describedBy,
  };
  return { isInvalid, attributes, rest };
}

const control =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 shadow-xs transition-colors focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 sm:text-sm';
const border = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-slate-300');

export function Input({ className, ...props }: ComponentProps<'input'> & { invalid?: boolean }) {
  const { isInvalid, attributes, rest } = useFieldControl(props);
  return <KeptInput {...attributes} className={cn(control, 'h-11', border(isInvalid), className)} {...rest} />;
}

export function Select({ className, ...props }: ComponentProps<'select'> & { invalid?: boolean }) {
  const { isInvalid, attributes, rest } = useFieldControl(props);
  return <KeptSelect {...attributes} className={cn(control, 'h-11 pr-8', border(isInvalid), className)} {...rest} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'> & { invalid?: boolean }) {
  const { isInvalid, attributes, rest } = useFieldControl(props);
  return <KeptTextarea {...attributes} className={cn(control, 'min-h-24 py-2', border(isInvalid), className)} {...rest} />;
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean }) {
  const { attributes, rest } = useFieldControl(props);
  return (
    <KeptInput
      type="checkbox"
      {...attributes}
      className={cn(
        'mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded border-slate-300 accent-brand-700 disabled:cursor-not-allowed',
        className,
      )}
      {...rest}
    />
  );
}
