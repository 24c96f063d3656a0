import type { LandingSection } from '#domain/routes.ts';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageContainer } from '../components/layouts/page.tsx';
import { PremiumFeatures } from '../components/premium/premium-features.tsx';
import { ButtonLink } from '../components/ui/button.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { CheckList } from '../components/ui/check-list.tsx';
import {
  HOW_IT_WORKS,
  MARKET_ANALYSIS_INTRO,
  NEGOTIATION_LETTER_SECTION,
  PRICING_SECTION,
  SUCCESS_STORIES_SECTION,
} from '../content/landing.ts';
import { MarketAnalysisSection } from '../features/market-analysis/components/market-analysis-section.tsx';
import { PremiumCta } from '../features/premium/premium-cta.tsx';
import { SuccessStories } from '../features/testimonials/components/success-stories.tsx';
import { WithQueryClient } from '../lib/query-provider.tsx';

/** A landing-page section: the anchor links reach it by (LANDING_SECTIONS), its centred heading and intro, then `children`. */
function Section({
  id,
  copy,
  className,
  children,
}: {
  id: LandingSection;
  copy: { heading: string; intro: string };
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <PageContainer>
        <div className="mx-auto max-w-3xl text-center">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {copy.heading}
          </h2>
          <p className="mt-3 text-base text-slate-600 sm:text-lg">{copy.intro}</p>
        </div>
        {children}
      </PageContainer>
    </section>
  );
}

/**
 * The landing page below its first screen: how it works, the market analysis form, the letter, stories and pricing.
 * Prerendered with the page, loaded and hydrated after the first screen (docs/performance.md, "First JavaScript"); these parts use TanStack Query.
 */
export function LandingSections() {
  return (
    <WithQueryClient>
      <Section id="how-it-works" copy={HOW_IT_WORKS} className="py-16">
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {HOW_IT_WORKS.steps.map((step) => (
            <li key={step.step} className="rounded-2xl border border-slate-200 bg-white p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white">{step.step}</span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12">
          <h3 className="text-center text-xl font-semibold text-slate-900">{HOW_IT_WORKS.whyHeading}</h3>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {HOW_IT_WORKS.why.map((point) => (
              <li key={point.key} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
                <p className="font-semibold text-slate-900">{point.title}</p>
                <p className="mt-1 text-sm text-slate-600">{point.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="market-analysis" copy={MARKET_ANALYSIS_INTRO} className="bg-white py-16">
        <div className="mx-auto mt-8 max-w-3xl rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <p className="text-center text-sm font-semibold text-slate-800">{MARKET_ANALYSIS_INTRO.examplesHeading}</p>
          <ul className="mt-3 grid gap-2 sm:grid-cols-3">
            {MARKET_ANALYSIS_INTRO.overpaymentExamples.map((example) => (
              <li
                key={example.label}
                className="rounded-lg bg-white px-3 py-2 text-center text-sm font-medium text-slate-800 ring-1 ring-slate-200"
              >
                {example.label}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-center text-xs text-slate-500">{MARKET_ANALYSIS_INTRO.examplesNote}</p>
          <div className="mt-4 flex justify-center">
            <PremiumCta label={MARKET_ANALYSIS_INTRO.premiumButtonLabel} variant="secondary" size="md" />
          </div>
        </div>
        <div className="mt-8">
          <MarketAnalysisSection />
        </div>
        <p className="mt-3 text-center text-xs text-slate-500">{MARKET_ANALYSIS_INTRO.privacyNote}</p>
      </Section>

      <section aria-labelledby="negotiation-letter" className="py-16">
        <PageContainer className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="negotiation-letter" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {NEGOTIATION_LETTER_SECTION.heading}
            </h2>
            {NEGOTIATION_LETTER_SECTION.paragraphs.map((p) => (
              <p key={p} className="mt-4 text-slate-600">
                {p}
              </p>
            ))}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={NEGOTIATION_LETTER_SECTION.primaryCta.href} size="lg" className="shrink-0 whitespace-nowrap">
                {NEGOTIATION_LETTER_SECTION.primaryCta.label}
              </ButtonLink>
              <ButtonLink to={NEGOTIATION_LETTER_SECTION.responseCta.href} variant="ghost" size="lg">
                {NEGOTIATION_LETTER_SECTION.responseCta.label}
              </ButtonLink>
            </div>
          </div>
          <Card>
            <CardContent>
              <h3 className="font-semibold text-slate-900">{NEGOTIATION_LETTER_SECTION.includesHeading}</h3>
              <CheckList items={NEGOTIATION_LETTER_SECTION.includes} relaxed className="mt-4" />
              <p className="mt-5 flex gap-2 rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
                <ShieldCheck className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                {NEGOTIATION_LETTER_SECTION.privacyNote}
              </p>
            </CardContent>
          </Card>
        </PageContainer>
      </section>

      <Section id="success-stories" copy={SUCCESS_STORIES_SECTION} className="bg-white py-16">
        <SuccessStories />
      </Section>

      <Section id="pricing" copy={PRICING_SECTION} className="py-16">
        <Card className="mx-auto mt-10 max-w-lg ring-2 ring-brand-600">
          <CardContent>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{PRICING_SECTION.packageName}</p>
            <p className="mt-2 flex items-baseline gap-2">
              <span className="text-5xl font-extrabold text-slate-900">{PRICING_SECTION.priceLabel}</span>
              <span className="text-sm text-slate-600">{PRICING_SECTION.billingLabel}</span>
            </p>
            <p className="mt-2 text-sm text-slate-600">{PRICING_SECTION.accessSummary}</p>
            <PremiumFeatures className="mt-6" />
            <PremiumCta label={PRICING_SECTION.buttonLabel} className="mt-8 w-full" />
            <p className="mt-3 text-center text-xs text-slate-500">{PRICING_SECTION.freeNote}</p>
            <ul className="mt-4 space-y-1 border-t border-slate-200 pt-4 text-xs text-slate-500">
              {PRICING_SECTION.finePrint.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </Section>
    </WithQueryClient>
  );
}
