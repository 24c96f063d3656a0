import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Payment Canceled - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Payment Canceled" intro="No charges were made." />
      </PageContainer>
    </main>
  );
}
