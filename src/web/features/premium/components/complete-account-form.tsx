import { pagePath } from '#domain/routes.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { type AccountCompletionForm, accountCompletionFormSchema } from '#domain/payments/account-completion.ts';
import { splitFullName } from '#domain/payments/guest-checkout.ts';
import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { PasswordInput } from '../../../components/ui/form/password-input.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { PAYMENT_SUCCESS_COPY } from '../../../content/payments.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { completeAccount } from '../api/complete-account.ts';
import { announcePurchase } from '../lib/purchase-channel.ts';

const REDIRECT_AFTER_ACCOUNT_MS = 2000;

/** The welcome shown once the account exists; the dashboard follows after 2 seconds. */
export function AccountWelcome({ firstName }: { firstName: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(pagePath('dashboard'), { replace: true }), REDIRECT_AFTER_ACCOUNT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Card data-testid="account-welcome">
      <CardContent className="text-center">
        <h2 className="text-xl font-bold text-slate-900">{PAYMENT_SUCCESS_COPY.welcomeTitle(firstName)}</h2>
        <p className="mt-2 flex items-center justify-center gap-2 text-slate-600" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {PAYMENT_SUCCESS_COPY.welcomeBody}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * Complete Your Account (paid guest; ADR 0012, 0015): the email comes from the payment and is read-only; the names are
 * prefilled from it. The server creates the account and signs the guest in; `onCompleted` then shows the welcome.
 */
export function CompleteAccountForm({
  sessionId,
  email,
  paidName,
  completionToken = null,
  onCompleted,
}: {
  sessionId: string;
  email: string;
  paidName: string | null;
  /** From the purchase email's single-use link: following it proves the email, so the account is verified. */
  completionToken?: string | null;
  onCompleted: (firstName: string) => void;
}) {
  const queryClient = useQueryClient();
  const { refreshSession } = useAuth();
  const form = useZodForm(accountCompletionFormSchema, {
    defaultValues: { ...splitFullName(paidName), password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const complete = useMutation({
    mutationFn: (details: AccountCompletionForm) =>
      completeAccount({ sessionId, ...details, ...(completionToken ? { completionToken } : {}) }),
    onSuccess: async ({ needsEmailVerification }, details) => {
      if (needsEmailVerification) {
        // The purchase is on the account; this server signs in only confirmed addresses (REQUIRE_EMAIL_VERIFICATION).
        toast.success(PAYMENT_MESSAGES.accountCreatedTitle, { description: AUTH_MESSAGES.emailNotConfirmed });
        return;
      }
      toast.success(PAYMENT_MESSAGES.accountCreatedTitle, { description: PAYMENT_SUCCESS_COPY.accountCreatedBody });
      onCompleted(details.firstName.trim());
      // Signed in by the server: the header, the dashboard and premium status read the new session, here and in
      // the tab that opened checkout (ADR 0042).
      announcePurchase({ type: 'account-created', sessionId });
      await refreshSession();
      await queryClient.invalidateQueries({ queryKey: ['purchases'] });
    },
    onError: (error) =>
      toast.error(PAYMENT_MESSAGES.accountCreationErrorTitle, {
        description: error instanceof ApiError && error.message ? error.message : PAYMENT_MESSAGES.accountCreationErrorDefault,
      }),
  });
  const submit = form.handleSubmit((details) => {
    if (!complete.isPending) complete.mutate(details);
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{PAYMENT_SUCCESS_COPY.completeTitle}</CardTitle>
        <p className="text-sm text-slate-600">{PAYMENT_SUCCESS_COPY.completeIntro}</p>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-4" noValidate aria-label={PAYMENT_SUCCESS_COPY.completeTitle} onSubmit={(e) => void submit(e)}>
          <Field
            id="complete-email"
            label={
              <span className="flex items-center justify-between gap-2">
                {PAYMENT_SUCCESS_COPY.emailLabel}
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                  <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> {PAYMENT_SUCCESS_COPY.emailVerified}
                </span>
              </span>
            }
          >
            <Input type="email" value={email} readOnly aria-readonly="true" className="bg-slate-50" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="complete-firstName" label={PAYMENT_SUCCESS_COPY.firstName} error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </Field>
            <Field id="complete-lastName" label={PAYMENT_SUCCESS_COPY.lastName} error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </Field>
          </div>
          <Field
            id="complete-password"
            label={PAYMENT_SUCCESS_COPY.password}
            hint={PAYMENT_SUCCESS_COPY.passwordHint}
            error={errors.password?.message}
          >
            <PasswordInput autoComplete="new-password" revealable {...form.register('password')} />
          </Field>
          <Field id="complete-confirmPassword" label={PAYMENT_SUCCESS_COPY.confirmPassword} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </Field>
          <Button type="submit" size="lg" className="mt-2 w-full" disabled={complete.isPending}>
            {complete.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {complete.isPending ? PAYMENT_SUCCESS_COPY.submitting : PAYMENT_SUCCESS_COPY.submit}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
