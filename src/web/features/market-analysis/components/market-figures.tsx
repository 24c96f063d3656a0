import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { formatUsd } from '#domain/shared/sanitize.ts';
import { Info } from 'lucide-react';
import { MARKET_ANALYSIS_INTRO } from '../../../content/landing.ts';

export const CONFIDENCE_LABEL = { high: 'High confidence', medium: 'Medium confidence', low: 'Low confidence' } as const;

/** 'Using Regional Estimates' notice of SPEC section 8, with the reason. */
export function RegionalEstimateNotice({ reason }: { reason: string | null }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Using Regional Estimates</p>
        <p className="mt-1">
          Official HUD rental data is not available for this area. Analysis uses enhanced regional market estimates.
        </p>
        {reason ? <p className="mt-1 text-amber-800">Reason: {reason}</p> : null}
      </div>
    </div>
  );
}

/** Where the figure came from, honestly: source, confidence, range, and whether an AI model was used. */
export function DataBasis({ analysis }: { analysis: MarketAnalysis }) {
  return (
    <div className="space-y-1 text-xs text-slate-500">
      <p>{analysis.aiUsed ? MARKET_ANALYSIS_INTRO.dataBasisWithAi : MARKET_ANALYSIS_INTRO.dataBasisWithoutAi}</p>
      <p>
        Source: {analysis.dataSource} · {CONFIDENCE_LABEL[analysis.confidence]}
        {analysis.range ? ` · Typical range ${formatUsd(analysis.range.low)} to ${formatUsd(analysis.range.high)}` : ''}
      </p>
    </div>
  );
}
