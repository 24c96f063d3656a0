import { RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { resetRequestInputSchema } from '#domain/auth/auth.schema.ts';
import { useMutation } from '@tanstack/react-query';
import { Loader2, MailCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { getCsrfToken, requestPasswordReset } from '../api/security.ts';

/** The reset request form (with its hidden csrfToken), then the 'Check Your Email' confirmation. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const form = useZodForm(resetRequestInputSchema, { defaultValues: { email: '', csrfToken: '' } });
  const { setValue } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);

  const loadToken = useCallback(() => {
    getCsrfToken()
      .then((token) => setValue('csrfToken', token))
      .catch(() => setValue('csrfToken', ''));
  }, [setValue]);
  useEffect(loadToken, [loadToken]);

  const request = useMutation({
    mutationFn: ({ email, csrfToken }: { email: string; csrfToken: string }) => requestPasswordReset(email, csrfToken),
    onSuccess: (result, { email }) => {
      if (result.ok) {
        toast.success(RESET_MESSAGES.emailSent);
        setSentTo(email);
        return;
      }
      toast.error(result.message);
      if (result.csrfRejected) loadToken();
    },
  });
  // The address goes as typed (trimmed), so 'Check Your Email' shows what the renter entered.
  const submit = form.handleSubmit(({ csrfToken }) => {
    if (!request.isPending) request.mutate({ email: form.getValues('email').trim(), csrfToken });
  });

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="reset-sent">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">Check Your Email</h2>
        <p className="text-sm text-slate-600">
          If an account exists for <span className="font-medium text-slate-900">{sentTo}</span>, we have sent a link to reset your password.
          It can take up to 5 minutes to arrive, works once, and expires after 1 hour.
        </p>
        <p className="text-xs text-slate-500">No email? Check your spam folder. You can request up to 3 reset emails per hour.</p>
        <Button variant="outline" onClick={onBack} className="w-full">
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Reset password" className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      <input type="hidden" {...form.register('csrfToken')} />
      <Field id="reset-email" label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
      </Field>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
