import { comparablesOf } from '#domain/strategy/comparable.ts';
import { pagePath } from '#domain/routes.ts';
import { Link } from 'react-router';
import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { MarketReportDownload } from '../../components/market/market-report-download.tsx';
import { AiLetterPanel } from '../../features/letters/components/ai-letter-panel.tsx';
import { LetterGenerator } from '../../features/letters/components/letter-generator.tsx';
import { PremiumCta } from '../../features/premium/premium-cta.tsx';
import { PlanDatesPanel } from '../../features/negotiation/components/plan-dates-panel.tsx';

export function Component() {
  useRouteMeta();
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-8">
        <PageHeading
          title="Generate Your Negotiation Letter"
          intro="Fill in your details and get a professional letter asking your landlord for a lower rent, or to keep it the same at renewal. Your letter is written in your browser and sent nowhere."
        />
        <p className="-mt-4 text-sm text-slate-600">
          Not sure what to ask for? Premium's{' '}
          <Link to={pagePath('plan')} className="font-medium text-brand-700 underline">
            Your Negotiation Plan
          </Link>{' '}
          compares renewal scenarios side by side and writes this letter from the one you choose.
        </p>
        <LetterGenerator
          renderResultActions={(context) => (
            <>
              <MarketReportDownload
                analysis={context.generated.market}
                comparables={comparablesOf(context.generated.form.comparables)}
                address={context.generated.form.propertyAddress}
                purchase={<PremiumCta size="sm" />}
              />
              <AiLetterPanel {...context} />
              <PlanDatesPanel
                generated={context.generated}
                text={context.text}
                onSaved={context.markSaved}
                beforeSave={(run) => context.checkPlaceholders(context.text, 'Save', run)}
              />
            </>
          )}
        />
      </PageContainer>
    </main>
  );
}
