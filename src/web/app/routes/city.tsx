import { useMatches } from 'react-router';
import { PREMIUM_CTA_LABELS } from '#domain/payments/premium-cta.ts';
import { PageContainer, PageHeading, useDocumentMeta } from '../../components/layouts/page.tsx';
import { PremiumCta } from '../../features/premium/premium-cta.tsx';

const NAMES: Record<string, string> = {
  'new-york': 'New York City',
  'los-angeles': 'Los Angeles',
  atlanta: 'Atlanta',
  chicago: 'Chicago',
  houston: 'Houston',
  dallas: 'Dallas',
  'washington-dc': 'Washington DC',
  charlotte: 'Charlotte',
};

export function Component() {
  const matches = useMatches();
  const slug = (matches.at(-1)?.handle as { city?: string } | undefined)?.city ?? '';
  const name = NAMES[slug] ?? 'Your City';
  useDocumentMeta(`Rent Negotiation in ${name} - RentCheck`);
  return (
    <main className="py-12 sm:py-16">
      <PageContainer>
        <PageHeading title={`Rent Negotiation in ${name}`} />
        <div className="mt-8">
          <PremiumCta label={PREMIUM_CTA_LABELS['get-started']} />
        </div>
      </PageContainer>
    </main>
  );
}
