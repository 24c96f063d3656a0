import { pagePath } from '#domain/routes.ts';
import type { LeaseForm } from '#domain/market/lease-form.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import { leaseTermMonths, monthlyDifference, pricePerSquareFoot, resultMessaging } from '#domain/market/result-messaging.ts';
import { realisticAsk } from '#domain/strategy/realistic-ask.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { useEffect, useRef, useState } from 'react';
import { dayAfter, useRentCheck, useRuleInputs } from '../../../hooks/use-rent-check.ts';
import { RentCheckCard } from '../../../components/rent-rules/rent-check-card.tsx';
import { AlertTriangle, CheckCircle2, RotateCcw, ShieldCheck, TrendingDown, TrendingUp } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useGoToSection } from '../../../lib/navigation.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { MarketRange, RegionalEstimateNotice } from '../../../components/market/market-range.tsx';
import { MarketSources } from '../../../components/market/market-sources.tsx';
import { estimateBasis } from '#domain/market/market-copy.ts';
import { UTILITIES_CHOICES, UTILITIES_QUESTION, type UtilitiesAnswer } from '#domain/market/utilities.ts';
import { LEASE_DATA_KEY } from '../../../lib/auth.tsx';

const POSITION_STYLES = {
  red: 'border-red-200 bg-red-50 text-red-800',
  orange: 'border-orange-200 bg-orange-50 text-orange-800',
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
} as const;

interface AnalysisResultsProps {
  lease: LeaseForm;
  analysis: MarketAnalysis;
  fallbackReason: string | null;
  onReanalyze: () => void;
}

/** The landlord's proposed rent, when the renter gave one, checked against the rent rules (ADR 0046). */
function RentRulesCheck({ lease, currentRent }: { lease: LeaseForm; currentRent: number }) {
  const { inputs, update } = useRuleInputs();
  const proposed = Number((lease.proposedRent ?? '').replace(/,/g, ''));
  const state = useRentCheck({
    zip: (lease.zipcode ?? '').trim(),
    currentRent,
    proposedRent: proposed > 0 ? proposed : null,
    effectiveDate: dayAfter(lease.leaseEndDate),
    noticeDate: null,
    rules: inputs,
  });
  return <RentCheckCard state={state} inputs={inputs} update={update} />;
}

export function AnalysisResults({ lease, analysis, fallbackReason, onReanalyze }: AnalysisResultsProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The results replace a long form: on a phone their heading would sit far above the viewport. Bring it into
  // view below the sticky header and move focus to it.
  useEffect(() => {
    headingRef.current?.scrollIntoView();
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  const messaging = resultMessaging(analysis);
  // Whether the rent includes utilities (ADR 0065): asked here rather than on the lease form, whose code is the landing
  // page's first JavaScript; kept with the lease data so the letter form starts from the answer.
  const [utilities, setUtilities] = useState<UtilitiesAnswer>('unsure');
  const answerUtilities = (answer: UtilitiesAnswer) => {
    setUtilities(answer);
    try {
      const lease = JSON.parse(localStorage.getItem(LEASE_DATA_KEY) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(LEASE_DATA_KEY, JSON.stringify({ ...lease, rentIncludesUtilities: answer }));
    } catch {
      // Storage blocked or the lease data unreadable: the answer still applies on this page.
    }
  };
  const months = leaseTermMonths(lease.leaseStartDate, lease.leaseEndDate);
  const perSqft = pricePerSquareFoot(analysis.currentRent, Number(lease.squareFootage));
  const HeadlineIcon = messaging.showSavingsBanner ? AlertTriangle : messaging.belowMarket ? ShieldCheck : CheckCircle2;

  return (
    <div className="space-y-6" data-testid="analysis-results">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <HeadlineIcon
            className={cn('mt-1 h-7 w-7 shrink-0', messaging.showSavingsBanner ? 'text-red-600' : 'text-emerald-600')}
            aria-hidden="true"
          />
          <div>
            <h3 ref={headingRef} tabIndex={-1} className="scroll-mt-20 text-2xl font-bold text-slate-900">
              {messaging.headline}
            </h3>
            <p className="mt-1 text-slate-600">
              {lease.firstName ? `${lease.firstName}, here` : 'Here'} is how your rent in {analysis.zipcode} compares with the market.
            </p>
            <p className="mt-1 font-medium text-slate-800" data-testid="range-position">
              {messaging.positionSentence}
            </p>
          </div>
        </div>
        <Button variant="outline" onClick={onReanalyze}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" /> Re-analyze
        </Button>
      </div>

      {fallbackReason ? (
        <p className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
          Could not analyze market data: {fallbackReason}. The figures below are a regional estimate.
        </p>
      ) : null}
      {analysis.hudUnavailable ? <RegionalEstimateNotice reason={analysis.hudError} /> : null}

      {/* Only with a proposed rent: the check asks the server (ADR 0046). */}
      {(lease.proposedRent ?? '').trim() ? <RentRulesCheck lease={lease} currentRent={analysis.currentRent} /> : null}

      {messaging.showSavingsBanner ? <SavingsBanner analysis={analysis} yearlySavings={messaging.yearlySavings} /> : null}

      {messaging.belowMarket ? (
        <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6" data-testid="protect-rate">
          {/* The spec keeps N/A in the overpayment and yearly fields; the difference leads here, in words. */}
          <p className="text-2xl font-bold text-emerald-900" data-testid="below-market-lead">
            You pay {formatUsd(monthlyDifference(analysis))} less than the average
          </p>
          <p className="mt-1 text-sm text-emerald-900">
            {formatUsd(analysis.currentRent)} a month against our market average of {formatUsd(analysis.marketRent)}:{' '}
            {Math.abs(analysis.percentOvermarket).toFixed(1)}% below it.
          </p>
          <h4 className="mt-4 flex items-center gap-2 font-semibold text-emerald-900">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" /> Protect your below-market rate
          </h4>
          <p className="mt-2 text-sm text-emerald-900">
            You pay less than the market average, so your goal is to keep it. Ask to renew at your current rent, offer a longer lease in
            return, and remind your landlord what a reliable tenant saves them in vacancy and turnover costs.
          </p>
          <ButtonLink to={`${pagePath('generate-letter')}?stance=keep`} variant="primary" className="mt-4">
            Write a Keep-My-Rent Letter
          </ButtonLink>
        </div>
      ) : null}

      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label="Your current rent" value={formatUsd(analysis.currentRent)} />
        <Stat label="Market average" value={formatUsd(analysis.marketRent)} />
        <div
          className={cn('rounded-xl border p-3 sm:p-4', POSITION_STYLES[messaging.positionColour])}
          data-testid="market-position"
          data-position={messaging.positionColour}
        >
          <dt className="flex items-center gap-1 text-sm font-medium">
            {analysis.percentOvermarket > 0 ? (
              <TrendingUp className="h-4 w-4" aria-hidden="true" />
            ) : (
              <TrendingDown className="h-4 w-4" aria-hidden="true" />
            )}
            {messaging.positionLabel}
          </dt>
          <dd className="mt-1 text-xl font-bold sm:text-2xl">{messaging.belowMarket ? 'N/A' : formatUsd(analysis.overpayment)}</dd>
          <dd className="text-sm">{analysis.percentOvermarket.toFixed(1)}% vs market</dd>
        </div>
        <Stat label="Yearly difference" value={messaging.belowMarket ? 'N/A' : formatUsd(messaging.yearlySavings)} />
      </dl>
      <MarketRange analysis={analysis} />

      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <Detail label="Lease term" value={months === null ? 'Not given' : `${months} months`} />
        <Detail label="Price per sq ft" value={perSqft === null ? 'Not given' : `$${perSqft}`} />
        <Detail
          label="Home"
          value={`${lease.bedrooms === '0' ? 'Studio' : `${lease.bedrooms === '5' ? '5+' : lease.bedrooms} bd`} · ${lease.bathrooms} ba · ${analysis.housingType}`}
        />
      </dl>

      <UtilitiesQuestion value={utilities} onChange={answerUtilities} />
      {analysis.level === 'regional' ? (
        <p className="text-xs text-slate-500">{estimateBasis(analysis)}</p>
      ) : (
        <MarketSources analysis={analysis} utilities={utilities} />
      )}
    </div>
  );
}

/**
 * The spec's yearly figure (the whole gap, times 12) and, beside it, what the plan's 5-15% ask would save: never more
 * than the whole gap, since the ask never goes below the market average (realistic-ask.ts).
 */
function SavingsBanner({ analysis, yearlySavings }: { analysis: MarketAnalysis; yearlySavings: number }) {
  const goToSection = useGoToSection();
  const ask = realisticAsk(analysis.currentRent, analysis);
  return (
    <div className="rounded-2xl bg-brand-700 p-5 text-white sm:p-6" data-testid="savings-banner">
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        <div>
          <p className="text-sm font-medium text-brand-100">Potential yearly savings</p>
          <p className="mt-1 text-3xl font-bold">{formatUsd(yearlySavings)}</p>
          <p className="mt-1 text-sm text-brand-100">
            That is {formatUsd(analysis.overpayment)} a month above the market average, times 12.
          </p>
        </div>
        <div className="rounded-xl bg-brand-800 p-4" data-testid="realistic-ask">
          <p className="text-sm font-medium text-brand-100">What a realistic ask saves</p>
          <p className="mt-1 text-2xl font-bold">{formatUsd(ask.yearly)} a year</p>
          <p className="mt-1 text-sm text-brand-100">
            Asking for {ask.percent}% less ({formatUsd(ask.targetRent)} instead of {formatUsd(analysis.currentRent)}) saves{' '}
            {formatUsd(ask.monthly)} a month.{' '}
            {ask.atAverage
              ? 'That is the market average, rounded up to $5: we never suggest asking below it.'
              : 'We suggest asking for 5 to 15% less at a time.'}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={pagePath('generate-letter')} variant="inverse">
          Get Negotiation Help
        </ButtonLink>
        <Button variant="ghost" className="text-white hover:bg-brand-800" onClick={() => goToSection('how-it-works')}>
          Learn How It Works
        </Button>
      </div>
    </div>
  );
}

/** "Does your rent include utilities?", with "Not sure" until answered; what it means shows under the figures. */
function UtilitiesQuestion({ value, onChange }: { value: UtilitiesAnswer; onChange: (answer: UtilitiesAnswer) => void }) {
  return (
    <div className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:gap-4">
      <label htmlFor="rentIncludesUtilities" className="text-sm font-medium text-slate-800">
        {UTILITIES_QUESTION}
      </label>
      <select
        id="rentIncludesUtilities"
        value={value}
        onChange={(e) => onChange(e.target.value as UtilitiesAnswer)}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 sm:text-sm"
      >
        {UTILITIES_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{value}</dd>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium capitalize text-slate-900">{value}</dd>
    </div>
  );
}
