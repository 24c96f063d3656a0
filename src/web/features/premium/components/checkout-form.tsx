import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { formatPrice, type PackageDefinition } from '#domain/payments/catalog.ts';
import { type CheckoutForm as CheckoutFormValues, checkoutFormErrors, checkoutName } from '#domain/payments/checkout-form.ts';
import { checkoutSignUpFailed, PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { Loader2, Lock } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { CHECKOUT_COPY } from '../../../content/payments.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { AccountExistsError, startPayment } from '../api/create-payment.ts';
import { AccountExistsNotice } from './account-exists-notice.tsx';

const EMPTY: CheckoutFormValues = { name: '', email: '', password: '', confirmPassword: '', agreeToTerms: false };

/**
 * The checkout form (SPEC section 2 "Checkout"). A guest's account is created first (the account service's sign-up),
 * then the payment starts signed in; every rule that fails is listed in one 'Validation Error' notice.
 */
export function CheckoutForm({ pkg }: { pkg: PackageDefinition }) {
  const { user, signUp } = useAuth();
  const guest = user === null;
  const [form, setForm] = useState<CheckoutFormValues>(EMPTY);
  const [busy, setBusy] = useState(false);
  const [accountExists, setAccountExists] = useState(false);

  useEffect(() => {
    if (user) setForm((current) => ({ ...current, name: current.name || user.fullName || '', email: user.email }));
  }, [user]);

  const set = (field: 'name' | 'email' | 'password' | 'confirmPassword') => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const errors = checkoutFormErrors(form, { guest });
    if (errors.length > 0) {
      toast.error(PAYMENT_MESSAGES.validationErrorTitle, {
        description: (
          <ul className="list-disc pl-4" data-testid="validation-errors">
            {errors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ),
      });
      return;
    }
    setBusy(true);
    setAccountExists(false);
    const name = checkoutName(form.name);
    const email = form.email.trim();
    try {
      if (guest) {
        const created = await signUp({ email, password: form.password, fullName: name });
        if (!created.success) {
          // The email has an account already: say so before any payment, with a way to sign in and come back.
          if (created.code === 'user_exists' || created.needsEmailVerification) {
            setAccountExists(true);
            return;
          }
          throw new Error(checkoutSignUpFailed(created.error || AUTH_MESSAGES.signUpFailed));
        }
        toast.success(PAYMENT_MESSAGES.accountCreatedTitle);
        if (!created.user || created.needsEmailVerification) {
          // REQUIRE_EMAIL_VERIFICATION: the new account pays once its owner has confirmed the email and signed in.
          toast.error(AUTH_MESSAGES.emailNotConfirmed);
          return;
        }
      }
      await startPayment({ packageType: pkg.name, price: pkg.price, guestEmail: email, guestName: name });
    } catch (error) {
      if (error instanceof AccountExistsError) {
        setAccountExists(true);
        return;
      }
      toast.error(PAYMENT_MESSAGES.checkoutErrorTitle, {
        description: error instanceof Error && error.message ? error.message : PAYMENT_MESSAGES.checkoutDefaultError,
      });
    } finally {
      setBusy(false);
    }
  };

  const price = formatPrice(pkg.price);
  return (
    <Card>
      <CardContent>
        <h2 className="text-lg font-semibold text-slate-900">{CHECKOUT_COPY.formTitle}</h2>
        <form className="mt-5 flex flex-col gap-4" noValidate aria-label="Checkout" onSubmit={(e) => void submit(e)}>
          <Field id="checkout-name" label={CHECKOUT_COPY.nameLabel}>
            <Input id="checkout-name" autoComplete="name" value={form.name} onChange={set('name')} disabled={busy} />
          </Field>
          <Field id="checkout-email" label={CHECKOUT_COPY.emailLabel} hint={CHECKOUT_COPY.emailNote}>
            <Input
              id="checkout-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={form.email}
              onChange={set('email')}
              readOnly={!guest}
              disabled={busy}
              aria-describedby="checkout-email-hint"
            />
          </Field>
          {guest ? (
            <>
              <Field id="checkout-password" label={CHECKOUT_COPY.passwordLabel} hint={CHECKOUT_COPY.passwordHint}>
                <PasswordInput
                  id="checkout-password"
                  autoComplete="new-password"
                  revealable
                  value={form.password}
                  onChange={set('password')}
                  disabled={busy}
                  aria-describedby="checkout-password-hint"
                />
              </Field>
              <Field id="checkout-confirm" label={CHECKOUT_COPY.confirmLabel}>
                <PasswordInput
                  id="checkout-confirm"
                  autoComplete="new-password"
                  value={form.confirmPassword}
                  onChange={set('confirmPassword')}
                  disabled={busy}
                />
              </Field>
            </>
          ) : null}
          {accountExists ? <AccountExistsNotice packageName={pkg.name} /> : null}
          <div className="flex items-start gap-3">
            <input
              id="checkout-terms"
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 accent-brand-700"
              checked={form.agreeToTerms}
              onChange={(e) => setForm((current) => ({ ...current, agreeToTerms: e.target.checked }))}
              disabled={busy}
            />
            <label htmlFor="checkout-terms" className="text-sm text-slate-700">
              {CHECKOUT_COPY.termsBefore}
              <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {CHECKOUT_COPY.termsLink}
              </a>
              {CHECKOUT_COPY.termsAnd}
              <a href="/privacy" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                {CHECKOUT_COPY.privacyLink}
              </a>
              {CHECKOUT_COPY.termsAfter}
            </label>
          </div>
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
