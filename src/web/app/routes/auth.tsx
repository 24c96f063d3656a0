import { Loader2 } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { appPageTitle, pagePath } from '#domain/routes.ts';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form.tsx';
import { SignInForm } from '../../features/auth/components/sign-in-form.tsx';
import { useAuth } from '../../lib/auth.tsx';
import { returnPath } from '../../lib/return-path.ts';

export function Component() {
  const { user, loading } = useAuth();
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'reset' ? 'reset' : 'sign-in';
  useRouteMeta(mode === 'reset' ? appPageTitle('Reset Password') : undefined);

  // After signing in: back where the visitor came from (a checkout interrupted because the email has an account).
  const redirect = params.get('redirect');
  const returnTo = returnPath(redirect);
  if (user) return <Navigate to={returnTo} replace />;

  const setMode = (next: 'reset' | 'sign-in') =>
    setParams({ ...(next === 'reset' ? { mode: 'reset' } : {}), ...(redirect ? { redirect } : {}) }, { replace: true });

  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-md">
        <div className="mb-6 text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{mode === 'reset' ? 'Reset Password' : 'Sign In'}</h1>
          <p className="mt-2 text-sm text-slate-600">
            {mode === 'reset' ? 'We will email you a secure link.' : 'Welcome back. Sign in to your RentCheck account.'}
          </p>
        </div>
        <Card>
          <CardContent>
            {loading ? (
              <p className="flex items-center justify-center gap-2 py-8 text-sm text-slate-600">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading...
              </p>
            ) : mode === 'reset' ? (
              <ResetRequestForm onBack={() => setMode('sign-in')} />
            ) : (
              <SignInForm onForgotPassword={() => setMode('reset')} returnTo={returnTo} />
            )}
          </CardContent>
        </Card>
        {mode === 'sign-in' ? (
          <p className="mt-6 text-center text-sm text-slate-600">
            No account yet? You create one when you get the{' '}
            <Link to={pagePath('landing', 'pricing')} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              Premium Package
            </Link>
            . The market analysis and letter tools are free without an account.
          </p>
        ) : null}
      </PageContainer>
    </main>
  );
}
