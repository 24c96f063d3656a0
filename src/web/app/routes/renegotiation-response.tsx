import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Renegotiation Response Generator - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Renegotiation Response Generator" intro="Write a strategic reply to your landlord's answer." />
      </PageContainer>
    </main>
  );
}
