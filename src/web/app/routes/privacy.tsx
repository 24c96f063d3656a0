import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Privacy Policy - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Privacy Policy" intro="Last updated June 28, 2025." />
      </PageContainer>
    </main>
  );
}
