import { ContentBlocks, ContentSectionView, TableOfContents } from '../../components/content/content-blocks.tsx';
import { PageHero } from '../../components/content/page-hero.tsx';
import { PageContainer, useRouteMeta } from '../../components/layouts/page.tsx';
import { TERMS_PAGE } from '../../content/terms.ts';

export function Component() {
  useRouteMeta();
  return (
    <main>
      <PageHero title={TERMS_PAGE.title} intro={TERMS_PAGE.effectiveLabel} />
      <PageContainer className="pb-16">
        <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
            <TableOfContents
              heading={TERMS_PAGE.tocHeading}
              items={TERMS_PAGE.sections.map((section) => ({ id: section.id, label: section.heading }))}
            />
          </aside>
          <div className="flex max-w-3xl flex-col gap-10">
            <ContentBlocks blocks={TERMS_PAGE.intro.map((text) => ({ type: 'paragraph', text }))} />
            {TERMS_PAGE.sections.map((section) => (
              <ContentSectionView key={section.id} section={section} />
            ))}
          </div>
        </div>
      </PageContainer>
    </main>
  );
}
