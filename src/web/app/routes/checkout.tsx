import { packageFromQuery } from '#domain/payments/catalog.ts';
import { appPageTitle, pagePath } from '#domain/routes.ts';
import { ArrowLeft, PackageX } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { CHECKOUT_COPY } from '../../content/payments.ts';
import { CheckoutForm } from '../../features/premium/components/checkout-form.tsx';
import { PackageSummary } from '../../features/premium/components/package-summary.tsx';
import { useAuth } from '../../lib/auth.tsx';

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const packageName = params.get('package') ?? '';
  const pkg = packageFromQuery(packageName);
  const heading = user ? CHECKOUT_COPY.headingSignedIn : CHECKOUT_COPY.headingGuest;
  useRouteMeta(appPageTitle(pkg ? heading : CHECKOUT_COPY.unavailableTitle));

  return (
    <main className="py-8 sm:py-12">
      <PageContainer>
        <Button variant="ghost" size="sm" className="-ml-3" onClick={() => navigate(pagePath('landing'))}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {CHECKOUT_COPY.backToHome}
        </Button>
        {pkg ? (
          <>
            <div className="mt-4">
              <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h1>
              <p className="mt-2 text-slate-600">{CHECKOUT_COPY.intro}</p>
            </div>
            <div className="mt-8 grid items-start gap-6 lg:grid-cols-[2fr_3fr]">
              <PackageSummary pkg={pkg} />
              <CheckoutForm pkg={pkg} />
            </div>
          </>
        ) : (
          <Card className="mx-auto mt-8 max-w-xl" data-testid="package-unavailable">
            <CardContent className="flex flex-col items-center gap-4 text-center">
              <PackageX className="h-10 w-10 text-slate-400" aria-hidden="true" />
              <h1 className="text-2xl font-bold text-slate-900">{CHECKOUT_COPY.unavailableTitle}</h1>
              <p className="text-slate-600">{CHECKOUT_COPY.unavailableBody(packageName)}</p>
              <ButtonLink to={pagePath('landing', 'pricing')}>{CHECKOUT_COPY.unavailableAction}</ButtonLink>
            </CardContent>
          </Card>
        )}
      </PageContainer>
    </main>
  );
}
