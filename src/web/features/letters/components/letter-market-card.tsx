import { monthlyDifference, resultMessaging } from '#domain/market/result-messaging.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { BarChart3, Loader2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
// Reused from the landing analysis feature, as agreed: the live, debounced analysis and its notices.
import type { MarketAnalysisState } from '../../../hooks/use-market-analysis.ts';
import { MarketRange, RegionalEstimateNotice } from '../../../components/market/market-range.tsx';
import { MarketSources } from '../../../components/market/market-sources.tsx';
import { estimateBasis } from '#domain/market/market-copy.ts';
import type { UtilitiesAnswer } from '#domain/market/utilities.ts';

const POSITION_STYLES = {
  red: 'border-red-200 bg-red-50 text-red-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
} as const;

/** The letter page's Market Analysis card: shown once zipcode, rent and bedrooms are entered. */
export function LetterMarketCard({ state, utilities }: { state: MarketAnalysisState; utilities: UtilitiesAnswer }) {
  if (state.status === 'idle') {
    return (
      <p className="flex gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
        <BarChart3 className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        Enter zipcode, rent, and bedrooms to see market analysis
      </p>
    );
  }
  const analysis = state.analysis;
  if (state.status === 'rejected') {
    return (
      <Card data-testid="letter-market-analysis">
        <CardHeader>
          <CardTitle as="h2">Market Analysis</CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-red-700" role="alert">
            {state.error}
          </p>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card data-testid="letter-market-analysis">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle as="h2">Market Analysis</CardTitle>
        {state.status === 'loading' ? (
          <span className="flex items-center gap-1 text-xs text-slate-500" role="status">
            <Loader2 className="h-3 w-3 animate-spin" aria-hidden="true" /> {analysis ? 'Updating...' : 'Analyzing...'}
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4" aria-live="polite">
        {analysis ? <Figures state={state} utilities={utilities} /> : <p className="text-sm text-slate-600">Analyzing market data...</p>}
      </CardContent>
    </Card>
  );
}

function Figures({ state, utilities }: { state: MarketAnalysisState; utilities: UtilitiesAnswer }) {
  const analysis = state.analysis!;
  const messaging = resultMessaging(analysis);
  const above = analysis.percentOvermarket > 0;
  const difference = monthlyDifference(analysis);
  // Same rule as the letter builder: it quotes the market only when the rounded rent is above the rounded average.
  const quoted = Math.round(analysis.currentRent) - Math.round(analysis.marketRent) > 0;
  return (
    <>
      <div>
        <p className="font-semibold text-slate-900">{messaging.headline}</p>
        <p className="mt-1 text-sm text-slate-700" data-testid="letter-range-position">
          {messaging.positionSentence}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-500">Your rent</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatUsd(analysis.currentRent)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Market average</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatUsd(analysis.marketRent)}</dd>
        </div>
        <div
          className={cn('col-span-2 rounded-xl border p-3', POSITION_STYLES[messaging.positionColour])}
          data-position={messaging.positionColour}
        >
          <dt className="text-xs font-medium">{messaging.positionLabel}</dt>
          <dd className="text-lg font-semibold">
            {above ? formatUsd(analysis.overpayment) : messaging.belowMarket ? formatUsd(difference) : formatUsd(0)}
            <span className="ml-2 text-sm font-medium">
              ({analysis.percentOvermarket > 0 ? '+' : ''}
              {analysis.percentOvermarket.toFixed(1)}%)
            </span>
          </dd>
        </div>
      </dl>
      {state.status === 'error' ? (
        <p className="text-sm text-red-700" role="alert">
          Could not analyze market data: {state.error}. Showing a regional estimate.
        </p>
      ) : null}
      {analysis.hudUnavailable && state.status !== 'error' ? <RegionalEstimateNotice reason={analysis.hudError} /> : null}
      <p className="text-sm text-slate-600">
        {analysis.level === 'regional'
          ? 'This is a rough regional estimate with no local data, so your letter will not quote it; it will rest on your record as a tenant.'
          : quoted
            ? "Your letter will cite HUD's fair market rent and the Census median as theirs, then the average you estimate from them and how much more you pay each month and each year."
            : 'Your rent is not above the market average, so your letter will not quote these figures; it will rest on your record as a tenant.'}
      </p>
      <MarketRange analysis={analysis} />
      {analysis.level === 'regional' ? (
        <p className="text-xs text-slate-500">{estimateBasis(analysis)}</p>
      ) : (
        <MarketSources analysis={analysis} compact utilities={utilities} />
      )}
    </>
  );
}
