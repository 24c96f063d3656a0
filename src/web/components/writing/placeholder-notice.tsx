import { joinList } from '#domain/shared/text.ts';
import {
  isEmailAddress,
  isPhoneNumber,
  SENDER_LIMITS,
  SENDER_MESSAGES,
  SENDER_PLACEHOLDERS,
  type SenderDetails,
  placeholdersIn,
} from '#domain/letters/sender.ts';
import { AlertTriangle } from 'lucide-react';
import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { Button } from '../ui/button.tsx';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Field, Input } from '../ui/form/field.tsx';

const SENDER_INPUTS = [
  { placeholder: SENDER_PLACEHOLDERS.name, field: 'senderName', label: 'Your name', type: 'text', autoComplete: 'name' },
  { placeholder: SENDER_PLACEHOLDERS.phone, field: 'senderPhone', label: 'Your phone', type: 'tel', autoComplete: 'tel' },
  { placeholder: SENDER_PLACEHOLDERS.email, field: 'senderEmail', label: 'Your email', type: 'email', autoComplete: 'email' },
] as const;

/**
 * Above a letter or reply that still holds a bracketed placeholder: what is missing, with a field for each of the
 * renter's own details it lacks (filled into the text, edits kept), so nothing with "[Your Name]" is sent unnoticed.
 * `id` lets the placeholder check bring the renter here.
 */
export function PlaceholderNotice({
  id,
  text,
  document,
  onFill,
}: {
  id: string;
  text: string;
  /** "letter", "email", "response". */
  document: string;
  onFill: (details: Partial<SenderDetails>) => void;
}) {
  const placeholders = placeholdersIn(text);
  const [values, setValues] = useState<Partial<Record<keyof SenderDetails, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<keyof SenderDetails, string>>>({});
  if (placeholders.length === 0) return null;
  const inputs = SENDER_INPUTS.filter((input) => placeholders.includes(input.placeholder));
  const others = placeholders.filter((p) => !SENDER_INPUTS.some((input) => input.placeholder === p));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = Object.fromEntries(
      inputs.map(({ field }) => [field, (values[field] ?? '').trim()] as const).filter(([, value]) => value !== ''),
    ) as Partial<SenderDetails>;
    const found: typeof errors = {};
    if (given.senderPhone && !isPhoneNumber(given.senderPhone)) found.senderPhone = SENDER_MESSAGES.senderPhone;
    if (given.senderEmail && !isEmailAddress(given.senderEmail)) found.senderEmail = SENDER_MESSAGES.senderEmail;
    setErrors(found);
    if (Object.keys(found).length > 0 || Object.keys(given).length === 0) return;
    onFill(given);
    setValues({});
  };

  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="placeholder-notice"
    >
      <p id={`${id}-title`} className="flex items-start gap-2 font-semibold">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" />
        Your {document} still says {joinList(placeholders)}.
      </p>
      <p className="mt-1">
        {inputs.length > 0 ? 'Add your details here, or type them into the text yourself. ' : ''}
        {others.length > 0 ? `Replace ${joinList(others)} in the text before you send it.` : 'Leave a detail out by deleting its line.'}
      </p>
      {inputs.length > 0 ? (
        <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          {inputs.map(({ field, label, type, autoComplete }) => (
            <Field key={field} id={`${id}-${field}`} label={label} error={errors[field]} className="sm:min-w-48 sm:flex-1">
              <Input
                type={type}
                autoComplete={autoComplete}
                maxLength={SENDER_LIMITS[field]}
                value={values[field] ?? ''}
                onChange={(e) => setValues((all) => ({ ...all, [field]: e.target.value }))}
              />
            </Field>
          ))}
          <Button type="submit" size="sm" className="h-11 self-start sm:self-end">
            Add to my {document}
          </Button>
        </form>
      ) : null}
    </section>
  );
}

/**
 * Copy, download, print and save go through `check`: when the text still holds a placeholder, the renter is asked
 * first (what is missing, "Fill them in" or the action anyway), and "Fill them in" brings them to the notice.
 */
export function usePlaceholderCheck(noticeId: string, document: string) {
  const [pending, setPending] = useState<{ placeholders: string[]; action: string; run: () => void } | null>(null);
  const check = useCallback((text: string, action: string, run: () => void) => {
    const placeholders = placeholdersIn(text);
    if (placeholders.length === 0) run();
    else setPending({ placeholders, action, run });
  }, []);
  const dialog: ReactNode = pending ? (
    <ConfirmDialog
      open
      title={`Your ${document} still has placeholders`}
      description={`It still says ${joinList(pending.placeholders)}. Fill them in before you send it, or ${pending.action.toLowerCase()} it as it is and replace them yourself.`}
      cancelLabel="Fill them in"
      confirmLabel={`${pending.action} anyway`}
      onCancel={() => {
        setPending(null);
        // After the dialog has gone (it hands focus back to the button that opened it).
        window.setTimeout(() => {
          const notice = window.document.getElementById(noticeId);
          notice?.scrollIntoView({ block: 'center' });
          (notice?.querySelector('input') ?? notice)?.focus({ preventScroll: true });
        }, 0);
      }}
      onConfirm={() => {
        const run = pending.run;
        setPending(null);
        run();
      }}
    />
  ) : null;
  return { check, dialog };
}
