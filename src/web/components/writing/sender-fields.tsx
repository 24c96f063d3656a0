import { SENDER_LIMITS, type SenderDetails } from '#domain/letters/sender.ts';
import type { Control, FieldErrors, FieldPathByValue, FieldValues } from 'react-hook-form';
import { ControlledInput, ControlledTextarea, upTo } from '../ui/form/controlled-input.tsx';
import { Field } from '../ui/form/field.tsx';

interface SenderInput {
  field: Exclude<keyof SenderDetails, 'senderAddress'>;
  label: string;
  hint?: string;
  /** Spans both columns from the small breakpoint up. */
  wide?: boolean;
  type?: 'tel' | 'email';
  inputMode?: 'tel';
  autoComplete: string;
  placeholder: string;
}

/** The one-line sender inputs, in the form's order (the postal address, a letter's only, is a textarea). */
const SENDER_INPUTS: readonly SenderInput[] = [
  { field: 'senderName', label: 'Your name', hint: 'Signs the letter.', wide: true, autoComplete: 'name', placeholder: 'Jane Rivera' },
  { field: 'senderPhone', label: 'Phone (optional)', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '(404) 555-0132' },
  { field: 'senderEmail', label: 'Email (optional)', type: 'email', autoComplete: 'email', placeholder: 'jane@example.com' },
];

/**
 * The renter's details for the signature of a letter or reply (sender.ts, ADR 0067): name, phone and email, and for a
 * letter the postal address of its sender block. All optional; a signed-in renter's name and email come from the
 * account.
 */
export function SenderFields<T extends FieldValues, Parsed>({
  control,
  errors,
  withAddress,
}: {
  control: Control<T, unknown, Parsed>;
  errors: FieldErrors<T>;
  /** A letter's sender block has the renter's postal address; a reply is signed only. */
  withAddress: boolean;
}) {
  const name = (field: keyof SenderDetails) => field as FieldPathByValue<T, string | undefined>;
  /** The form holds the four sender fields (sender.schema.ts); their errors are read by name. */
  const message = (field: keyof SenderDetails) => {
    const error = (errors as FieldErrors<SenderDetails>)[field];
    return typeof error?.message === 'string' ? error.message : undefined;
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2" data-testid="sender-fields">
      {SENDER_INPUTS.map(({ field, label, hint, wide, ...input }) => (
        <Field key={field} id={field} label={label} hint={hint} error={message(field)} {...(wide ? { className: 'sm:col-span-2' } : {})}>
          <ControlledInput control={control} name={name(field)} parse={upTo(SENDER_LIMITS[field])} {...input} />
        </Field>
      ))}
      {withAddress ? (
        <Field
          id="senderAddress"
          label="Your postal address (optional)"
          hint="Leave it blank to use the property address above."
          error={message('senderAddress')}
          className="sm:col-span-2"
        >
          <ControlledTextarea
            control={control}
            name={name('senderAddress')}
            parse={upTo(SENDER_LIMITS.senderAddress)}
            rows={2}
            autoComplete="street-address"
            placeholder={'PO Box 12\nDecatur, GA 30030'}
          />
        </Field>
      ) : null}
    </div>
  );
}
