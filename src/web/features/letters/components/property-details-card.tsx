import { FREE_TEXT_MAX_LENGTH } from '#domain/shared/sanitize.ts';
import { FLEXIBILITY_CHOICES, LEASE_TERMS, REDUCTION_REASONS, STANCE_CHOICES, TENURE_MONTHS_MAX } from '#domain/letters/letter-form.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { tierParts } from '#domain/market/lease-form.ts';
import { UTILITIES_CHOICES, UTILITIES_QUESTION } from '#domain/market/utilities.ts';
import { CheckCircle2 } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { BedroomOptions } from '../../../components/market/bedroom-options.tsx';
import { TierOptions } from '../../../components/market/tier-options.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledChoiceGroup } from '../../../components/ui/form/choice-group.tsx';
import {
  ControlledInput,
  ControlledWholeNumberInput,
  ControlledZipcodeInput,
  digitsUpTo,
  upTo,
} from '../../../components/ui/form/controlled-input.tsx';
import { Field, FieldGroup, Select } from '../../../components/ui/form/field.tsx';
import { keepSameConfirmation, reductionRangeHint } from '../lib/letter-copy.ts';
import type { LetterControl, LetterErrors } from './letter-fields.ts';

/** "Economical - older buildings, basic amenities" → "Older buildings, basic amenities". */
function tierHint(tier: LetterForm['tierLevel']): string {
  const { description } = tierParts(tier);
  return description.charAt(0).toUpperCase() + description.slice(1);
}

const HOUSING_CHOICES = [
  { value: 'apartment', label: 'Apartment' },
  { value: 'house', label: 'House' },
] as const;

export function PropertyDetailsCard({
  control,
  errors,
  zipcodeNotice,
}: {
  control: LetterControl;
  errors: LetterErrors;
  /** The analysis service's word on the ZIP code (unknown ZIP), shown as the field's error when it has none. */
  zipcodeNotice: string | undefined;
}) {
  const [currentRent, tierLevel, stance] = useWatch({ control, name: ['currentRent', 'tierLevel', 'stance'] });
  const rangeHint = reductionRangeHint(currentRent);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Property Details</CardTitle>
        <CardDescription>Who the letter is for, the home it is about and what you are asking for.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <Field id="landlordName" label="Landlord/Company name" error={errors.landlordName?.message} className="sm:col-span-2">
          <ControlledInput
            control={control}
            name="landlordName"
            parse={upTo(FREE_TEXT_MAX_LENGTH)}
            autoComplete="off"
            placeholder="Maple Property Management"
          />
        </Field>
        <Field id="propertyAddress" label="Property address" error={errors.propertyAddress?.message} className="sm:col-span-2">
          <ControlledInput
            control={control}
            name="propertyAddress"
            parse={upTo(FREE_TEXT_MAX_LENGTH)}
            autoComplete="street-address"
            placeholder="12 Oak Street, Apt 4"
          />
        </Field>
        <Field id="zipcode" label="Zipcode" hint="5 digits" error={errors.zipcode?.message ?? zipcodeNotice}>
          <ControlledZipcodeInput control={control} name="zipcode" />
        </Field>
        <Field id="currentRent" label="Current monthly rent ($)" error={errors.currentRent?.message}>
          <ControlledWholeNumberInput control={control} name="currentRent" placeholder="1,850" />
        </Field>
        <Field id="bedrooms" label="Bedrooms">
          <Controller
            control={control}
            name="bedrooms"
            render={({ field }) => (
              <Select {...field}>
                <BedroomOptions />
              </Select>
            )}
          />
        </Field>
        <Field id="tierLevel" label="Property tier" hint={tierHint(tierLevel)}>
          <Controller
            control={control}
            name="tierLevel"
            render={({ field }) => (
              <Select {...field}>
                <TierOptions />
              </Select>
            )}
          />
        </Field>
        <ControlledChoiceGroup control={control} name="housingType" legend="Housing type" columns="always-2" choices={HOUSING_CHOICES} />
        <Field
          id="rentIncludesUtilities"
          label={`${UTILITIES_QUESTION} (optional)`}
          hint="HUD's and the Census's figures include utilities; your letter says what yours includes."
          className="sm:col-span-2"
        >
          <Controller
            control={control}
            name="rentIncludesUtilities"
            render={({ field }) => (
              <Select {...field}>
                {UTILITIES_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <Field id="leaseEndDate" label="Lease end date (optional)" hint="For your negotiation timing plan.">
          <ControlledInput control={control} name="leaseEndDate" type="date" />
        </Field>
        <Field
          id="landlordProposedRent"
          label="Your landlord's proposed new rent"
          hint="Optional. If your landlord has proposed a new rent, your letter answers it."
          error={errors.landlordProposedRent?.message}
        >
          <ControlledWholeNumberInput control={control} name="landlordProposedRent" placeholder="2,650" />
        </Field>
        <Field
          id="noticeDate"
          label="Date the notice of the increase was given (optional)"
          hint="To check that the notice was long enough."
        >
          <ControlledInput control={control} name="noticeDate" type="date" />
        </Field>
        <FieldGroup
          id="tenure"
          legend="How long have you lived here?"
          hint={`Years, months (0 to ${TENURE_MONTHS_MAX}) or both.`}
          error={errors.tenureLengthYears?.message}
          className="sm:col-span-2"
        >
          <div className="mt-1.5 grid grid-cols-2 gap-3">
            <div className="flex flex-col gap-1">
              <label htmlFor="tenureLengthYears" className="text-xs font-medium text-slate-600">
                Years
              </label>
              <ControlledInput
                control={control}
                name="tenureLengthYears"
                id="tenureLengthYears"
                parse={digitsUpTo(2)}
                inputMode="numeric"
                placeholder="2"
              />
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor="tenureLengthMonths" className="text-xs font-medium text-slate-600">
                Months
              </label>
              {/* Tenure's one error sits on the years input; a change here checks it again. */}
              <ControlledInput
                control={control}
                name="tenureLengthMonths"
                id="tenureLengthMonths"
                deps={['tenureLengthYears']}
                parse={digitsUpTo(2)}
                type="number"
                inputMode="numeric"
                min={0}
                max={TENURE_MONTHS_MAX}
                placeholder="0"
              />
            </div>
          </div>
        </FieldGroup>
        <ControlledChoiceGroup
          control={control}
          name="stance"
          legend="What are you asking for?"
          className="sm:col-span-2"
          columns={3}
          choices={STANCE_CHOICES}
        />
        {stance === 'keep' ? (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900 sm:col-span-2"
            data-testid="keep-same-confirmation"
          >
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {keepSameConfirmation(currentRent)}
          </p>
        ) : stance === 'counter' ? (
          <Field
            id="counterRent"
            label="Your counter-offer (optional)"
            hint="The monthly rent you would agree to, above your current rent and below your landlord's. Leave it blank to use our suggestion, shown in your strategy."
            error={errors.counterRent?.message}
          >
            <ControlledWholeNumberInput control={control} name="counterRent" placeholder="2,450" />
          </Field>
        ) : (
          <Field
            id="desiredReduction"
            label="Desired reduction (optional)"
            hint={`An amount such as $150 or a percentage such as 10%. Leave it blank to use our suggestion, shown in your strategy.${rangeHint ? ` ${rangeHint}` : ''}`}
            error={errors.desiredReduction?.message}
          >
            <ControlledInput control={control} name="desiredReduction" parse={upTo(20)} placeholder="$150 or 10%" />
          </Field>
        )}
        <Field
          id="leaseTermMonths"
          label="Lease term you will sign"
          hint="Your letter asks for this term. Offering to sign early does not change it."
        >
          <Controller
            control={control}
            name="leaseTermMonths"
            render={({ field }) => (
              <Select {...field}>
                {LEASE_TERMS.map((term) => (
                  <option key={term} value={term}>
                    {term} months
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <Field id="reasonForReduction" label="Main reason">
          <Controller
            control={control}
            name="reasonForReduction"
            render={({ field }) => (
              <Select {...field}>
                {REDUCTION_REASONS.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.label}
                  </option>
                ))}
              </Select>
            )}
          />
        </Field>
        <ControlledChoiceGroup
          control={control}
          name="flexibility"
          legend="If your landlord says no, what else would you offer?"
          className="sm:col-span-2"
          columns={3}
          choices={FLEXIBILITY_CHOICES}
        />
      </CardContent>
    </Card>
  );
}
