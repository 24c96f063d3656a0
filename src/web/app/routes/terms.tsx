import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Terms and Conditions - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Terms and Conditions" intro="Effective June 28, 2025." />
      </PageContainer>
    </main>
  );
}
