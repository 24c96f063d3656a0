import { Loader2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { CheckList } from '../../components/ui/check-list.tsx';
import { PLAN_PAGE } from '../../content/plan.ts';
import { PremiumCta } from '../../features/premium/premium-cta.tsx';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { usePremiumAccess } from '../../hooks/use-premium-access.ts';

// The workspace (its form, the market and rent-check queries) loads only for a Premium holder.
const PlanWorkspace = lazy(() => import('../../features/plan/components/plan-workspace.tsx').then((m) => ({ default: m.PlanWorkspace })));

function Checking() {
  return (
    <p className="flex items-center gap-2 text-slate-600" role="status">
      <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> {PLAN_PAGE.checking}
    </p>
  );
}

/** "Your Negotiation Plan" (ADR 0048): what it does and the purchase button, or, with Premium, the scenarios. */
export function Component() {
  useRouteMeta();
  const hydrated = useHydrated();
  const access = usePremiumAccess();
  // While access is checked the visitor's view stays (its button says it is busy): no flash of an empty page.
  const body =
    hydrated && access.hasAccess ? (
      <Suspense fallback={<Checking />}>
        <PlanWorkspace />
      </Suspense>
    ) : (
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle as="h2">{PLAN_PAGE.whatTitle}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <CheckList items={PLAN_PAGE.what} relaxed />
            <p className="text-xs text-slate-500">{PLAN_PAGE.sourcesNote}</p>
          </CardContent>
        </Card>
        <Card data-testid="plan-purchase">
          <CardHeader>
            <CardTitle as="h2">{PLAN_PAGE.buyTitle}</CardTitle>
            <CardDescription>{PLAN_PAGE.buyBody}</CardDescription>
          </CardHeader>
          <CardContent>
            <PremiumCta className="w-full" />
          </CardContent>
        </Card>
      </div>
    );
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-8">
        <PageHeading title={PLAN_PAGE.title} intro={PLAN_PAGE.intro} />
        {body}
      </PageContainer>
    </main>
  );
}
