import { FREE_TEXT_MAX_LENGTH } from '#domain/shared/sanitize.ts';
import { Controller } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledInput, ControlledTextarea, upTo } from '../../../components/ui/form/controlled-input.tsx';
import { Checkbox, CheckboxField, Field } from '../../../components/ui/form/field.tsx';
import { ComparablesField, comparablesControl } from '../../../components/market/comparables-field.tsx';
import type { LetterControl, LetterErrors } from './letter-fields.ts';

export function AdditionalContextCard({ control, errors }: { control: LetterControl; errors: LetterErrors }) {
  const text = upTo(FREE_TEXT_MAX_LENGTH);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Additional Context</CardTitle>
        <CardDescription>All optional. Anything you add here is worked into your letter.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field id="renewalTimeframe" label="When is your lease up for renewal?" hint="For example: in 60 days, next month, March 2027.">
          <ControlledInput control={control} name="renewalTimeframe" parse={upTo(60)} placeholder="in 60 days" />
        </Field>
        <CheckboxField
          id="willResignEarly"
          label={
            <span className="text-slate-800">
              <span className="font-medium">I'm willing to sign my renewal early</span>
              <span className="block text-slate-600">Landlords value the certainty of an early renewal; your letter offers it.</span>
            </span>
          }
        >
          <Controller
            control={control}
            name="willResignEarly"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.checked)}
              />
            )}
          />
        </CheckboxField>
        <Field id="propertyImprovements" label="Improvements you have made">
          <ControlledTextarea
            control={control}
            name="propertyImprovements"
            parse={text}
            rows={2}
            placeholder="Repainted the bedroom, installed shelving"
          />
        </Field>
        <Field id="maintenanceIssues" label="Maintenance issues">
          <ControlledTextarea
            control={control}
            name="maintenanceIssues"
            parse={text}
            rows={2}
            placeholder="The bathroom fan has been broken since March"
          />
        </Field>
        <Field id="rentIncreaseHistory" label="Past rent increases">
          <ControlledTextarea
            control={control}
            name="rentIncreaseHistory"
            parse={text}
            rows={2}
            placeholder="Up $100 in 2025 and $75 in 2024"
          />
        </Field>
        <ComparablesField
          control={comparablesControl(control)}
          errors={errors}
          intro="Similar homes nearby listed for less, with any move-in deal. A landlord gives real listings more weight than an estimate; your letter cites the lowest effective rent."
        />
        <Field id="additionalNotes" label="Anything else your landlord should know?">
          <ControlledTextarea
            control={control}
            name="additionalNotes"
            parse={text}
            rows={3}
            placeholder="I work from home and keep an eye on the building"
          />
        </Field>
      </CardContent>
    </Card>
  );
}
