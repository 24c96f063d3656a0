import { Suspense } from 'react';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { ArrowRightIcon, CalendarClockIcon, ChartColumnIcon, CheckIcon, FileTextIcon } from '../../components/ui/shell-icons.tsx';
import { LANDING_CARDS, LANDING_HERO } from '../../content/landing-hero.ts';
import { useMountedWhileHydrating } from '../../hooks/use-hydrated.ts';
import { lazyComponent } from '../../lib/lazy-component.tsx';
import { useGoToSection } from '../../lib/navigation.ts';

// Everything below the first screen (with the form, stories, pricing and TanStack Query) loads separately: the
// prerendered page shows it at once and it hydrates when its code arrives, requested with this module (docs/performance.md, "First JavaScript").
const LandingSections = lazyComponent(() => import('../landing-sections.tsx').then((module) => module.LandingSections));
if (typeof document !== 'undefined') void LandingSections.preload();

const CARD_ICONS = [CalendarClockIcon, ChartColumnIcon, FileTextIcon];

export function Component() {
  useRouteMeta();
  const goToSection = useGoToSection();
  // As in MarketAnalysisSection: hydrating a prerendered page, the sections wait for their code behind their own
  // boundary; a navigation here (a transition) keeps the previous page until the code has come.
  const hydrating = useMountedWhileHydrating();

  return (
    <main>
      <section className="bg-gradient-to-b from-brand-50 to-slate-50 pb-16 pt-12 sm:pt-20">
        <PageContainer className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <ul className="flex flex-wrap gap-2" aria-label="Highlights">
              {LANDING_HERO.badges.map((badge) => (
                <li key={badge} className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                  {badge}
                </li>
              ))}
            </ul>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{LANDING_HERO.headline}</h1>
            <p className="mt-4 text-lg text-slate-700">{LANDING_HERO.subheadline}</p>
            <ul className="mt-6 space-y-3">
              {LANDING_HERO.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3 text-slate-700">
                  <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                  {benefit}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={LANDING_HERO.primaryCta.href} size="lg" className="shrink-0 whitespace-nowrap">
                {LANDING_HERO.primaryCta.label} <ArrowRightIcon className="h-4 w-4" aria-hidden="true" />
              </ButtonLink>
              <Button variant="outline" size="lg" onClick={() => goToSection('how-it-works')}>
                {LANDING_HERO.secondaryCta.label}
              </Button>
            </div>
          </div>
          <div className="grid gap-4">
            {LANDING_CARDS.cards.map((card, i) => {
              const Icon = CARD_ICONS[i] ?? FileTextIcon;
              return (
                <Card key={card.title}>
                  <CardContent className="flex gap-4">
                    <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h2 className="font-semibold text-slate-900">{card.title}</h2>
                      <p className="mt-1 text-sm text-slate-600">{card.body}</p>
                    </div>
                  </CardContent>
                </Card>
              );
            })}
            <p className="text-xs text-slate-500">{LANDING_CARDS.disclaimer}</p>
          </div>
        </PageContainer>
      </section>

      {hydrating ? (
        <Suspense fallback={null}>
          <LandingSections />
        </Suspense>
      ) : (
        <LandingSections />
      )}
    </main>
  );
}
