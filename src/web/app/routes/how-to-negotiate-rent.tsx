import { ArticlePage } from '../../components/content/article-page.tsx';
import { ContentSectionView } from '../../components/content/content-blocks.tsx';
import { useDocumentMeta } from '../../components/layouts/page.tsx';
import { GUIDE_META, GUIDE_PAGE } from '../../content/guide.ts';

export function Component() {
  useDocumentMeta(GUIDE_META.title, GUIDE_META.description);
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
