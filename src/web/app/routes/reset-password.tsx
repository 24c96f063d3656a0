import { pagePath } from '#domain/routes.ts';
import { RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { resetPasswordFormSchema } from '#domain/auth/auth.schema.ts';
import { firstResetPasswordError, RESET_PASSWORD_RULES } from '#domain/auth/password-rules.ts';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { Field } from '../../components/ui/form/field.tsx';
import { PasswordInput } from '../../components/ui/form/password-input.tsx';
import { useZodForm } from '../../components/ui/form/use-zod-form.ts';
import { checkResetToken, resetPassword } from '../../features/auth/api/security.ts';
import { PasswordChecklist } from '../../features/auth/components/password-checklist.tsx';

type View = { kind: 'checking' } | { kind: 'error'; message: string } | { kind: 'form'; token: string } | { kind: 'complete' };

export const RESET_REDIRECT_SECONDS = 5;

function readLink(): { token: string | null; error: string | null } {
  const url = new URL(window.location.href);
  return { token: url.searchParams.get('token'), error: url.searchParams.get('error') };
}

/** The token should not stay in the address bar or history once read. */
function stripLinkFromUrl() {
  const url = new URL(window.location.href);
  if (url.search) window.history.replaceState(window.history.state, '', url.pathname);
}

export function Component() {
  useRouteMeta();
  const [view, setView] = useState<View>({ kind: 'checking' });
  const [link] = useState(readLink);

  useEffect(() => {
    let cancelled = false;
    const { token, error } = link;
    stripLinkFromUrl();
    if (!token || error) {
      setView({ kind: 'error', message: RESET_MESSAGES.linkInvalid });
      return;
    }
    checkResetToken(token).then((status) => {
      if (cancelled) return;
      if (status === 'valid') setView({ kind: 'form', token });
      else setView({ kind: 'error', message: status === 'invalid' ? RESET_MESSAGES.linkInvalid : RESET_MESSAGES.linkCheckFailed });
    });
    return () => {
      cancelled = true;
    };
  }, [link]);

  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-md">
        <Card>
          <CardContent>
            {view.kind === 'checking' ? (
              <p className="flex items-center justify-center gap-2 py-10 text-sm text-slate-600" role="status">
                <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> Verifying your reset link...
              </p>
            ) : view.kind === 'error' ? (
              <ResetLinkIssue message={view.message} />
            ) : view.kind === 'form' ? (
              <NewPasswordForm
                token={view.token}
                onDone={() => setView({ kind: 'complete' })}
                onExpired={() => setView({ kind: 'error', message: RESET_MESSAGES.sessionExpired })}
              />
            ) : (
              <PasswordUpdated />
            )}
          </CardContent>
        </Card>
      </PageContainer>
    </main>
  );
}

function ResetLinkIssue({ message }: { message: string }) {
  return (
    <div className="flex flex-col gap-4" data-testid="reset-link-issue">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <AlertTriangle className="h-6 w-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reset Link Issue</h1>
      </div>
      <p role="alert" className="text-sm text-slate-800">
        {message}
      </p>
      <div className="rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-slate-200">
        <p className="font-medium text-slate-900">Tips</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>Use the most recent reset link we sent you; older links stop working.</li>
          <li>Open the link in the same browser you use for RentCheck.</li>
          <li>If you copied the link, make sure you copied the full URL.</li>
          <li>Reset links expire after 1 hour.</li>
        </ul>
      </div>
      <p className="text-xs text-slate-500">For your security you can request up to 3 password resets per hour for each email address.</p>
      <ButtonLink to="/auth?mode=reset" size="lg">
        Request New Reset Link
      </ButtonLink>
    </div>
  );
}

function NewPasswordForm({ token, onDone, onExpired }: { token: string; onDone: () => void; onExpired: () => void }) {
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const [password, confirm] = useWatch({ control: form.control, name: ['newPassword', 'confirmPassword'] });
  const allPass = RESET_PASSWORD_RULES.every((rule) => rule.passes(password, confirm));
  const update = useMutation({
    mutationFn: (newPassword: string) => resetPassword(token, newPassword),
    onSuccess: (result) => {
      if (result.ok) {
        toast.success(RESET_MESSAGES.updated);
        onDone();
        return;
      }
      if (result.tokenInvalid) {
        onExpired();
        return;
      }
      toast.error(result.message || RESET_MESSAGES.updateFailed);
    },
    onError: () => toast.error(RESET_MESSAGES.updateUnexpected),
  });
  // One toast, the first rule that fails, in RESET_PASSWORD_RULES order; each field also shows its own.
  const submit = form.handleSubmit(
    ({ newPassword }) => update.mutate(newPassword),
    () => {
      const problem = firstResetPasswordError(form.getValues('newPassword'), form.getValues('confirmPassword'));
      if (problem) toast.error(problem);
    },
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Create new password" className="flex flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Create New Password</h1>
        <p className="mt-1 text-sm text-slate-600">Choose a strong password you do not use anywhere else.</p>
      </div>
      <Field id="new-password" label="New Password" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" revealable {...form.register('newPassword')} />
      </Field>
      <Field id="confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" revealable {...form.register('confirmPassword')} />
      </Field>
      <PasswordChecklist password={password} confirm={confirm} />
      <Button type="submit" size="lg" disabled={!allPass || update.isPending}>
        {update.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
        {update.isPending ? 'Updating...' : 'Update Password'}
      </Button>
      <ButtonLink to="/auth" variant="ghost">
        Back to Sign In
      </ButtonLink>
    </form>
  );
}

function PasswordUpdated() {
  const navigate = useNavigate();
  const [seconds, setSeconds] = useState(RESET_REDIRECT_SECONDS);
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(pagePath('auth'), { replace: true }), RESET_REDIRECT_SECONDS * 1000);
    const tick = window.setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => {
      window.clearTimeout(timer);
      window.clearInterval(tick);
    };
  }, [navigate]);
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="password-updated">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <CheckCircle2 className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Password Updated!</h1>
      <p className="flex items-start gap-2 text-left text-sm text-slate-700">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        Your password has been changed and you have been signed out on your other devices. Sign in with your new password.
      </p>
      <p className="text-xs text-slate-500" role="status">
        Redirecting to sign in in {seconds} second{seconds === 1 ? '' : 's'}...
      </p>
      <ButtonLink to="/auth" replace size="lg" className="w-full">
        Go to Sign In
      </ButtonLink>
    </div>
  );
}
