import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { SaveReplyPanel } from '../../features/negotiation/components/save-reply-panel.tsx';
import { useLatestNegotiation } from '../../features/negotiation/hooks/use-latest-negotiation.ts';
import { useReplyPlanStart } from '../../features/replies/api/get-plan-start.ts';
import { ReplyGenerator } from '../../features/replies/components/reply-generator.tsx';

export function Component() {
  useRouteMeta();
  // A Premium holder's saved negotiation, when there is one: the form starts from its letter, and the reply can be
  // saved to it. Everyone else keeps the in-browser handoff from the letter page.
  const saved = useLatestNegotiation();
  // The plan the account keeps: the rent and the walk-away point (ADR 0077).
  const planStart = useReplyPlanStart();
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-8">
        <PageHeading title="Renegotiation Response Generator" intro="Write a strategic reply to your landlord's answer." />
        <ReplyGenerator
          savedHandoff={saved === 'loading' ? 'loading' : (saved?.handoff ?? null)}
          planStart={planStart}
          renderResultActions={
            saved && saved !== 'loading'
              ? (reply, checkPlaceholders) => (
                  <SaveReplyPanel
                    negotiation={saved}
                    landlordAnswer={reply.form.landlordResponse}
                    reply={reply.text}
                    beforeSave={(run) => checkPlaceholders(reply.text, 'Save', run)}
                  />
                )
              : undefined
          }
        />
      </PageContainer>
    </main>
  );
}
