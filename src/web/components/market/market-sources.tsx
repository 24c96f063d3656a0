import { averageSteps, bedroomLabel, censusFigure, estimateBasis, trendSentence } from '#domain/market/market-copy.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { UTILITIES_BASIS, type UtilitiesAnswer, utilitiesNote } from '#domain/market/utilities.ts';
import { TrendingDown, TrendingUp } from 'lucide-react';

/**
 * HUD's figure, the Census figure and our estimate side by side, each labelled with its source and year, then one line
 * on how our average is built from them, with the figures (ADR 0041).
 */
export function MarketSources({
  analysis,
  compact = false,
  utilities,
}: {
  analysis: MarketAnalysis;
  compact?: boolean;
  /** The renter's answer on utilities, when the page asked (ADR 0065): what it means for the comparison. */
  utilities?: UtilitiesAnswer;
}) {
  const { hud, census } = analysis.sources;
  const trend = analysis.trend;
  const TrendIcon = trend && trend.percentChange < 0 ? TrendingDown : TrendingUp;
  const steps = averageSteps(analysis);
  return (
    <section aria-label="Where these figures come from" className="space-y-3" data-testid="market-sources">
      <dl className={compact ? 'grid gap-3' : 'grid gap-3 sm:grid-cols-3'}>
        <SourceFigure
          label={
            hud ? `HUD ${hud.level === 'zip' ? 'Small Area' : 'area-wide'} fair market rent · FY${hud.fiscalYear}` : 'HUD fair market rent'
          }
          value={hud ? formatUsd(hud.fmr) : 'Not available'}
          note={
            hud
              ? `HUD's 40th-percentile rent paid by recent movers for a ${bedroomLabel(hud.bedrooms)} home, ${hud.level === 'zip' ? 'for this ZIP code alone (Small Area FMR)' : 'area-wide for the county (no ZIP-level figure here)'}, utilities included.`
              : 'HUD publishes no fair market rent that covers this ZIP code.'
          }
        />
        <SourceFigure
          label={census ? `Census median gross rent · ${census.years}` : 'Census median gross rent'}
          value={census ? censusFigure(census) : 'Not available'}
          note={
            census
              ? `The median of all renters in this ZIP code, every unit size and length of tenancy, utilities included (American Community Survey 5-year).${census.topCoded ? ' The Census publishes only "or more" here, so it is not used in our estimate.' : ''}`
              : 'The Census publishes no median rent for this ZIP code.'
          }
        />
        <SourceFigure label="Our market average" value={formatUsd(analysis.marketRent)} note={estimateBasis(analysis)} emphasis />
      </dl>
      {steps ? (
        <div className="text-sm leading-relaxed text-slate-700" data-testid="market-explanation">
          <p className="font-medium text-slate-800">How our {formatUsd(analysis.marketRent)} is built, step by step:</p>
          <ol className="mt-1 list-decimal space-y-1 pl-5 marker:text-slate-500">
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <p className="text-xs leading-relaxed text-slate-600" data-testid="utilities-basis">
        {UTILITIES_BASIS}
        {utilities ? ` ${utilitiesNote(utilities)}` : ''}
      </p>
      {trend ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700" data-testid="market-trend">
          <TrendIcon className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
          {trendSentence(trend)}
        </p>
      ) : null}
    </section>
  );
}

function SourceFigure({ label, value, note, emphasis = false }: { label: string; value: string; note: string; emphasis?: boolean }) {
  return (
    <div className={emphasis ? 'rounded-xl border border-brand-200 bg-brand-50 p-4' : 'rounded-xl border border-slate-200 bg-white p-4'}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
      <dd className="mt-1 text-xs leading-relaxed text-slate-600">{note}</dd>
    </div>
  );
}
