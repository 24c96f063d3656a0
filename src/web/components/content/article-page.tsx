import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CtaButton } from '../../content/types.ts';
import { PageContainer } from '../layouts/page.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { TableOfContents } from './content-blocks.tsx';
import { CtaCard, Disclaimer } from './cta-card.tsx';
import { PageHero } from './page-hero.tsx';

export interface ArticleCta {
  readonly heading: string;
  readonly text: string;
  readonly button: CtaButton;
}

/** Long-form content page: hero with the call to action, a sticky table of contents, the body, CTA card, disclaimer. */
export function ArticlePage({
  title,
  intro,
  toc,
  cta,
  ctaId,
  disclaimer,
  children,
}: {
  title: string;
  intro: readonly string[] | string;
  toc: { heading: string; items: { id: string; label: string }[] };
  cta: ArticleCta;
  ctaId: string;
  disclaimer: string;
  children: ReactNode;
}) {
  const ctaLabel = (
    <>
      {cta.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
    </>
  );
  return (
    <main>
      <PageHero title={title} intro={intro}>
        <ButtonLink to={cta.button.href} size="lg">
          {ctaLabel}
        </ButtonLink>
      </PageHero>
      <PageContainer className="pb-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <TableOfContents heading={toc.heading} items={toc.items} />
          </aside>
          <div className="flex max-w-3xl flex-col gap-12">
            {children}
            <CtaCard id={ctaId} heading={cta.heading} text={cta.text}>
              <ButtonLink to={cta.button.href} variant="inverse" size="lg">
                {ctaLabel}
              </ButtonLink>
            </CtaCard>
            <Disclaimer text={disclaimer} />
          </div>
        </div>
      </PageContainer>
    </main>
  );
}
