import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { ReplyGenerator } from '../../features/replies/components/reply-generator.tsx';

export function Component() {
  useRouteMeta();
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-8">
        <PageHeading title="Renegotiation Response Generator" intro="Write a strategic reply to your landlord's answer." />
        <ReplyGenerator />
      </PageContainer>
    </main>
  );
}
