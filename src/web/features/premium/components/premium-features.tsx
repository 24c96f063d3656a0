import { deliverableFeatures } from '#domain/payments/catalog.ts';
import { AiUnavailableNotice } from '../../../components/premium/ai-unavailable-notice.tsx';
import { CheckList } from '../../../components/ui/check-list.tsx';
import { useAiAvailability } from '../../../lib/ai-availability.ts';

/** The package's features as this deployment delivers them (the AI letter only when the server has an AI key). */
export function PremiumFeatures({ features, className }: { features: readonly string[]; className?: string }) {
  const ai = useAiAvailability();
  return (
    <>
      <CheckList items={deliverableFeatures({ features }, ai !== 'missing')} className={className} />
      <AiUnavailableNotice className="mt-4" />
    </>
  );
}
