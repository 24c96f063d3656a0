import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Frequently Asked Questions - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Frequently Asked Questions" intro="Answers to common questions about RentCheck." />
      </PageContainer>
    </main>
  );
}
