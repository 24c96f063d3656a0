import { resultMessaging } from '#domain/market/result-messaging.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { Loader2 } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import type { MarketAnalysisState } from '../../../hooks/use-market-analysis.ts';
import { MarketRange, RegionalEstimateNotice } from '../../../components/market/market-range.tsx';

const POSITION_TEXT = { red: 'text-red-700', orange: 'text-orange-700', green: 'text-emerald-700' } as const;

/** Live market snapshot beside the lease form; runs once zipcode, rent and bedrooms are entered. */
export function LiveAnalysisPanel({ state }: { state: MarketAnalysisState }) {
  if (state.status === 'idle') {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        Enter zipcode, rent, and bedrooms to see market analysis
      </p>
    );
  }
  if (state.status === 'rejected') {
    return (
      <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" data-testid="live-analysis-rejected">
        {state.error}
      </p>
    );
  }
  const analysis = state.analysis;
  if (!analysis) {
    return (
      <div className="flex items-center gap-2 rounded-xl border border-slate-200 p-4 text-sm text-slate-600" role="status">
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Analyzing market data...
      </div>
    );
  }
  const messaging = resultMessaging(analysis);
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4" aria-live="polite" data-testid="live-analysis">
      <div className="flex items-center justify-between">
        <p className="text-sm font-semibold text-slate-800">Live market snapshot</p>
        {state.status === 'loading' ? (
          <span className="flex items-center gap-1 text-xs text-slate-500" role="status">
            <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> Updating...
          </span>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Market average</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatUsd(analysis.marketRent)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Your rent vs market</dt>
          <dd className={cn('text-lg font-semibold', POSITION_TEXT[messaging.positionColour])}>
            {analysis.percentOvermarket > 0 ? '+' : ''}
            {analysis.percentOvermarket.toFixed(1)}%
          </dd>
        </div>
      </dl>
      {state.status === 'error' ? (
        <p className="text-sm text-red-700">Could not analyze market data: {state.error}. Showing a regional estimate.</p>
      ) : null}
      {analysis.hudUnavailable && state.status !== 'error' ? <RegionalEstimateNotice reason={analysis.hudError} /> : null}
      <MarketRange analysis={analysis} />
    </div>
  );
}
