import { pagePath } from '#domain/routes.ts';
import { AUTH_MESSAGES } from '#domain/auth/auth-messages.ts';
import { signInInputSchema } from '#domain/auth/auth.schema.ts';
import type { BlockedState } from '#domain/security/security.ts';
import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form/field.tsx';
import { PasswordInput } from '../../../components/ui/form/password-input.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
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

export function SignInForm({ onForgotPassword, returnTo = pagePath('dashboard') }: { onForgotPassword: () => void; returnTo?: string }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [blocked, setBlocked] = useBlockedState();
  const disabled = blocked !== null;
  const form = useZodForm(signInInputSchema, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const signInMutation = useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) => signIn(email, password),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success('Welcome back!', { description: 'You are signed in.' });
        navigate(returnTo, { replace: true });
        return;
      }
      toast.error(result.error);
      if (result.blocked) setBlocked(result.blocked);
    },
    onError: () => toast.error(AUTH_MESSAGES.unexpected),
  });
  const submit = form.handleSubmit((credentials) => {
    if (!disabled && !signInMutation.isPending) signInMutation.mutate(credentials);
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Sign in" className="flex flex-col gap-5">
      {blocked ? <BlockedNotice blocked={blocked} /> : null}
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" disabled={disabled} {...form.register('email')} />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" disabled={disabled} {...form.register('password')} />
      </Field>
      <div className="flex justify-end">
        <button type="button" className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </div>
      <Button type="submit" size="lg" disabled={disabled || signInMutation.isPending}>
        {signInMutation.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {signInMutation.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
