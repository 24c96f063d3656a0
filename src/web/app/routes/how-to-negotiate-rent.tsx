import { ArticlePage } from '../../components/content/article-page.tsx';
import { ContentSectionView } from '../../components/content/content-blocks.tsx';
import { useRouteMeta } from '../../components/layouts/page.tsx';
import { GUIDE_PAGE } from '../../content/guide.ts';

export function Component() {
  useRouteMeta();
  return (
    <ArticlePage
      title={GUIDE_PAGE.heading}
      intro={GUIDE_PAGE.intro}
      toc={{ heading: GUIDE_PAGE.tocHeading, items: GUIDE_PAGE.sections.map((s) => ({ id: s.id, label: s.navLabel })) }}
      cta={GUIDE_PAGE.cta}
      ctaId="guide-get-started"
      disclaimer={GUIDE_PAGE.disclaimer}
    >
      {GUIDE_PAGE.sections.map((section) => (
        <ContentSectionView key={section.id} section={section} />
      ))}
    </ArticlePage>
  );
}
