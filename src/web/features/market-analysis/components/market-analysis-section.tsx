import { emptyLeaseForm, type LeaseForm, validateLeaseForm } from '#domain/market/lease-form.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { LEASE_DATA_KEY, useAuth } from '../../../lib/auth.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { isRejection, marketAnalysisQueryOptions, toMarketQuery, useMarketAnalysis } from '../api/analyze-market-data.ts';
import { saveLease } from '../api/save-lease.ts';
import { AnalysisResults } from './analysis-results.tsx';
import { LeaseFormCard } from './lease-form.tsx';

type View = { kind: 'editing' } | { kind: 'results'; lease: LeaseForm; analysis: MarketAnalysis; fallbackReason: string | null };

function saveLeaseLocally(form: LeaseForm) {
  try {
    localStorage.setItem(LEASE_DATA_KEY, JSON.stringify(form));
  } catch {
    // Storage may be unavailable; the analysis still works.
  }
}

/** The landing page's lease form, replaced by the results view after submit. */
export function MarketAnalysisSection() {
  const [form, setForm] = useState<LeaseForm>(emptyLeaseForm);
  const [view, setView] = useState<View>({ kind: 'editing' });
  const [submitting, setSubmitting] = useState(false);
  const [zipError, setZipError] = useState<{ zipcode: string; message: string } | null>(null);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const live = useMarketAnalysis({
    zipcode: form.zipcode,
    currentRent: form.rentAmount,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.propertyTier || 'average',
  });

  // The results replace a long form: on a phone their heading would sit far above the viewport. Bring it into
  // view below the sticky header and move focus to it.
  useEffect(() => {
    const heading = view.kind === 'results' && document.querySelector<HTMLElement>('[data-testid="analysis-results"] h3');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.style.scrollMarginTop = '5rem';
    heading.scrollIntoView();
    heading.focus({ preventScroll: true });
  }, [view.kind]);

  const submit = async () => {
    const errors = validateLeaseForm(form);
    if (errors.length > 0) {
      toast.error('Please correct the following errors:', {
        description: (
          <ul className="list-disc pl-4">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        ),
      });
      return;
    }
    const query = toMarketQuery({
      zipcode: form.zipcode,
      currentRent: form.rentAmount,
      bedrooms: form.bedrooms,
      housingType: form.housingType,
      tierLevel: form.propertyTier || 'average',
    });
    if (!query) return;
    setSubmitting(true);
    saveLeaseLocally(form);
    if (user) {
      // Signed-in users' leases are saved to their account; a failure fails the submit.
      try {
        await saveLease(form);
      } catch (error) {
        toast.error('Error processing information', {
          description: error instanceof Error && error.message ? error.message : 'Please try again later.',
        });
        setSubmitting(false);
        return;
      }
    }
    try {
      const analysis = await queryClient.fetchQuery(marketAnalysisQueryOptions(query));
      setView({ kind: 'results', lease: form, analysis, fallbackReason: null });
    } catch (error) {
      if (isRejection(error)) {
        setZipError({ zipcode: query.zipcode, message: error.message });
        document.getElementById('zipcode')?.focus();
        return;
      }
      const reason = error instanceof Error ? error.message : 'Could not analyze market data';
      setView({ kind: 'results', lease: form, analysis: regionalEstimate(query, reason), fallbackReason: reason });
    } finally {
      setSubmitting(false);
    }
  };

  const reanalyze = () => {
    setForm(emptyLeaseForm());
    setView({ kind: 'editing' });
  };

  return (
    <Card>
      <CardContent>
        {view.kind === 'results' ? (
          <AnalysisResults
            lease={view.lease}
            analysis={view.analysis}
            fallbackReason={view.fallbackReason}
            onReanalyze={reanalyze}
          />
        ) : (
          <LeaseFormCard
            form={form}
            onChange={setForm}
            onSubmit={() => void submit()}
            submitting={submitting}
            live={live}
            zipError={zipError?.zipcode === form.zipcode ? zipError.message : null}
          />
        )}
      </CardContent>
    </Card>
  );
}
