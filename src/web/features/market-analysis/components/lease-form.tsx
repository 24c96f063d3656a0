import {
  BATHROOM_LABELS,
  BATHROOM_OPTIONS,
  BEDROOM_LABELS,
  type LeaseForm,
  TIER_DESCRIPTIONS,
} from '#domain/market/lease-form.ts';
import { BEDROOM_OPTIONS, TIER_LEVELS } from '#domain/market/market-options.ts';
import { digitsOnly, formatThousands, sanitizeText } from '#domain/shared/sanitize.ts';
import { Loader2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-controls.tsx';
import type { MarketAnalysisState } from '../../../hooks/use-market-analysis.ts';
import { LiveAnalysisPanel } from './live-analysis-panel.tsx';

interface LeaseFormProps {
  form: LeaseForm;
  onChange: (form: LeaseForm) => void;
  onSubmit: () => void;
  submitting: boolean;
  live: MarketAnalysisState;
  /** The server's word on the ZIP code (e.g. unknown), shown under the field. */
  zipError: string | null;
}

export function LeaseFormCard({ form, onChange, onSubmit, submitting, live, zipError }: LeaseFormProps) {
  const zipMessage = zipError ?? (live.status === 'rejected' ? live.error : null);
  const set = <K extends keyof LeaseForm>(key: K, value: LeaseForm[K]) => onChange({ ...form, [key]: value });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Lease information" className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="firstName" label="First name">
          <Input
            id="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={(e) => set('firstName', sanitizeText(e.target.value))}
          />
        </Field>
        <Field id="lastName" label="Last name">
          <Input
            id="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={(e) => set('lastName', sanitizeText(e.target.value))}
          />
        </Field>
        <Field id="zipcode" label="Zip code" hint="5 digits" error={zipMessage ?? undefined}>
          <Input
            id="zipcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            aria-invalid={zipMessage ? true : undefined}
            aria-describedby={zipMessage ? 'zipcode-error' : 'zipcode-hint'}
            value={form.zipcode}
            onChange={(e) => set('zipcode', e.target.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field>
        <Field id="rentAmount" label="Monthly rent ($)">
          <Input
            id="rentAmount"
            inputMode="numeric"
            placeholder="2,150"
            value={formatThousands(form.rentAmount)}
            onChange={(e) => set('rentAmount', digitsOnly(e.target.value).slice(0, 7))}
          />
        </Field>
        <Field id="leaseStartDate" label="Lease start date">
          <Input id="leaseStartDate" type="date" value={form.leaseStartDate} onChange={(e) => set('leaseStartDate', e.target.value)} />
        </Field>
        <Field id="leaseEndDate" label="Lease end date">
          <Input id="leaseEndDate" type="date" value={form.leaseEndDate} onChange={(e) => set('leaseEndDate', e.target.value)} />
        </Field>
        <Field id="bedrooms" label="Bedrooms">
          <Select id="bedrooms" value={form.bedrooms} onChange={(e) => set('bedrooms', e.target.value)}>
            <option value="">Select bedrooms</option>
            {BEDROOM_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {BEDROOM_LABELS[String(n)]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="bathrooms" label="Bathrooms">
          <Select id="bathrooms" value={form.bathrooms} onChange={(e) => set('bathrooms', e.target.value)}>
            <option value="">Select bathrooms</option>
            {BATHROOM_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {BATHROOM_LABELS[n] ?? n}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="squareFootage" label="Square footage">
          <Input
            id="squareFootage"
            inputMode="numeric"
            placeholder="850"
            value={formatThousands(form.squareFootage)}
            onChange={(e) => set('squareFootage', digitsOnly(e.target.value).slice(0, 6))}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="text-sm font-medium text-slate-800">Housing type</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2">
            {(['apartment', 'house'] as const).map((type) => (
              <label
                key={type}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium capitalize has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600 has-[input:focus-visible]:ring-offset-2',
                  form.housingType === type ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="housingType"
                  value={type}
                  className="sr-only"
                  checked={form.housingType === type}
                  onChange={() => set('housingType', type)}
                />
                {type}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-medium text-slate-800">Property tier</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {TIER_LEVELS.map((tier) => {
              const [name, description] = TIER_DESCRIPTIONS[tier].split(' - ');
              return (
                <label
                  key={tier}
                  className={cn(
                    'flex cursor-pointer flex-col rounded-lg border p-3 text-sm has-[input:focus-visible]:ring-2 has-[input:focus-visible]:ring-brand-600 has-[input:focus-visible]:ring-offset-2',
                    form.propertyTier === tier ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white',
                  )}
                >
                  <input
                    type="radio"
                    name="propertyTier"
                    value={tier}
                    className="sr-only"
                    checked={form.propertyTier === tier}
                    onChange={() => set('propertyTier', tier)}
                  />
                  <span className="font-medium text-slate-900">{name}</span>
                  <span className="text-slate-600">{description}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      <div className="flex flex-col gap-4">
        <LiveAnalysisPanel state={live} />
        <Button type="submit" size="lg" disabled={submitting} className="w-full">
          {submitting ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Analyzing...
            </>
          ) : (
            'Analyze My Rent'
          )}
        </Button>
      </div>
    </form>
  );
}
