import { LEVEL_NOTE, rangeSentence } from '#domain/market/market-copy.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { Info, MapPin } from 'lucide-react';

/** 'Using Regional Estimates' notice, with the reason. */
export function RegionalEstimateNotice({ reason }: { reason: string | null }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Using Regional Estimates</p>
        <p className="mt-1">Official HUD rental data is not available for this area. Analysis uses enhanced regional market estimates.</p>
        {reason ? <p className="mt-1 text-amber-800">Reason: {reason}</p> : null}
      </div>
    </div>
  );
}

/** The place, our estimate and its 80% range in plain words (ADR 0041), e.g. under the market average. */
export function MarketRange({ analysis }: { analysis: MarketAnalysis }) {
  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="market-range">
      <p className="flex items-center gap-1.5 font-medium text-slate-800">
        <MapPin className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        {analysis.area.place}
      </p>
      <p>
        {rangeSentence(analysis)} {LEVEL_NOTE[analysis.level]}
      </p>
    </div>
  );
}
