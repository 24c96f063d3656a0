import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';

export function Component() {
  useDocumentMeta('Sign In - RentCheck');
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title="Sign In" intro="Sign in to your RentCheck account." />
      </PageContainer>
    </main>
  );
}
