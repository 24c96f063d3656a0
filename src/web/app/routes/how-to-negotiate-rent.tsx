import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('How to Negotiate Rent - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="How to Negotiate Rent" intro="A step-by-step guide to negotiating your rent before renewal." />
      </PageContainer>
    </main>
  );
}
