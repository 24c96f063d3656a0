import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('25 Proven Rent Reduction Tips - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="25 Proven Rent Reduction Tips" intro="Concrete ways renters lower their rent or keep it unchanged." />
      </PageContainer>
    </main>
  );
}
