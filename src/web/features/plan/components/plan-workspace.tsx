import { parseAmount } from '#domain/letters/format.ts';
import { emptyLetterForm } from '#domain/letters/letter-form.ts';
import { buildScenarios, type ScenarioKey } from '#domain/negotiation/scenarios.ts';
import { scenarioQuery } from '#domain/negotiation/scenarios-query.ts';
import type { RentCheckResult } from '#domain/rent-rules/check.ts';
import { pagePath } from '#domain/routes.ts';
import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { BedroomOptions } from '../../../components/market/bedroom-options.tsx';
import { MarketReportDownload } from '../../../components/market/market-report-download.tsx';
import { TierOptions } from '../../../components/market/tier-options.tsx';
import { RentCheckCard } from '../../../components/rent-rules/rent-check-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledInput, ControlledWholeNumberInput, ControlledZipcodeInput } from '../../../components/ui/form/controlled-input.tsx';
import { Field, Select } from '../../../components/ui/form/field.tsx';
import { PLAN_PAGE } from '../../../content/plan.ts';
import { toMarketQuery, useMarketAnalysis } from '../../../hooks/use-market-analysis.ts';
import { dayAfter, useRentCheck, useRuleInputs } from '../../../hooks/use-rent-check.ts';
import { type PlanLease, planLeaseFromDevice, savePlanLease } from '../lib/plan-lease.ts';
import { ScenarioCard } from './scenario-card.tsx';

/**
 * The Premium plan (ADR 0048): the renter's lease (prefilled from this device), the market figures and rent check the
 * letter page uses, and the scenarios built from them; the chosen one opens the letter page with its answers.
 */
export function PlanWorkspace() {
  // Read once: the workspace renders only in the browser, after the page has hydrated and Premium was confirmed.
  const [prefill] = useState(planLeaseFromDevice);
  const { control, watch } = useForm<PlanLease>({ defaultValues: prefill });
  const lease = watch();
  const marketInputs = {
    zipcode: lease.zipcode,
    currentRent: lease.currentRent,
    bedrooms: lease.bedrooms,
    housingType: lease.housingType,
    tierLevel: lease.tierLevel,
  };
  const market = useMarketAnalysis(marketInputs);
  const ruleInputs = useRuleInputs();
  const rentCheck = useRentCheck({
    zip: lease.zipcode,
    currentRent: parseAmount(lease.currentRent),
    proposedRent: parseAmount(lease.landlordProposedRent),
    effectiveDate: dayAfter(lease.leaseEndDate),
    noticeDate: null,
    rules: ruleInputs.inputs,
  });
  const check: RentCheckResult | null = rentCheck.status === 'success' ? rentCheck.check : null;
  const analysis = market.status === 'success' || market.status === 'error' ? market.analysis : null;
  // The scenarios wait for the market figures while they are asked for (idle while the typing settles, then loading).
  const settling = market.status === 'loading' || (market.status === 'idle' && toMarketQuery(marketInputs) !== null);
  const leaseKey = JSON.stringify(lease);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the lease is compared by its text, not by the object watch() makes each render.
  const scenarios = useMemo(
    () => (settling ? [] : buildScenarios({ ...emptyLetterForm(), ...lease }, analysis, new Date(), check)),
    [leaseKey, analysis, check, settling],
  );
  const [chosenKey, setChosenKey] = useState<ScenarioKey | null>(null);
  const chosen = scenarios.find((s) => s.key === chosenKey) ?? null;
  const rent = parseAmount(lease.currentRent);

  return (
    <div className="flex flex-col gap-8">
      <div className={`grid gap-6 lg:items-start ${rentCheck.status === 'none' ? '' : 'lg:grid-cols-[minmax(0,1fr)_22rem]'}`}>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{PLAN_PAGE.leaseTitle}</CardTitle>
            <CardDescription>{PLAN_PAGE.leaseBody}</CardDescription>
          </CardHeader>
          <CardContent className={`grid gap-5 sm:grid-cols-2 ${rentCheck.status === 'none' ? 'lg:grid-cols-4' : ''}`}>
            <Field
              id="plan-zipcode"
              label="Zipcode"
              hint="5 digits"
              error={market.status === 'rejected' ? (market.error ?? undefined) : undefined}
            >
              <ControlledZipcodeInput control={control} name="zipcode" id="plan-zipcode" />
            </Field>
            <Field id="plan-currentRent" label="Current monthly rent ($)">
              <ControlledWholeNumberInput control={control} name="currentRent" id="plan-currentRent" placeholder="1,850" />
            </Field>
            <Field id="plan-bedrooms" label="Bedrooms">
              <Controller
                control={control}
                name="bedrooms"
                render={({ field }) => (
                  <Select {...field} id="plan-bedrooms">
                    <BedroomOptions />
                  </Select>
                )}
              />
            </Field>
            <Field id="plan-housingType" label="Housing type">
              <Controller
                control={control}
                name="housingType"
                render={({ field }) => (
                  <Select {...field} id="plan-housingType">
                    <option value="apartment">Apartment</option>
                    <option value="house">House</option>
                  </Select>
                )}
              />
            </Field>
            <Field id="plan-tierLevel" label="Property tier">
              <Controller
                control={control}
                name="tierLevel"
                render={({ field }) => (
                  <Select {...field} id="plan-tierLevel">
                    <TierOptions />
                  </Select>
                )}
              />
            </Field>
            <Field id="plan-leaseEndDate" label="Lease end date (optional)" hint="For the date to send your letter.">
              <ControlledInput control={control} name="leaseEndDate" id="plan-leaseEndDate" type="date" />
            </Field>
            <Field
              id="plan-landlordProposedRent"
              label="Your landlord's proposed new rent"
              hint="Optional. If your landlord has proposed a new rent, the scenarios counter it."
              className="sm:col-span-2"
            >
              <ControlledWholeNumberInput
                control={control}
                name="landlordProposedRent"
                id="plan-landlordProposedRent"
                placeholder="2,650"
              />
            </Field>
          </CardContent>
        </Card>
        <RentCheckCard state={rentCheck} inputs={ruleInputs.inputs} update={ruleInputs.update} />
      </div>

      <section aria-labelledby="scenarios-heading" className="flex flex-col gap-4">
        <h2 id="scenarios-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          {PLAN_PAGE.scenariosTitle}
        </h2>
        {rent === null || rent <= 0 ? (
          <p className="text-slate-600">{PLAN_PAGE.needRent}</p>
        ) : settling ? (
          <p className="text-slate-600" role="status">
            {PLAN_PAGE.marketLoading}
          </p>
        ) : (
          <>
            {analysis === null ? <p className="text-sm text-slate-600">{PLAN_PAGE.noMarket}</p> : null}
            <div className={`grid gap-4 md:grid-cols-2 ${scenarios.length > 3 ? 'xl:grid-cols-4' : 'lg:grid-cols-3'}`}>
              {scenarios.map((s) => (
                <ScenarioCard key={s.key} scenario={s} chosen={s.key === chosenKey} onChoose={() => setChosenKey(s.key)} />
              ))}
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              {chosen ? (
                <ButtonLink
                  to={`${pagePath('generate-letter')}${scenarioQuery(chosen.key, chosen.answers)}`}
                  size="lg"
                  onClick={() => savePlanLease(lease)}
                >
                  {PLAN_PAGE.writeLetter} <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </ButtonLink>
              ) : (
                <p className="text-sm text-slate-600">{PLAN_PAGE.pickFirst}</p>
              )}
            </div>
          </>
        )}
      </section>
      {analysis ? (
        // The landlord-ready report for the same ZIP and home (ADR 0049); the listings the renter found are entered on
        // the letter page, where the report carries them too. Only Premium holders reach this workspace.
        <MarketReportDownload analysis={analysis} comparables={[]} address="" purchase={null} />
      ) : null}
    </div>
  );
}
