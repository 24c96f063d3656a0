import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Generate Your Negotiation Letter - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Generate Your Negotiation Letter" intro="Build a letter for your landlord from your lease details and market data." />
      </PageContainer>
    </main>
  );
}
