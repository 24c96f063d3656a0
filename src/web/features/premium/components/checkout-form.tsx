import { pagePath } from '#domain/routes.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { formatPrice, type PackageDefinition } from '#domain/payments/catalog.ts';
import { type CheckoutForm as CheckoutFormValues, checkoutFormErrors, checkoutFormSchema } from '#domain/payments/checkout-form.ts';
import { checkoutSignUpFailed, PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Checkbox, CheckboxField, Field, Input } from '../../../components/ui/form/field.tsx';
import { PasswordInput } from '../../../components/ui/form/password-input.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { CHECKOUT_COPY } from '../../../content/payments.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { AccountExistsError, startPayment } from '../api/create-payment.ts';
import { AccountExistsNotice } from './account-exists-notice.tsx';

const EMPTY: CheckoutFormValues = { name: '', email: '', password: '', confirmPassword: '', agreeToTerms: false };
const SCHEMAS = { guest: checkoutFormSchema({ guest: true }), signedIn: checkoutFormSchema({ guest: false }) };

/** How a valid submit ended without an error toast. */
type CheckoutOutcome = 'payment-started' | 'account-exists' | 'awaiting-verification';

/**
 * The checkout form (ADR 0012; rules: #domain/payments/checkout-form.ts). A guest's account is created first (the
 * account service's sign-up), then the payment starts signed in; every rule that fails is listed in one
 * 'Validation Error' notice and shown by its field.
 */
export function CheckoutForm({ pkg }: { pkg: PackageDefinition }) {
  const { user, signUp } = useAuth();
  const guest = user === null;
  const form = useZodForm(guest ? SCHEMAS.guest : SCHEMAS.signedIn, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const { getValues, setValue } = form;
  const [accountExists, setAccountExists] = useState(false);

  useEffect(() => {
    if (!user) return;
    if (!getValues('name')) setValue('name', user.fullName || '');
    setValue('email', user.email);
  }, [user, getValues, setValue]);

  const checkout = useMutation({
    mutationFn: async ({ name, email, password }: { name: string; email: string; password: string }): Promise<CheckoutOutcome> => {
      if (guest) {
        const created = await signUp({ email, password, fullName: name });
        if (!created.success) {
          // The email has an account already: say so before any payment, with a way to sign in and come back.
          if (created.code === 'user_exists' || created.needsEmailVerification) return 'account-exists';
          throw new Error(checkoutSignUpFailed(created.error || AUTH_MESSAGES.signUpFailed));
        }
        toast.success(PAYMENT_MESSAGES.accountCreatedTitle);
        if (!created.user || created.needsEmailVerification) {
          // REQUIRE_EMAIL_VERIFICATION: the new account pays once its owner has confirmed the email and signed in.
          toast.error(AUTH_MESSAGES.emailNotConfirmed);
          return 'awaiting-verification';
        }
      }
      try {
        await startPayment({ packageType: pkg.name, price: pkg.price, guestEmail: email, guestName: name });
      } catch (error) {
        if (error instanceof AccountExistsError) return 'account-exists';
        throw error;
      }
      return 'payment-started';
    },
    onMutate: () => setAccountExists(false),
    onSuccess: (outcome) => setAccountExists(outcome === 'account-exists'),
    onError: (error) =>
      toast.error(PAYMENT_MESSAGES.checkoutErrorTitle, { description: error.message || PAYMENT_MESSAGES.checkoutDefaultError }),
  });
  const busy = checkout.isPending;

  const submit = form.handleSubmit(
    (details) => {
      if (!busy) checkout.mutate(details);
    },
    () =>
      toast.error(PAYMENT_MESSAGES.validationErrorTitle, {
        description: (
          <ul className="list-disc pl-4" data-testid="validation-errors">
            {checkoutFormErrors(getValues(), { guest }).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ),
      }),
  );

  const price = formatPrice(pkg.price);
  return (
    <Card>
      <CardContent>
        <h2 className="text-lg font-semibold text-slate-900">{CHECKOUT_COPY.formTitle}</h2>
        <form className="mt-5 flex flex-col gap-4" noValidate aria-label="Checkout" onSubmit={(e) => void submit(e)}>
          <Field id="checkout-name" label={CHECKOUT_COPY.nameLabel} error={errors.name?.message}>
            <Input autoComplete="name" disabled={busy} {...form.register('name')} />
          </Field>
          <Field id="checkout-email" label={CHECKOUT_COPY.emailLabel} hint={CHECKOUT_COPY.emailNote} error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" readOnly={!guest} disabled={busy} {...form.register('email')} />
          </Field>
          {guest ? (
            <>
              <Field
                id="checkout-password"
                label={CHECKOUT_COPY.passwordLabel}
                hint={CHECKOUT_COPY.passwordHint}
                error={errors.password?.message}
              >
                <PasswordInput autoComplete="new-password" revealable disabled={busy} {...form.register('password')} />
              </Field>
              <Field id="checkout-confirm" label={CHECKOUT_COPY.confirmLabel} error={errors.confirmPassword?.message}>
                <PasswordInput autoComplete="new-password" disabled={busy} {...form.register('confirmPassword')} />
              </Field>
            </>
          ) : null}
          {accountExists ? <AccountExistsNotice packageName={pkg.name} /> : null}
          <CheckboxField
            id="checkout-terms"
            error={errors.agreeToTerms?.message}
            label={
              <>
                {CHECKOUT_COPY.termsBefore}
                <a href={pagePath('terms')} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  {CHECKOUT_COPY.termsLink}
                </a>
                {CHECKOUT_COPY.termsAnd}
                <a href={pagePath('privacy')} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  {CHECKOUT_COPY.privacyLink}
                </a>
                {CHECKOUT_COPY.termsAfter}
              </>
            }
          >
            <Checkbox disabled={busy} {...form.register('agreeToTerms')} />
          </CheckboxField>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy}>
            {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {busy ? CHECKOUT_COPY.processing : guest ? CHECKOUT_COPY.guestPayLabel(price) : CHECKOUT_COPY.payLabel(price)}
          </Button>
          <p className="flex items-center justify-center gap-2 text-center text-xs text-slate-500">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" /> {CHECKOUT_COPY.secureNote}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
