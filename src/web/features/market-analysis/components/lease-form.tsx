import {
  BATHROOM_LABELS,
  BATHROOM_OPTIONS,
  emptyLeaseForm,
  type LeaseForm as LeaseFormValues,
  tierParts,
} from '#domain/market/lease-form.ts';
import type { MarketAnalysis, MarketQuery } from '#domain/market/market.schema.ts';
import { TIER_LEVELS } from '#domain/market/market-options.ts';
import { regionalEstimate } from '#domain/market/regional-estimate.ts';
import { sanitizeText } from '#domain/shared/sanitize.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { BedroomOptions } from '../../../components/market/bedroom-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ControlledChoiceGroup } from '../../../components/ui/form/choice-group.tsx';
import { ControlledInput, ControlledWholeNumberInput, ControlledZipcodeInput } from '../../../components/ui/form/controlled-input.tsx';
import { Field, Input, Select } from '../../../components/ui/form/field.tsx';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { isRejection, marketAnalysisQueryOptions, toMarketQuery, useMarketAnalysis } from '../../../hooks/use-market-analysis.ts';
import { LEASE_DATA_KEY, useAuth } from '../../../lib/auth.tsx';
import { toast } from '../../../lib/toast.ts';
import { saveLease } from '../api/save-lease.ts';
import { LiveAnalysisPanel } from './live-analysis-panel.tsx';

/** What a submitted lease came to: the results view shows it. */
export interface LeaseAnalysis {
  lease: LeaseFormValues;
  analysis: MarketAnalysis;
  /** Why the regional estimate stands in for the market analysis, when the service failed. */
  fallbackReason: string | null;
}

type Outcome = { kind: 'analyzed'; result: LeaseAnalysis } | { kind: 'zip-rejected'; message: string };

const HOUSING_CHOICES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'house', label: 'House' },
] as const;

const TIER_CHOICES = TIER_LEVELS.map((tier) => {
  const { name, description } = tierParts(tier);
  return { value: tier, label: name, description };
});

function saveLeaseLocally(lease: LeaseFormValues) {
  try {
    localStorage.setItem(LEASE_DATA_KEY, JSON.stringify(lease));
  } catch {
    // Storage may be unavailable; the analysis still works.
  }
}

// The one rule set the server also applies (POST /api/leases). zod loads when the form is first checked (or once figures
// are entered, below), not with the landing page (the only form that loads its schema lazily: ADR 0051).
const loadLeaseFormSchema = () => import('#domain/market/lease-form.schema.ts').then((module) => module.leaseFormSchema);

/**
 * The landing page's lease form. It loads after the rest of the landing page (see market-analysis-section.tsx); what is
 * entered before then is kept (ADR 0043). The live snapshot runs as soon as zipcode, rent and bedrooms are entered; a
 * submit saves the lease (locally, and to the account when signed in) and shows the analysis.
 */
export function LeaseForm({ onAnalyzed, onFiguresEntered }: { onAnalyzed: (result: LeaseAnalysis) => void; onFiguresEntered: () => void }) {
  const form = useZodForm(loadLeaseFormSchema, { defaultValues: emptyLeaseForm() });
  const { control, register, getValues, setError, preloadSchema } = form;
  const { errors } = form.formState;
  const [zipcode, rentAmount, bedrooms, housingType, propertyTier] = useWatch({
    control,
    name: ['zipcode', 'rentAmount', 'bedrooms', 'housingType', 'propertyTier'],
  });
  const live = useMarketAnalysis({ zipcode, currentRent: rentAmount, bedrooms, housingType, tierLevel: propertyTier || 'average' });
  const queryClient = useQueryClient();
  const { user } = useAuth();

  useEffect(() => {
    if (live.status === 'idle') return;
    onFiguresEntered();
    preloadSchema();
  }, [live.status, onFiguresEntered, preloadSchema]);

  const analyze = useMutation({
    mutationFn: async ({ lease, query }: { lease: LeaseFormValues; query: MarketQuery }): Promise<Outcome> => {
      // Signed-in users' leases are saved to their account; a failure fails the submit.
      if (user) await saveLease(lease);
      try {
        return {
          kind: 'analyzed',
          result: { lease, analysis: await queryClient.fetchQuery(marketAnalysisQueryOptions(query)), fallbackReason: null },
        };
      } catch (error) {
        if (isRejection(error)) return { kind: 'zip-rejected', message: error.message };
        const reason = error instanceof Error ? error.message : 'Could not analyze market data';
        return { kind: 'analyzed', result: { lease, analysis: regionalEstimate(query, reason), fallbackReason: reason } };
      }
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'analyzed') onAnalyzed(outcome.result);
      else setError('zipcode', { type: 'server', message: outcome.message }, { shouldFocus: true });
    },
    onError: (error) => toast.error('Error processing information', { description: error.message || 'Please try again later.' }),
  });

  const submit = form.handleSubmit(
    () => {
      // The analysis, the copy kept for the letter page and the saved lease take the form as typed (the server parses
      // what it is sent with the same schema).
      const lease = getValues();
      const query = toMarketQuery({
        zipcode: lease.zipcode,
        currentRent: lease.rentAmount,
        bedrooms: lease.bedrooms,
        housingType: lease.housingType,
        tierLevel: lease.propertyTier || 'average',
      });
      if (!query || analyze.isPending) return;
      saveLeaseLocally(lease);
      analyze.mutate({ lease, query });
    },
    (invalid) =>
      toast.error('Please correct the following errors:', {
        description: (
          <ul className="list-disc pl-4">
            {Object.values(invalid).map((error) => (
              <li key={String(error?.message)}>{String(error?.message)}</li>
            ))}
          </ul>
        ),
      }),
  );

  const zipMessage = errors.zipcode?.message ?? (live.status === 'rejected' ? (live.error ?? undefined) : undefined);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Lease information">
      <fieldset className="grid min-w-0 gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="firstName" label="First name" error={errors.firstName?.message}>
            <ControlledInput control={control} name="firstName" parse={sanitizeText} autoComplete="given-name" />
          </Field>
          <Field id="lastName" label="Last name" error={errors.lastName?.message}>
            <ControlledInput control={control} name="lastName" parse={sanitizeText} autoComplete="family-name" />
          </Field>
          <Field id="zipcode" label="Zip code" hint="5 digits" error={zipMessage}>
            <ControlledZipcodeInput control={control} name="zipcode" />
          </Field>
          <Field id="rentAmount" label="Monthly rent ($)" error={errors.rentAmount?.message}>
            <ControlledWholeNumberInput control={control} name="rentAmount" maxDigits={7} placeholder="2,150" />
          </Field>
          <Field
            id="proposedRent"
            label="Landlord's proposed new rent ($, optional)"
            hint="If your landlord has proposed an increase, we check it against your state's and city's rent rules."
            error={errors.proposedRent?.message}
          >
            <ControlledWholeNumberInput control={control} name="proposedRent" maxDigits={7} placeholder="2,300" />
          </Field>
          <Field id="leaseStartDate" label="Lease start date" error={errors.leaseStartDate?.message}>
            <Input type="date" {...register('leaseStartDate')} />
          </Field>
          <Field id="leaseEndDate" label="Lease end date" error={errors.leaseEndDate?.message}>
            <Input type="date" {...register('leaseEndDate')} />
          </Field>
          <Field id="bedrooms" label="Bedrooms" error={errors.bedrooms?.message}>
            <Select {...register('bedrooms')}>
              <option value="">Select bedrooms</option>
              <BedroomOptions />
            </Select>
          </Field>
          <Field id="bathrooms" label="Bathrooms" error={errors.bathrooms?.message}>
            <Select {...register('bathrooms')}>
              <option value="">Select bathrooms</option>
              {BATHROOM_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {BATHROOM_LABELS[n] ?? n}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="squareFootage" label="Square footage" error={errors.squareFootage?.message}>
            <ControlledWholeNumberInput control={control} name="squareFootage" placeholder="850" />
          </Field>
          <ControlledChoiceGroup control={control} name="housingType" legend="Housing type" columns="always-2" choices={HOUSING_CHOICES} />
          <ControlledChoiceGroup
            control={control}
            name="propertyTier"
            legend="Property tier"
            className="sm:col-span-2"
            choices={TIER_CHOICES}
            error={errors.propertyTier?.message}
          />
        </div>
        <div className="flex flex-col gap-4">
          <LiveAnalysisPanel state={live} />
          <Button type="submit" size="lg" disabled={analyze.isPending} className="w-full">
            {analyze.isPending ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Analyzing...
              </>
            ) : (
              'Analyze My Rent'
            )}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
