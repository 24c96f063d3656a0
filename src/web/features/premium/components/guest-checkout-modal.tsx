import { PREMIUM_PACKAGE } from '#domain/payments/catalog.ts';
import type { GuestCheckoutForm } from '#domain/payments/guest-checkout.ts';
import { guestCheckoutFormSchema } from '#domain/payments/guest-checkout.schema.ts';
import { Loader2, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { GUEST_MODAL_COPY } from '../../../content/payments.ts';
import { AccountExistsNotice } from './account-exists-notice.tsx';

const EMPTY: GuestCheckoutForm = { firstName: '', lastName: '', email: '' };

/** The guest modal (rules: #domain/payments/guest-checkout.ts): first name, last name and email, then Continue to Payment. */
export function GuestCheckoutModal({
  open,
  onOpenChange,
  onSubmit,
  processing,
  accountExists = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (form: GuestCheckoutForm) => void;
  processing: boolean;
  /** The server said this email has an account (no payment was started). */
  accountExists?: boolean;
}) {
  const form = useZodForm(guestCheckoutFormSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSubmit);

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
          <form className="mt-5 flex flex-col gap-4" noValidate onSubmit={(e) => void submit(e)}>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field id="guest-firstName" label={GUEST_MODAL_COPY.firstName} error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </Field>
              <Field id="guest-lastName" label={GUEST_MODAL_COPY.lastName} error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </Field>
            </div>
            <Field id="guest-email" label={GUEST_MODAL_COPY.email} hint={GUEST_MODAL_COPY.emailNote} error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
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
