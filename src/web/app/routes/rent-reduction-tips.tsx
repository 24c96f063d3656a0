import { ArrowRight } from 'lucide-react';
import { TableOfContents } from '../../components/content/content-blocks.tsx';
import { CtaCard, Disclaimer } from '../../components/content/cta-card.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer, useDocumentMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { TIPS_META, TIPS_PAGE } from '../../content/tips.ts';

export function Component() {
  useDocumentMeta(TIPS_META.title, TIPS_META.description);
  const { cta } = TIPS_PAGE;
  return (
    <main>
      <PageHero title={TIPS_PAGE.title} intro={TIPS_PAGE.intro}>
        <ButtonLink to={cta.button.href} size="lg">
          {cta.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <PageContainer className="pb-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <TableOfContents
              heading={TIPS_PAGE.tocHeading}
              items={TIPS_PAGE.categories.map((category) => ({ id: category.id, label: category.title }))}
            />
          </aside>
          <div className="flex max-w-3xl flex-col gap-12">
            {TIPS_PAGE.categories.map((category) => (
              <section key={category.id} aria-labelledby={category.id}>
                <h2 id={category.id} className="text-2xl font-bold tracking-tight text-slate-900">
                  {category.title}
                </h2>
                <ol start={category.tips[0]?.number} className="mt-5 flex flex-col gap-4">
                  {category.tips.map((tip) => (
                    <li key={tip.number} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                      <span
                        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                        aria-hidden="true"
                      >
                        {tip.number}
                      </span>
                      <div>
                        <h3 className="text-lg font-semibold text-slate-900">
                          <span className="sr-only">
                            {TIPS_PAGE.tipLabel} {tip.number}:{' '}
                          </span>
                          {tip.title}
                        </h3>
                        <p className="mt-1 text-base leading-relaxed text-slate-700">{tip.body}</p>
                      </div>
                    </li>
                  ))}
                </ol>
              </section>
            ))}
            <CtaCard id="tips-get-started" heading={cta.heading} text={cta.text}>
              <ButtonLink to={cta.button.href} variant="inverse" size="lg">
                {cta.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </ButtonLink>
            </CtaCard>
            <Disclaimer text={TIPS_PAGE.disclaimer} />
          </div>
        </div>
      </PageContainer>
    </main>
  );
}
