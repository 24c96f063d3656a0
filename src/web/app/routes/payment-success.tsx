import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Verifying your payment... - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Verifying your payment..." intro="Checking your payment with the payment provider." />
      </PageContainer>
    </main>
  );
}
