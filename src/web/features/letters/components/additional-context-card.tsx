import { FREE_TEXT_MAX_LENGTH } from '#domain/shared/sanitize.ts';
import { Info } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceGroup, ControlledChoiceGroup } from '../../../components/ui/form/choice-group.tsx';
import { ControlledInput, ControlledTextarea } from '../../../components/ui/form/controlled-input.tsx';
import { Checkbox, CheckboxField, Field } from '../../../components/ui/form/field.tsx';
import type { CompetitiveOffersMode } from '../lib/letter-copy.ts';
import { upTo } from '../../../components/ui/form/controlled-input.tsx';
import type { LetterControl } from './letter-fields.ts';

const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
] as const;

export function AdditionalContextCard({
  control,
  competitiveMode,
  onCompetitiveModeChange,
}: {
  control: LetterControl;
  competitiveMode: CompetitiveOffersMode;
  onCompetitiveModeChange: (mode: CompetitiveOffersMode) => void;
}) {
  const includeCompetitiveOffers = useWatch({ control, name: 'includeCompetitiveOffers' });
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
        <ControlledChoiceGroup
          control={control}
          name="includeCompetitiveOffers"
          legend="Include competitive offers?"
          columns="always-2"
          choices={YES_NO}
          toChoice={(include) => (include ? 'yes' : 'no')}
          fromChoice={(answer) => answer === 'yes'}
        />
        {includeCompetitiveOffers ? (
          <div className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <ChoiceGroup
              name="competitiveMode"
              legend="How should your letter cover them?"
              value={competitiveMode}
              choices={[
                { value: 'manual', label: 'Describe offers myself', description: 'Listings or offers you have found.' },
                { value: 'research', label: 'Let AI do the research', description: 'See the note below.' },
              ]}
              onChange={onCompetitiveModeChange}
            />
            {competitiveMode === 'manual' ? (
              <Field
                id="competitiveOffersDetails"
                label="Competitive offers"
                hint="For example: a similar 1-bedroom two blocks away lists at $1,650."
              >
                <ControlledTextarea control={control} name="competitiveOffersDetails" parse={text} rows={3} />
              </Field>
            ) : (
              <p className="flex gap-2 text-sm text-slate-700" data-testid="research-note">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  Nothing is researched automatically yet: no listings are looked up for you. Your letter will say that you have been
                  looking at other rentals in the area, without naming any. For a stronger letter, choose "Describe offers myself" and add
                  listings you have found.
                </span>
              </p>
            )}
          </div>
        ) : null}
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
