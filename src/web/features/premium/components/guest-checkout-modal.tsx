import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import { type GuestCheckoutErrors, type GuestCheckoutForm, guestCheckoutErrors } from '#domain/payments/guest-checkout.ts';
import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { GUEST_MODAL_COPY } from '../../../content/payments.ts';
import { AccountExistsNotice } from './account-exists-notice.tsx';

const EMPTY: GuestCheckoutForm = { firstName: '', lastName: '', email: '' };

/** SPEC section 2 "Guest modal": first name, last name and email, then Continue to Payment. */
export function GuestCheckoutModal({
  open,
  onOpenChange,
  onSubmit,
  processing,
  accountExists = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (form: GuestCheckoutForm) => Promise<void>;
  processing: boolean;
  /** The server said this email has an account (no payment was started). */
  accountExists?: boolean;
}) {
  const [form, setForm] = useState<GuestCheckoutForm>(EMPTY);
  const [errors, setErrors] = useState<GuestCheckoutErrors>({});

  const set = (field: keyof GuestCheckoutForm) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = guestCheckoutErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onSubmit(form);
  };

  const describedBy = (field: keyof GuestCheckoutForm) => (errors[field] ? `guest-${field}-error` : undefined);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !processing && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{GUEST_MODAL_COPY.title}</Dialog.Title>
            <Dialog.Close asChild>
              <button type="button" className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800" aria-label="Close">
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{GUEST_MODAL_COPY.description}</Dialog.Description>
          <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={submit}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="guest-firstName" label={GUEST_MODAL_COPY.firstName} error={errors.firstName}>
                <Input
                  id="guest-firstName"
                  autoComplete="given-name"
                  value={form.firstName}
                  onChange={set('firstName')}
                  invalid={Boolean(errors.firstName)}
                  aria-describedby={describedBy('firstName')}
                />
              </Field>
              <Field id="guest-lastName" label={GUEST_MODAL_COPY.lastName} error={errors.lastName}>
                <Input
                  id="guest-lastName"
                  autoComplete="family-name"
                  value={form.lastName}
                  onChange={set('lastName')}
                  invalid={Boolean(errors.lastName)}
                  aria-describedby={describedBy('lastName')}
                />
              </Field>
            </div>
            <Field id="guest-email" label={GUEST_MODAL_COPY.email} hint={GUEST_MODAL_COPY.emailNote} error={errors.email}>
              <Input
                id="guest-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={form.email}
                onChange={set('email')}
                invalid={Boolean(errors.email)}
                aria-describedby={describedBy('email') ?? 'guest-email-hint'}
              />
            </Field>
            {accountExists ? <AccountExistsNotice packageName={PREMIUM_PACKAGE.name} /> : null}
            <Button type="submit" size="lg" className="mt-2 w-full" disabled={processing}>
              {processing ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
              {processing ? GUEST_MODAL_COPY.processing : GUEST_MODAL_COPY.submit}
            </Button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
