import type { DeploymentOffer } from '#domain/payments/catalog.ts';
import type { ReactNode } from 'react';
import { usePremiumCatalog } from '../../hooks/use-premium-catalog.ts';
import { WithQueryClient } from '../../lib/query-provider.tsx';
import { CheckList } from '../ui/check-list.tsx';

/** Said while the catalogue loads, where configured extras may still join the list. */
const CATALOG_LOADING_TEXT = 'Checking what this site includes...';

function FeatureList({ className }: { className?: string | undefined }) {
  const { features, loading } = usePremiumCatalog();
  return (
    <div className={className} aria-busy={loading}>
      <CheckList items={features.map((feature) => feature.label)} />
      {loading ? <p className="mt-2 text-xs text-slate-500">{CATALOG_LOADING_TEXT}</p> : null}
    </div>
  );
}

/**
 * The Premium features this deployment delivers, from the one catalogue (ADR 0047). Prerendered with what every
 * deployment delivers; configured extras (AI letters, priority support) join once the server has said so.
 */
export function PremiumFeatures({ className }: { className?: string }) {
  return (
    <WithQueryClient>
      <FeatureList className={className} />
    </WithQueryClient>
  );
}

function OfferedContent({
  when,
  children,
}: {
  when: (offer: DeploymentOffer) => boolean;
  children: (offer: DeploymentOffer) => ReactNode;
}) {
  const { offer } = usePremiumCatalog();
  return when(offer) ? children(offer) : null;
}

/**
 * Text about a configured extra, shown only once the server has said this deployment delivers it: never in
 * prerendered HTML, never on a server without it (ADR 0047).
 */
export function WhenOffered({
  when,
  children,
}: {
  when: (offer: DeploymentOffer) => boolean;
  children: (offer: DeploymentOffer) => ReactNode;
}) {
  return (
    <WithQueryClient>
      <OfferedContent when={when}>{children}</OfferedContent>
    </WithQueryClient>
  );
}
