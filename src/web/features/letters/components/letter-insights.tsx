import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { strategyForLetter } from '#domain/letters/letter-strategy.ts';
import { negotiationTiming } from '#domain/letters/timing.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { RentCheckResult } from '#domain/rent-rules/check.ts';
import { parseAmount } from '#domain/shared/money.ts';
import { useEffect, useMemo } from 'react';
import { type UseFormSetValue, useWatch } from 'react-hook-form';
import { RentCheckCard } from '../../../components/rent-rules/rent-check-card.tsx';
import { useMarketAnalysis } from '../../../hooks/use-market-analysis.ts';
import { dayAfter, tenureMonthsOf, useRentCheck, useRuleInputs } from '../../../hooks/use-rent-check.ts';
import type { LetterControl } from './letter-fields.ts';
import { LetterMarketCard } from './letter-market-card.tsx';
import { StrategyCard } from './strategy-card.tsx';
import { TimingCard } from './timing-card.tsx';

/** The figures the page builds a letter with, and the zipcode's refusal for the form to show under its field. */
export interface LetterFigures {
  market: MarketAnalysis | null;
  rentCheck: RentCheckResult | null;
  zipcodeNotice: string | undefined;
}

/**
 * The live market analysis, rent rules check, strategy and timing beside the form: the part of the page that follows
 * every keystroke (it watches the answers itself), so the form around it does not re-render as the renter types. The
 * figures it lands on go up through `onFigures`, only when they change.
 */
export function LetterInsights({
  control,
  setValue,
  onFigures,
}: {
  control: LetterControl;
  setValue: UseFormSetValue<LetterForm>;
  onFigures: (figures: LetterFigures) => void;
}) {
  // Every field has a default value (emptyLetterForm), so the watched answers are a whole form.
  const form = useWatch({ control }) as LetterForm;
  const market = useMarketAnalysis({
    zipcode: form.zipcode,
    currentRent: form.currentRent,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.tierLevel,
  });
  // The rent rules check of the landlord's proposed increase (ADR 0046), from the server, with the renter's answers.
  const ruleInputs = useRuleInputs();
  const rentCheck = useRentCheck({
    zip: form.zipcode ?? '',
    currentRent: parseAmount(form.currentRent ?? ''),
    proposedRent: parseAmount(form.landlordProposedRent ?? ''),
    effectiveDate: dayAfter(form.leaseEndDate),
    noticeDate: form.noticeDate || null,
    tenancyMonths: tenureMonthsOf(form.tenureLengthYears, form.tenureLengthMonths),
    rules: ruleInputs.inputs,
  });
  const liveCheck = rentCheck.status === 'success' ? rentCheck.check : null;
  const liveAnalysis = market.status === 'success' || market.status === 'error' ? market.analysis : null;
  const zipcodeNotice = market.status === 'rejected' ? (market.error ?? undefined) : undefined;
  useEffect(
    () => onFigures({ market: liveAnalysis, rentCheck: liveCheck, zipcodeNotice }),
    [onFigures, liveAnalysis, liveCheck, zipcodeNotice],
  );

  const timing = useMemo(() => negotiationTiming(form.leaseEndDate, new Date()), [form.leaseEndDate]);
  // The strategy the letter will follow, shown before generating; recomputed as the answers change.
  const strategy = useMemo(() => strategyForLetter(form, liveAnalysis, new Date(), liveCheck), [form, liveAnalysis, liveCheck]);

  return (
    <>
      <LetterMarketCard state={market} utilities={form.rentIncludesUtilities ?? 'unsure'} />
      <RentCheckCard state={rentCheck} inputs={ruleInputs.inputs} update={ruleInputs.update} />
      <StrategyCard
        strategy={strategy}
        onTakeSuggestion={(answers) => {
          for (const key of Object.keys(answers) as (keyof typeof answers)[]) setValue(key, answers[key], { shouldValidate: true });
        }}
      />
      <TimingCard timing={timing} currentRent={form.currentRent} stance={strategy?.stance ?? null} />
    </>
  );
}
