import { PageContainer, PageHeading, useRouteMeta } from '../../components/layouts/page.tsx';
import { AiLetterPanel } from '../../features/letters/components/ai-letter-panel.tsx';
import { LetterGenerator } from '../../features/letters/components/letter-generator.tsx';
import { PlanDatesPanel } from '../../features/negotiation/components/plan-dates-panel.tsx';

export function Component() {
  useRouteMeta();
  return (
    <main className="py-10 sm:py-14">
      <PageContainer className="flex flex-col gap-8">
        <PageHeading
          title="Generate Your Negotiation Letter"
          intro="Fill in your details and get a professional letter asking your landlord for a lower rent, or to keep it the same at renewal. Your letter is written in your browser and sent nowhere."
        />
        <LetterGenerator
          renderResultActions={(context) => (
            <>
              <AiLetterPanel {...context} />
              <PlanDatesPanel generated={context.generated} text={context.text} onSaved={context.markSaved} />
            </>
          )}
        />
      </PageContainer>
    </main>
  );
}
