import { AI_UNAVAILABLE_NOTICE, deliverableFeatures } from '#domain/payments/catalog.ts';
import { Info } from 'lucide-react';
import { useAiAvailability } from '../../lib/ai-availability.ts';
import { cn } from '../../lib/cn.ts';
import { CheckList } from '../ui/check-list.tsx';

/** Says plainly, when this server has no AI key, that AI letters are not part of what it sells. */
export function AiUnavailableNotice({ className }: { className?: string }) {
  if (useAiAvailability() !== 'missing') return null;
  return (
    <p
      data-testid="ai-unavailable"
      className={cn('flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200', className)}
    >
      <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" /> {AI_UNAVAILABLE_NOTICE}
    </p>
  );
}

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
