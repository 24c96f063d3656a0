import { PAYMENT_MESSAGES } from '#domain/payments/payment-messages.ts';
import { appPageTitle, pagePath } from '#domain/routes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2, SearchX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PAYMENT_SUCCESS_COPY } from '../../content/payments.ts';
import { PremiumFeatures } from '../../components/premium/premium-features.tsx';
import { useVerifyPayment } from '../../features/premium/api/verify-payment.ts';
import { AccountWelcome, CompleteAccountForm } from '../../features/premium/components/complete-account-form.tsx';
import { announcePurchase, onPurchaseMessage } from '../../features/premium/lib/purchase-channel.ts';
import { useAuth } from '../../lib/auth.tsx';

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-2xl">{children}</PageContainer>
    </main>
  );
}

function NotFound() {
  return (
    <Shell>
      <Card data-testid="payment-not-found">
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-slate-900">{PAYMENT_MESSAGES.notFoundTitle}</h1>
          <p className="text-slate-600">{PAYMENT_MESSAGES.notFoundBody}</p>
          <ButtonLink to={pagePath('landing')}>{PAYMENT_SUCCESS_COPY.returnHome}</ButtonLink>
        </CardContent>
      </Card>
    </Shell>
  );
}

function SuccessHeading() {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden="true" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAYMENT_SUCCESS_COPY.successTitle}</h1>
      <p className="text-slate-600">{PAYMENT_SUCCESS_COPY.successIntro}</p>
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { user, loading, refreshSession } = useAuth();
  const navigate = useNavigate();
  const verification = useVerifyPayment(sessionId);
  const queryClient = useQueryClient();
  const warned = useRef(false);
  // Set once a paid guest has created the account; the page keeps the guest flow even though a user now exists.
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const paid = verification.data?.payment_status === 'paid';

  useEffect(() => {
    if (verification.isError && !warned.current) {
      warned.current = true;
      toast.error(PAYMENT_MESSAGES.verificationErrorTitle, { description: PAYMENT_MESSAGES.verificationErrorBody });
    }
  }, [verification.isError]);

  // verify-payment recorded the purchase: premium status everywhere reads it afresh.
  useEffect(() => {
    if (paid && user) void queryClient.invalidateQueries({ queryKey: ['purchases'] });
  }, [paid, user, queryClient]);

  const verifying = sessionId !== null && (verification.isPending || loading);
  const data = verification.data;
  const paidEmailOf = data ? (data.customer_details?.email ?? data.customer_email ?? '').toLowerCase() : '';
  // The tab title follows what the page shows: 'Payment Not Found' must not sit under a 'Payment Successful!' title.
  const notFound = !sessionId || !data || !paid || (user ? welcomeName === null && paidEmailOf !== user.email.toLowerCase() : false);
  // The tab that opened checkout follows this one (ADR 0042): tell it once the payment is confirmed, and whether a
  // guest still has an account to create.
  const announced = useRef(false);
  useEffect(() => {
    if (verifying || notFound || !sessionId || announced.current) return;
    announced.current = true;
    announcePurchase({ type: 'paid', sessionId, guest: !user });
  }, [verifying, notFound, sessionId, user]);
  // While this tab shows the account form, the account may be created in another tab: then go to the dashboard.
  const showingForm = sessionId !== null && paid && !user && welcomeName === null;
  useEffect(() => {
    if (!showingForm) return;
    return onPurchaseMessage((message) => {
      if (message.type !== 'account-created' || message.sessionId !== sessionId) return;
      void refreshSession().then(() => navigate(pagePath('dashboard'), { replace: true }));
    });
  }, [showingForm, sessionId, refreshSession, navigate]);
  useRouteMeta(
    appPageTitle(
      verifying ? PAYMENT_SUCCESS_COPY.verifying : notFound ? PAYMENT_MESSAGES.notFoundTitle : PAYMENT_SUCCESS_COPY.successTitle,
    ),
  );

  if (verifying) {
    return (
      <Shell>
        <p className="flex items-center justify-center gap-2 py-16 text-slate-600" role="status">
          <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> {PAYMENT_SUCCESS_COPY.verifying}
        </p>
      </Shell>
    );
  }
  if (!sessionId || !verification.data || !paid) return <NotFound />;

  const payment = verification.data;
  const paidEmail = (payment.customer_details?.email ?? payment.customer_email ?? '').toLowerCase();
  // A signed-in visitor sees the success page only for their own payment (the server records it only for them too).
  if (user && welcomeName === null && paidEmail !== user.email.toLowerCase()) return <NotFound />;
  if (!user || welcomeName !== null) {
    return (
      <Shell>
        <div className="flex flex-col gap-8">
          <SuccessHeading />
          {welcomeName !== null ? (
            <AccountWelcome firstName={welcomeName} />
          ) : (
            <CompleteAccountForm
              sessionId={sessionId}
              email={payment.customer_details?.email ?? payment.customer_email ?? ''}
              paidName={payment.customer_details?.name ?? payment.metadata.guestName}
              completionToken={params.get('completion')}
              onCompleted={setWelcomeName}
            />
          )}
        </div>
      </Shell>
    );
  }
  return (
    <Shell>
      <div className="flex flex-col gap-8">
        <SuccessHeading />
        <Card>
          <CardContent>
            <h2 className="text-lg font-semibold text-slate-900">{PAYMENT_SUCCESS_COPY.whatsNextTitle}</h2>
            <p className="mt-2 text-sm text-slate-600">{PAYMENT_SUCCESS_COPY.whatsNextIntro}</p>
            <PremiumFeatures className="mt-4" />
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={pagePath('generate-letter')} className="sm:flex-1">
                {PAYMENT_SUCCESS_COPY.generateLetter}
              </ButtonLink>
              <ButtonLink to={pagePath('dashboard')} variant="outline" className="sm:flex-1">
                {PAYMENT_SUCCESS_COPY.goToDashboard}
              </ButtonLink>
              <ButtonLink to={pagePath('profile')} variant="outline" className="sm:flex-1">
                {PAYMENT_SUCCESS_COPY.viewAccount}
              </ButtonLink>
            </div>
          </CardContent>
        </Card>
      </div>
    </Shell>
  );
}
