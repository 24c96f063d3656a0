import { parseAmount } from '#domain/shared/money.ts';
import { comparablesOf } from '#domain/strategy/comparable.ts';
import type { ScenarioKey } from '#domain/letters/scenarios.ts';
import { scenarioQuery } from '#domain/letters/scenarios-query.ts';
import type { PlanForm, SavedPlan } from '#domain/plan/plan-form.ts';
import { type PlanRequest, planFormSchema } from '#domain/plan/plan-form.schema.ts';
import type { Answer } from '#domain/rent-rules/check.ts';
import { pagePath } from '#domain/routes.ts';
import { ArrowRight, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { BedroomOptions } from '../../../components/market/bedroom-options.tsx';
import { ComparablesField, comparablesControl } from '../../../components/market/comparables-field.tsx';
import { MarketReportDownload } from '../../../components/market/market-report-download.tsx';
import { TierOptions } from '../../../components/market/tier-options.tsx';
import { RentCheckCard } from '../../../components/rent-rules/rent-check-card.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledInput, ControlledWholeNumberInput, ControlledZipcodeInput } from '../../../components/ui/form/controlled-input.tsx';
import { Checkbox, CheckboxField, Field, Select } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { PLAN_PAGE } from '../../../content/plan.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { dayAfter, useRentCheck, useRuleInputs } from '../../../hooks/use-rent-check.ts';
import { todayIso } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { usePlan } from '../api/compute-plan.ts';
import { useSavedPlan } from '../../../hooks/use-saved-plan.ts';
import { useKeepPlan } from '../api/saved-plan.ts';
import { planFormFromDevice, savePlanLease } from '../lib/plan-lease.ts';
import { ScenarioCard } from './scenario-card.tsx';
import { WalkAwayCard } from './walk-away-card.tsx';

/**
 * The request for the server once the form is valid and has a ZIP code and a rent; null before. The rent check card's
 * figure read on the official page and its month counts go with it, so the server's plan applies them (ADR 0072).
 */
function planRequestOf(values: PlanForm, rules: PlanRequest['rules']): PlanRequest | null {
  const parsed = planFormSchema.safeParse(values);
  if (!parsed.success || parsed.data.zipcode === '' || parsed.data.currentRent === '') return null;
  return { form: parsed.data, today: todayIso(), rules };
}

/**
 * Where the plan starts (ADR 0060): the plan the account keeps, else what this device kept of the lease, else the lease
 * the account holds from an analysis.
 */
function startingForm(saved: SavedPlan): { form: PlanForm; intro: string } {
  if (saved.source === 'account') return { form: saved.form, intro: PLAN_PAGE.leaseBodyAccount };
  const device = planFormFromDevice();
  if (device.zipcode || device.currentRent || saved.source !== 'lease') return { form: device, intro: PLAN_PAGE.leaseBody };
  return { form: saved.form, intro: PLAN_PAGE.leaseBodyAccountLease };
}

/** The plan once the account's saved plan is read: the form starts from it. */
export function PlanWorkspace() {
  const saved = useSavedPlan();
  if (saved.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> {PLAN_PAGE.loadingSaved}
      </p>
    );
  }
  // A failed read leaves this device's figures to start from; keeping the plan is then asked afresh.
  return <PlanForms saved={saved.data ?? { source: 'none' }} />;
}

/**
 * The Premium plan (ADR 0048, 0058): the renter's lease, the rent check, the walk-away point and the scenarios, all
 * computed by the server for this Premium session and ordered against the walk-away point; the chosen scenario opens
 * the letter page with its answers, and the market report carries the listings entered here. With the renter's
 * consent the form is kept on the account as it is typed (ADR 0060).
 */
function PlanForms({ saved }: { saved: SavedPlan }) {
  // Read once: the workspace renders only in the browser, after the page has hydrated and Premium was confirmed.
  const [start] = useState(() => startingForm(saved));
  const form = useZodForm(planFormSchema, { defaultValues: start.form, mode: 'onChange' });
  const { control, setValue } = form;
  const { errors } = form.formState;
  const values = useWatch({ control }) as PlanForm;
  const answerRule = useCallback(
    (id: string, answer: Answer) => setValue('ruleAnswers', { ...form.getValues('ruleAnswers'), [id]: answer }),
    [setValue, form],
  );
  // The card's answers are the plan form's; its figures and month counts go with the plan's request (not kept on the account).
  const ruleInputs = useRuleInputs();
  const rules = { ...ruleInputs.inputs, answers: values.ruleAnswers };
  const ruleUpdates = useMemo(() => ({ ...ruleInputs.update, answer: answerRule }), [ruleInputs.update, answerRule]);
  const rentCheck = useRentCheck({
    zip: values.zipcode,
    currentRent: parseAmount(values.currentRent),
    proposedRent: parseAmount(values.landlordProposedRent),
    effectiveDate: dayAfter(values.leaseEndDate || undefined),
    noticeDate: null,
    rules,
  });

  // Asked of the server once the typing settles; compared as text so an equal form is the same question.
  const { figures, tenancyMonths, leaseTermMonths } = ruleInputs.inputs;
  const planRules = { figures, tenancyMonths, leaseTermMonths };
  const requestText = useDebouncedValue(JSON.stringify(planRequestOf(values, planRules)), 400);
  const request = JSON.parse(requestText) as PlanRequest | null;
  const plan = usePlan(request);
  const answer = request ? plan.data : undefined;
  const settling = request !== null && (plan.isFetching || JSON.stringify(planRequestOf(values, planRules)) !== requestText);

  const [keep, setKeep] = useState(saved.source === 'account');
  useKeepOnAccount(keep, values);

  // The chosen scenario is part of the form, so the kept plan carries it to the reply page (ADR 0077).
  const chosenKey: ScenarioKey | null = values.chosenScenario || null;
  const setChosenKey = (key: ScenarioKey) => setValue('chosenScenario', key);
  const scenarios = answer?.scenarios ?? [];
  const chosen = scenarios.find((s) => s.key === chosenKey) ?? null;
  const rent = parseAmount(values.currentRent);
  const lease = {
    zipcode: values.zipcode,
    currentRent: values.currentRent,
    bedrooms: values.bedrooms,
    housingType: values.housingType,
    tierLevel: values.tierLevel,
    landlordProposedRent: values.landlordProposedRent,
    leaseEndDate: values.leaseEndDate,
  };

  return (
    <div className="flex flex-col gap-8">
      <div className={`grid gap-6 lg:items-start ${rentCheck.status === 'none' ? '' : 'lg:grid-cols-[minmax(0,1fr)_22rem]'}`}>
        <Card>
          <CardHeader>
            <CardTitle as="h2">{PLAN_PAGE.leaseTitle}</CardTitle>
            <CardDescription>{start.intro}</CardDescription>
          </CardHeader>
          <CardContent className={`grid gap-5 sm:grid-cols-2 ${rentCheck.status === 'none' ? 'lg:grid-cols-4' : ''}`}>
            <Field
              id="plan-zipcode"
              label="Zipcode"
              hint="5 digits"
              error={errors.zipcode?.message ?? (answer?.market === null && answer.marketMessage ? answer.marketMessage : undefined)}
            >
              <ControlledZipcodeInput control={control} name="zipcode" id="plan-zipcode" />
            </Field>
            <Field id="plan-currentRent" label="Current monthly rent ($)" error={errors.currentRent?.message}>
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
            <Field
              id="plan-leaseEndDate"
              label="Lease end date (optional)"
              hint="For the date to send your letter."
              error={errors.leaseEndDate?.message}
            >
              <ControlledInput control={control} name="leaseEndDate" id="plan-leaseEndDate" type="date" />
            </Field>
            <Field
              id="plan-landlordProposedRent"
              label="Your landlord's proposed new rent"
              hint="Optional. If your landlord has proposed a new rent, the scenarios counter it."
              error={errors.landlordProposedRent?.message}
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
        <RentCheckCard state={rentCheck} inputs={rules} update={ruleUpdates} />
      </div>

      <CheckboxField
        id="plan-keep"
        label={PLAN_PAGE.keepLabel}
        hint={PLAN_PAGE.keepHint}
        className="rounded-xl border border-slate-200 bg-white p-4"
      >
        <Checkbox checked={keep} onChange={(event) => setKeep(event.target.checked)} />
      </CheckboxField>

      <WalkAwayCard
        control={control}
        errors={errors}
        bedrooms={values.bedrooms}
        market={answer?.market ?? null}
        walkAway={answer?.walkAway ?? null}
      />

      <section aria-labelledby="scenarios-heading" className="flex flex-col gap-4" aria-busy={settling}>
        <div>
          <h2 id="scenarios-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {PLAN_PAGE.scenariosTitle}
          </h2>
          {answer?.walkAway ? <p className="mt-1 text-sm text-slate-600">{PLAN_PAGE.orderedAgainst}</p> : null}
        </div>
        {rent === null || rent <= 0 ? (
          <p className="text-slate-600">{PLAN_PAGE.needRent}</p>
        ) : plan.isError && !answer ? (
          <p className="text-slate-700" role="alert">
            {PLAN_PAGE.planError}
          </p>
        ) : !answer ? (
          <p className="text-slate-600" role="status">
            {PLAN_PAGE.marketLoading}
          </p>
        ) : (
          <>
            {answer.market === null ? <p className="text-sm text-slate-600">{PLAN_PAGE.noMarket}</p> : null}
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

      <Card>
        <CardHeader>
          <CardTitle as="h2">{PLAN_PAGE.reportTitle}</CardTitle>
          <CardDescription>{PLAN_PAGE.reportBody}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ComparablesField control={comparablesControl(control)} errors={errors} intro={PLAN_PAGE.comparablesIntro} />
          {/* The landlord-ready report for the same ZIP and home (ADR 0049), with the listings entered above. */}
          <MarketReportDownload
            analysis={answer?.market ?? null}
            comparables={comparablesOf(values.comparables)}
            address=""
            purchase={null}
          />
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * With consent, keeps the form on the account once it has settled for a second (only a form the schema accepts); when
 * the consent is withdrawn, the account's copy is deleted.
 */
function useKeepOnAccount(keep: boolean, values: PlanForm) {
  const mutation = useKeepPlan();
  const { mutate } = mutation;
  const parsed = planFormSchema.safeParse(values);
  const text = useDebouncedValue(keep && parsed.success ? JSON.stringify(parsed.data) : null, 1000);
  const kept = useRef<string | null>(null);
  const wasKeeping = useRef(keep);
  useEffect(() => {
    if (!keep) {
      if (wasKeeping.current) {
        wasKeeping.current = false;
        kept.current = null;
        mutate(null, {
          onSuccess: () => toast.success(PLAN_PAGE.forgotten),
          onError: () => toast.error(PLAN_PAGE.keepFailed),
        });
      }
      return;
    }
    wasKeeping.current = true;
    if (!text || text === kept.current) return;
    kept.current = text;
    mutate(JSON.parse(text) as PlanForm, {
      onError: (error) => {
        kept.current = null;
        toast.error(PLAN_PAGE.keepFailed, { description: error.message });
      },
    });
  }, [keep, text, mutate]);
}
