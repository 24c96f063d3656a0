import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { useMountedWhileHydrating } from '../../../hooks/use-hydrated.ts';
import { lazyComponent } from '../../../lib/lazy-component.tsx';
import type { LeaseAnalysis } from './lease-form.tsx';

// The form (with react-hook-form and its schema) and the results are kept out of the landing page's first JavaScript
// (docs/performance.md, "First JavaScript"). The prerendered page holds the form: what is typed before its code has
// loaded and hydrated it is kept, and its submit button waits for that code (ADR 0043). That code is
// requested as soon as this module runs, in parallel with hydrating the rest of the page: an update reaching the form
// before it is hydrated (the session arriving) would otherwise replace it with the loading line until the code comes.
const LeaseForm = lazyComponent(() => import('./lease-form.tsx').then((module) => module.LeaseForm));
if (typeof document !== 'undefined') void LeaseForm.preload();
const loadResults = () => import('./analysis-results.tsx');
const AnalysisResults = lazy(() => loadResults().then((module) => ({ default: module.AnalysisResults })));
// The results view is loaded once the renter starts entering figures, so it is ready when they submit.
const preloadResults = () => void loadResults();

function Loading({ children }: { children: string }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
      <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> {children}
    </p>
  );
}

/** The landing page's lease form, replaced by the results view after submit; Re-analyze brings back an empty form. */
export function MarketAnalysisSection() {
  const [results, setResults] = useState<LeaseAnalysis | null>(null);
  // Decided once per mount. When the prerendered page is hydrated, the form waits for its code behind its own
  // boundary while the rest of the page hydrates. When the app navigates here, there is no boundary: the navigation
  // (a transition) keeps the previous page until the form's code has come, so the page appears whole and a #section
  // it scrolls to stays where it is.
  const hydrating = useMountedWhileHydrating();
  const form = <LeaseForm onAnalyzed={setResults} onFiguresEntered={preloadResults} />;
  const editing = hydrating ? <Suspense fallback={<Loading>Loading the lease form...</Loading>}>{form}</Suspense> : form;
  return (
    <Card>
      <CardContent>
        {results ? (
          <Suspense fallback={<Loading>Loading your results...</Loading>}>
            <AnalysisResults
              lease={results.lease}
              analysis={results.analysis}
              fallbackReason={results.fallbackReason}
              onReanalyze={() => setResults(null)}
            />
          </Suspense>
        ) : (
          editing
        )}
      </CardContent>
    </Card>
  );
}
