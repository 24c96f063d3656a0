import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '#domain/auth/email.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-controls.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { getBlockStatus } from '../api/security.ts';
import { BlockedNotice } from './blocked-notice.tsx';

/** The blocked state lasts until the server's retry time; the form is usable again afterwards. */
function useBlockedState() {
  const [blocked, setBlocked] = useState<BlockedState | null>(null);
  useEffect(() => {
    let cancelled = false;
    getBlockStatus()
      .then((status) => !cancelled && setBlocked(status))
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);
  useEffect(() => {
    if (!blocked) return;
    const timer = window.setTimeout(() => setBlocked(null), blocked.retryAfterSeconds * 1000);
    return () => window.clearTimeout(timer);
  }, [blocked]);
  return [blocked, setBlocked] as const;
}

export function SignInForm({ onForgotPassword, returnTo = '/dashboard' }: { onForgotPassword: () => void; returnTo?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const [blocked, setBlocked] = useBlockedState();
  const disabled = blocked !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (disabled || submitting) return;
    const next: typeof errors = {};
    if (!isValidEmail(email)) next.email = INVALID_EMAIL_MESSAGE;
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (next.email || next.password) return;
    setSubmitting(true);
    try {
      const result = await signIn(email.trim(), password);
      if (result.ok) {
        toast.success('Welcome back!', { description: 'You are signed in.' });
        navigate(returnTo, { replace: true });
        return;
      }
      toast.error(result.error);
      if (result.blocked) setBlocked(result.blocked);
    } catch {
      toast.error(AUTH_MESSAGES.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in" className="flex flex-col gap-5">
      {blocked ? <BlockedNotice blocked={blocked} /> : null}
      <Field id="signin-email" label="Email" error={errors.email}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          disabled={disabled}
          invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'signin-email-error' : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password}>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          disabled={disabled}
          invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'signin-password-error' : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <div className="flex justify-end">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          onClick={onForgotPassword}
        >
          Forgot Password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={disabled || submitting}>
        {submitting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {submitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
