import { ArrowRight, ExternalLink, Lightbulb, MapPin } from 'lucide-react';
import { CtaCard } from '../../components/content/cta-card.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CITY_PAGE_LABELS as L, type CityPage, getCityPage } from '../../content/cities.ts';
import { CITY_MARKET_FIGURES } from '../../content/city-market-figures.generated.ts';
import { CityEstimatesTable, FairMarketRentTable } from '../../features/market-data/components/fair-market-rent-table.tsx';
import { PremiumCta } from '../../features/premium/premium-cta.tsx';
import { usePremiumCatalog } from '../../hooks/use-premium-catalog.ts';

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
      {children}
    </h2>
  );
}

function MarketOverview({ city }: { city: CityPage }) {
  const figures = CITY_MARKET_FIGURES[city.slug] ?? [];
  const fiscalYear = figures.find((row) => row.hud)?.hud?.fiscalYear;
  const censusYears = figures.find((row) => row.census)?.census?.years;
  return (
    <section aria-labelledby="market-overview" className="flex flex-col gap-6">
      <SectionHeading id="market-overview">{city.overview.heading}</SectionHeading>
      <div className="flex flex-col gap-4 text-base leading-relaxed text-slate-700">
        {city.overview.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{L.estimatesHeading}</h3>
        {fiscalYear && censusYears ? (
          <p className="mt-2 mb-4 text-sm leading-relaxed text-slate-600">{L.estimatesIntro(fiscalYear, censusYears)}</p>
        ) : null}
        <CityEstimatesTable zips={city.mainZips} figures={figures} />
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{L.zipHeading}</h3>
        <p className="mt-2 mb-4 text-sm leading-relaxed text-slate-600">{L.zipIntro}</p>
        <FairMarketRentTable zips={city.mainZips} figures={figures} />
        <ButtonLink to={L.analysisLink.href} variant="secondary" className="mt-5">
          {L.analysisLink.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}

function AreaStrategies({ city }: { city: CityPage }) {
  return (
    <section aria-labelledby="area-strategies" className="flex flex-col gap-6">
      <div>
        <SectionHeading id="area-strategies">{city.areaStrategies.heading}</SectionHeading>
        <p className="mt-3 text-base text-slate-700">{city.areaStrategies.intro}</p>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        {city.areaStrategies.areas.map((area) => (
          <article key={area.name} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <MapPin className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              {area.name}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-slate-600">{area.summary}</p>
            <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed text-slate-700 marker:text-brand-700">
              {area.strategies.map((strategy) => (
                <li key={strategy}>{strategy}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}

function LocalTips({ city }: { city: CityPage }) {
  return (
    <section aria-labelledby="local-tips" className="flex flex-col gap-6">
      <SectionHeading id="local-tips">{`${city.name} ${L.localTipsHeading}`}</SectionHeading>
      <ul className="flex flex-col gap-4">
        {city.localTips.map((tip) => (
          <li key={tip.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold text-slate-900">{tip.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{tip.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl bg-slate-100 p-5">
        <h3 className="font-semibold text-slate-900">{L.resourcesHeading}</h3>
        <ul className="mt-3 flex flex-col gap-2">
          {city.resources.map((resource) => (
            <li key={resource.href}>
              <a
                href={resource.href}
                className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {resource.label}
                <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs leading-relaxed text-slate-600">{L.legalNote}</p>
      </div>
    </section>
  );
}

/** One template for every city guide; the route table's row names the city (docs/city-guides.md). */
export function Component() {
  const city = getCityPage(useRouteMeta().city ?? '');
  const { offer } = usePremiumCatalog();
  if (!city) throw new Error('A city guide route names its city');
  return (
    <main>
      <PageHero eyebrow={L.eyebrow} title={city.hero.title} intro={city.hero.subtitle} />
      <PageContainer className="pb-16">
        <div className="flex max-w-4xl flex-col gap-14">
          <MarketOverview city={city} />
          <AreaStrategies city={city} />
          <LocalTips city={city} />
          <CtaCard id="city-get-started" heading={city.cta.title} text={city.cta.text(offer)}>
            {city.ctaHref ? (
              <ButtonLink to={city.ctaHref} variant="inverse" size="lg">
                {city.cta.buttonLabel}
              </ButtonLink>
            ) : (
              <PremiumCta label={city.cta.buttonLabel} variant="inverse" />
            )}
            <ButtonLink to={city.cta.secondaryButton.href} variant="inverse-outline" size="lg">
              {city.cta.secondaryButton.label}
            </ButtonLink>
          </CtaCard>
        </div>
      </PageContainer>
    </main>
  );
}
