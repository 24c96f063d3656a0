import { type LetterForm, type LetterFormErrors, REDUCTION_REASONS, TENURE_MONTHS_MAX } from '#domain/letters/letter-form.schema.ts';
import { BEDROOM_LABELS, TIER_DESCRIPTIONS } from '#domain/market/lease-form.ts';
import { BEDROOM_OPTIONS, TIER_LEVELS } from '#domain/market/market-options.ts';
import { digitsOnly, formatThousands } from '#domain/shared/sanitize.ts';
import { CheckCircle2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Field, Input, Select } from '../../../components/ui/form-controls.tsx';
import { keepSameConfirmation, reductionRangeHint } from '../lib/letter-copy.ts';
import { describedBy, type SetLetterField, TEXT_MAX } from './letter-fields.ts';

/** "Economical - older buildings, basic amenities" → "Older buildings, basic amenities". */
function tierHint(tier: LetterForm['tierLevel']): string {
  const description = TIER_DESCRIPTIONS[tier].split(' - ')[1] ?? '';
  return description.charAt(0).toUpperCase() + description.slice(1);
}

export function PropertyDetailsCard({
  form,
  errors,
  set,
}: {
  form: LetterForm;
  errors: LetterFormErrors;
  set: SetLetterField;
}) {
  const rangeHint = reductionRangeHint(form.currentRent);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Property Details</CardTitle>
        <CardDescription>Who the letter is for, the home it is about and what you are asking for.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <Field id="landlordName" label="Landlord/Company name" error={errors.landlordName} className="sm:col-span-2">
          <Input
            id="landlordName"
            autoComplete="off"
            placeholder="Maple Property Management"
            value={form.landlordName}
            invalid={Boolean(errors.landlordName)}
            aria-describedby={describedBy('landlordName', errors.landlordName)}
            onChange={(e) => set('landlordName', e.target.value.slice(0, TEXT_MAX))}
          />
        </Field>
        <Field id="propertyAddress" label="Property address" error={errors.propertyAddress} className="sm:col-span-2">
          <Input
            id="propertyAddress"
            autoComplete="street-address"
            placeholder="12 Oak Street, Apt 4"
            value={form.propertyAddress}
            invalid={Boolean(errors.propertyAddress)}
            aria-describedby={describedBy('propertyAddress', errors.propertyAddress)}
            onChange={(e) => set('propertyAddress', e.target.value.slice(0, TEXT_MAX))}
          />
        </Field>
        <Field id="zipcode" label="Zipcode" hint="5 digits" error={errors.zipcode}>
          <Input
            id="zipcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={form.zipcode}
            invalid={Boolean(errors.zipcode)}
            aria-describedby={describedBy('zipcode', errors.zipcode, true)}
            onChange={(e) => set('zipcode', e.target.value.replace(/\D/g, '').slice(0, 5))}
          />
        </Field>
        <Field id="currentRent" label="Current monthly rent ($)" error={errors.currentRent}>
          <Input
            id="currentRent"
            inputMode="numeric"
            placeholder="1,850"
            value={formatThousands(form.currentRent)}
            invalid={Boolean(errors.currentRent)}
            aria-describedby={describedBy('currentRent', errors.currentRent)}
            onChange={(e) => set('currentRent', digitsOnly(e.target.value).slice(0, 6))}
          />
        </Field>
        <Field id="bedrooms" label="Bedrooms">
          <Select id="bedrooms" value={form.bedrooms} onChange={(e) => set('bedrooms', e.target.value)}>
            {BEDROOM_OPTIONS.map((n) => (
              <option key={n} value={String(n)}>
                {BEDROOM_LABELS[String(n)]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="tierLevel" label="Property tier" hint={tierHint(form.tierLevel)}>
          <Select
            id="tierLevel"
            value={form.tierLevel}
            aria-describedby="tierLevel-hint"
            onChange={(e) => set('tierLevel', e.target.value as LetterForm['tierLevel'])}
          >
            {TIER_LEVELS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_DESCRIPTIONS[tier].split(' - ')[0]}
              </option>
            ))}
          </Select>
        </Field>
        <ChoiceGroup
          name="housingType"
          legend="Housing type"
          columns="always-2"
          value={form.housingType}
          choices={[
            { value: 'apartment', label: 'Apartment' },
            { value: 'house', label: 'House' },
          ]}
          onChange={(value) => set('housingType', value)}
        />
        <Field id="leaseEndDate" label="Lease end date (optional)" hint="For your negotiation timing plan.">
          <Input
            id="leaseEndDate"
            type="date"
            value={form.leaseEndDate ?? ''}
            aria-describedby="leaseEndDate-hint"
            onChange={(e) => set('leaseEndDate', e.target.value)}
          />
        </Field>
        <Field
          id="landlordProposedRent"
          label="Your landlord's proposed new rent"
          hint="Optional. If your landlord has proposed a new rent, your letter answers it."
          error={errors.landlordProposedRent}
        >
          <Input
            id="landlordProposedRent"
            inputMode="numeric"
            placeholder="2,650"
            value={formatThousands(form.landlordProposedRent)}
            invalid={Boolean(errors.landlordProposedRent)}
            aria-describedby={describedBy('landlordProposedRent', errors.landlordProposedRent, true)}
            onChange={(e) => set('landlordProposedRent', digitsOnly(e.target.value).slice(0, 6))}
          />
        </Field>
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2" aria-describedby={errors.tenureLengthYears ? 'tenure-error' : 'tenure-hint'}>
          <legend className="text-sm font-medium text-slate-800">How long have you lived here?</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="tenureLengthYears" className="text-xs font-medium text-slate-600">
                Years
              </label>
              <Input
                id="tenureLengthYears"
                inputMode="numeric"
                placeholder="2"
                value={form.tenureLengthYears}
                invalid={Boolean(errors.tenureLengthYears)}
                onChange={(e) => set('tenureLengthYears', digitsOnly(e.target.value).slice(0, 2))}
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="tenureLengthMonths" className="text-xs font-medium text-slate-600">
                Months
              </label>
              <Input
                id="tenureLengthMonths"
                type="number"
                inputMode="numeric"
                min={0}
                max={TENURE_MONTHS_MAX}
                placeholder="0"
                value={form.tenureLengthMonths}
                invalid={Boolean(errors.tenureLengthYears)}
                onChange={(e) => set('tenureLengthMonths', digitsOnly(e.target.value).slice(0, 2))}
              />
            </div>
          </div>
          {errors.tenureLengthYears ? (
            <p id="tenure-error" className="text-sm text-red-700">
              {errors.tenureLengthYears}
            </p>
          ) : (
            <p id="tenure-hint" className="text-xs text-slate-500">
              Years, months (0 to {TENURE_MONTHS_MAX}) or both.
            </p>
          )}
        </fieldset>
        <ChoiceGroup
          name="negotiationGoal"
          legend="What are you asking for?"
          className="sm:col-span-2"
          value={form.negotiateToKeepSame ? 'keep' : 'reduce'}
          choices={[
            { value: 'reduce', label: 'Lower my rent', description: 'Ask for a reduction at renewal.' },
            { value: 'keep', label: 'Keep my rent the same', description: 'Ask for no increase at renewal.' },
          ]}
          onChange={(value) => set('negotiateToKeepSame', value === 'keep')}
        />
        {form.negotiateToKeepSame ? (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2"
            data-testid="keep-same-confirmation"
          >
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {keepSameConfirmation(form.currentRent)}
          </p>
        ) : (
          <Field
            id="desiredReduction"
            label="Desired reduction (optional)"
            hint={`An amount such as $150 or a percentage such as 10%.${rangeHint ? ` ${rangeHint}` : ''}`}
          >
            <Input
              id="desiredReduction"
              placeholder="$150 or 10%"
              value={form.desiredReduction}
              aria-describedby="desiredReduction-hint"
              onChange={(e) => set('desiredReduction', e.target.value.slice(0, 20))}
            />
          </Field>
        )}
        <Field id="reasonForReduction" label="Main reason" className={form.negotiateToKeepSame ? 'sm:col-span-2' : undefined}>
          <Select
            id="reasonForReduction"
            value={form.reasonForReduction}
            onChange={(e) => set('reasonForReduction', e.target.value as LetterForm['reasonForReduction'])}
          >
            {REDUCTION_REASONS.map((reason) => (
              <option key={reason.id} value={reason.id}>
                {reason.label}
              </option>
            ))}
          </Select>
        </Field>
      </CardContent>
    </Card>
  );
}
