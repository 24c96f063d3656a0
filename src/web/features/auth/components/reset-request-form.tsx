import { RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '#domain/auth/email.ts';
import { Loader2, MailCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { getCsrfToken, requestPasswordReset } from '../api/security.ts';

/** The reset request form (with its hidden csrf_token), then the 'Check Your Email' confirmation. */
export function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [csrfToken, setCsrfToken] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const loadToken = useCallback(() => {
    getCsrfToken()
      .then(setCsrfToken)
      .catch(() => setCsrfToken(''));
  }, []);
  useEffect(loadToken, [loadToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const value = email.trim();
    if (!value) return setError('Email is required');
    if (!isValidEmail(value)) return setError(INVALID_EMAIL_MESSAGE);
    setError(undefined);
    setSubmitting(true);
    const result = await requestPasswordReset(value, csrfToken);
    setSubmitting(false);
    if (result.ok) {
      toast.success(RESET_MESSAGES.emailSent);
      setSentTo(value);
      return;
    }
    toast.error(result.message);
    if (result.csrfRejected) loadToken();
  };

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="reset-sent">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MailCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">Check Your Email</h2>
        <p className="text-sm text-slate-600">
          If an account exists for <span className="font-medium text-slate-900">{sentTo}</span>, we have sent a link to reset your
          password. It can take up to 5 minutes to arrive, works once, and expires after 1 hour.
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
      <p className="text-sm text-slate-600">Enter the email address of your account and we will send you a link to choose a new password.</p>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      <Field id="reset-email" label="Email" error={error}>
        <Input
          id="reset-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          invalid={Boolean(error)}
          aria-describedby={error ? 'reset-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {submitting ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
