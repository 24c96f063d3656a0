import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Complete Your Purchase - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Complete Your Purchase" intro="The Premium Package: $7 one-time, 45 days of access." />
      </PageContainer>
    </main>
  );
}
