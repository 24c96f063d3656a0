import { emptyLeaseForm, type LeaseForm, validateLeaseForm } from '#domain/market/lease-form.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { toast } from '../../../lib/toast.ts';
import { LEASE_DATA_KEY, useAuth } from '../../../lib/auth.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { isRejection, marketAnalysisQueryOptions, toMarketQuery, useMarketAnalysis } from '../../../hooks/use-market-analysis.ts';
import { saveLease } from '../api/save-lease.ts';
import { LeaseFormCard } from './lease-form.tsx';

const loadResults = () => import('./analysis-results.tsx');
const AnalysisResults = lazy(() => loadResults().then((module) => ({ default: module.AnalysisResults })));

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

  // The results view is loaded once the renter starts entering figures, so it is ready when they submit.
  useEffect(() => {
    if (live.status !== 'idle') void loadResults();
  }, [live.status]);

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
          <Suspense
            fallback={
              <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading your results...
              </p>
            }
          >
            <AnalysisResults
              lease={view.lease}
              analysis={view.analysis}
              fallbackReason={view.fallbackReason}
              onReanalyze={reanalyze}
            />
          </Suspense>
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
