import { ArrowRight } from 'lucide-react';
import { ContentSectionView, TableOfContents } from '../../components/content/content-blocks.tsx';
import { CtaCard, Disclaimer } from '../../components/content/cta-card.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer, useDocumentMeta } from '../../components/layouts/page.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { GUIDE_META, GUIDE_PAGE } from '../../content/guide.ts';

export function Component() {
  useDocumentMeta(GUIDE_META.title, GUIDE_META.description);
  const { cta } = GUIDE_PAGE;
  return (
    <main>
      <PageHero title={GUIDE_PAGE.heading} intro={GUIDE_PAGE.intro}>
        <ButtonLink to={cta.button.href} size="lg">
          {cta.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </ButtonLink>
      </PageHero>
      <PageContainer className="pb-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <TableOfContents
              heading={GUIDE_PAGE.tocHeading}
              items={GUIDE_PAGE.sections.map((section) => ({ id: section.id, label: section.navLabel }))}
            />
          </aside>
          <div className="flex max-w-3xl flex-col gap-12">
            {GUIDE_PAGE.sections.map((section) => (
              <ContentSectionView key={section.id} section={section} />
            ))}
            <CtaCard id="guide-get-started" heading={cta.heading} text={cta.text}>
              <ButtonLink to={cta.button.href} variant="inverse" size="lg">
                {cta.button.label} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </ButtonLink>
            </CtaCard>
            <Disclaimer text={GUIDE_PAGE.disclaimer} />
          </div>
        </div>
      </PageContainer>
    </main>
  );
}
