import { pagePath } from '#domain/routes.ts';
import { RESET_MESSAGES } from '#domain/auth/auth-messages.ts';
import { AlertTriangle, CheckCircle2, Loader2, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageContainer } from '../../../components/layouts/page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { checkResetToken } from '../api/security.ts';
import { NewPasswordForm } from './new-password-form.tsx';

type View = { kind: 'checking' } | { kind: 'error'; message: string } | { kind: 'form'; token: string } | { kind: 'complete' };

const RESET_REDIRECT_SECONDS = 5;

function readLink(): { token: string | null; error: string | null } {
  const url = new URL(window.location.href);
  return { token: url.searchParams.get('token'), error: url.searchParams.get('error') };
}

/** The token should not stay in the address bar or history once read. */
function stripLinkFromUrl() {
  const url = new URL(window.location.href);
  if (url.search) window.history.replaceState(window.history.state, '', url.pathname);
}

/**
 * The reset-password page's body: checks the emailed link's token, then shows the new-password form, the link's
 * problem, or the done view that redirects to sign-in.
 */
export function PasswordReset() {
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
      <ButtonLink to={`${pagePath('auth')}?mode=reset`} size="lg">
        Request New Reset Link
      </ButtonLink>
    </div>
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
      <ButtonLink to={pagePath('auth')} replace size="lg" className="w-full">
        Go to Sign In
      </ButtonLink>
    </div>
  );
}
