import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { Info } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import type { CompetitiveOffersMode } from '../lib/letter-copy.ts';
import { type SetLetterField, TEXT_MAX } from './letter-fields.ts';

export function AdditionalContextCard({
  form,
  set,
  competitiveMode,
  onCompetitiveModeChange,
}: {
  form: LetterForm;
  set: SetLetterField;
  competitiveMode: CompetitiveOffersMode;
  onCompetitiveModeChange: (mode: CompetitiveOffersMode) => void;
}) {
  const text = (key: 'propertyImprovements' | 'maintenanceIssues' | 'rentIncreaseHistory' | 'additionalNotes' | 'competitiveOffersDetails') =>
    (e: { target: { value: string } }) => set(key, e.target.value.slice(0, TEXT_MAX));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Additional Context</CardTitle>
        <CardDescription>All optional. Anything you add here is worked into your letter.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <Field id="renewalTimeframe" label="When is your lease up for renewal?" hint="For example: in 60 days, next month, March 2027.">
          <Input
            id="renewalTimeframe"
            placeholder="in 60 days"
            value={form.renewalTimeframe}
            aria-describedby="renewalTimeframe-hint"
            onChange={(e) => set('renewalTimeframe', e.target.value.slice(0, 60))}
          />
        </Field>
        <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={form.willResignEarly}
            onChange={(e) => set('willResignEarly', e.target.checked)}
          />
          <span>
            <span className="font-medium">I'm willing to sign my renewal early</span>
            <span className="block text-slate-600">Landlords value the certainty of an early renewal; your letter offers it.</span>
          </span>
        </label>
        <Field id="propertyImprovements" label="Improvements you have made">
          <Textarea
            id="propertyImprovements"
            rows={2}
            placeholder="Repainted the bedroom, installed shelving"
            value={form.propertyImprovements}
            onChange={text('propertyImprovements')}
          />
        </Field>
        <Field id="maintenanceIssues" label="Maintenance issues">
          <Textarea
            id="maintenanceIssues"
            rows={2}
            placeholder="The bathroom fan has been broken since March"
            value={form.maintenanceIssues}
            onChange={text('maintenanceIssues')}
          />
        </Field>
        <Field id="rentIncreaseHistory" label="Past rent increases">
          <Textarea
            id="rentIncreaseHistory"
            rows={2}
            placeholder="Up $100 in 2025 and $75 in 2024"
            value={form.rentIncreaseHistory}
            onChange={text('rentIncreaseHistory')}
          />
        </Field>
        <ChoiceGroup
          name="includeCompetitiveOffers"
          legend="Include competitive offers?"
          columns="always-2"
          value={form.includeCompetitiveOffers ? 'yes' : 'no'}
          choices={[
            { value: 'no', label: 'No' },
            { value: 'yes', label: 'Yes' },
          ]}
          onChange={(value) => set('includeCompetitiveOffers', value === 'yes')}
        />
        {form.includeCompetitiveOffers ? (
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
              <Field id="competitiveOffersDetails" label="Competitive offers" hint="For example: a similar 1-bedroom two blocks away lists at $1,650.">
                <Textarea
                  id="competitiveOffersDetails"
                  rows={3}
                  value={form.competitiveOffersDetails}
                  aria-describedby="competitiveOffersDetails-hint"
                  onChange={text('competitiveOffersDetails')}
                />
              </Field>
            ) : (
              <p className="flex gap-2 text-sm text-slate-700" data-testid="research-note">
                <Info className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span>
                  Nothing is researched automatically yet: no listings are looked up for you. Your letter will say that you
                  have been looking at other rentals in the area, without naming any. For a stronger letter, choose
                  "Describe offers myself" and add listings you have found.
                </span>
              </p>
            )}
          </div>
        ) : null}
        <Field id="additionalNotes" label="Anything else your landlord should know?">
          <Textarea
            id="additionalNotes"
            rows={3}
            placeholder="I work from home and keep an eye on the building"
            value={form.additionalNotes}
            onChange={text('additionalNotes')}
          />
        </Field>
      </CardContent>
    </Card>
  );
}
