import { pagePath } from '#domain/routes.ts';
import { XCircle } from 'lucide-react';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PAYMENT_CANCELED_COPY } from '../../content/payments.ts';

export function Component() {
  useRouteMeta();
  return (
    <main className="py-10 sm:py-16">
      <PageContainer className="max-w-2xl">
        <Card>
          <CardContent className="flex flex-col items-center gap-4 text-center">
            <XCircle className="h-12 w-12 text-slate-400" aria-hidden="true" />
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{PAYMENT_CANCELED_COPY.title}</h1>
            <p className="text-lg text-slate-700">{PAYMENT_CANCELED_COPY.body}</p>
            <p className="text-slate-600">{PAYMENT_CANCELED_COPY.tryAgainNote}</p>
            <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <ButtonLink to={pagePath('landing', 'pricing')}>{PAYMENT_CANCELED_COPY.tryAgain}</ButtonLink>
              <ButtonLink to={pagePath('landing')} variant="outline">
                {PAYMENT_CANCELED_COPY.returnHome}
              </ButtonLink>
            </div>
            <p className="text-sm text-slate-500">{PAYMENT_CANCELED_COPY.help}</p>
          </CardContent>
        </Card>
      </PageContainer>
    </main>
  );
}
