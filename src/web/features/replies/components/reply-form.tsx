import { REPLY_FORM_MESSAGES, type ReplyFormErrors, type ReplyFormInput } from '#domain/letters/reply-form.schema.ts';
import type { ReplyTone } from '#domain/letters/tones.ts';
import { digitsOnly, formatThousands } from '#domain/shared/sanitize.ts';
import { Loader2, MessageSquareText } from 'lucide-react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-controls.tsx';
import {
  FLEXIBILITY_CHOICES,
  LANDLORD_TONE_TEXT,
  RESPONSE_CLASS_TEXT,
  RESPONSE_TYPE_CHOICES,
  readLandlordResponse,
  TIMELINE_CHOICES,
} from '../lib/reply-labels.ts';
import { ReplyToneToggles } from './reply-tone-toggles.tsx';

const TEXT_MAX = 5000;

export type SetReplyField = <K extends keyof ReplyFormInput>(key: K, value: ReplyFormInput[K]) => void;

export function ReplyFormCard({
  form,
  errors,
  set,
  onLandlordResponse,
  onResponseType,
  onToggleTone,
  onSubmit,
  generating,
}: {
  form: ReplyFormInput;
  errors: ReplyFormErrors;
  set: SetReplyField;
  onLandlordResponse: (text: string) => void;
  onResponseType: (type: NonNullable<ReplyFormInput['responseType']>) => void;
  onToggleTone: (tone: ReplyTone) => void;
  onSubmit: () => void;
  generating: boolean;
}) {
  const reading = readLandlordResponse(form.landlordResponse ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!generating) onSubmit();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">Create Your Strategic Response</CardTitle>
        <CardDescription>
          Paste what your landlord said, tell us where you stand, and get a reply you can send. It is written in your browser
          and sent nowhere.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Response details" aria-busy={generating}>
          {/* Disabled while the response is being written: the answers it uses were taken when the button was pressed. */}
          <fieldset disabled={generating} className="grid gap-6">
            <Field id="landlordResponse" label="Your landlord's response" error={errors.landlordResponse}>
              <Textarea
                id="landlordResponse"
                rows={6}
                placeholder="Paste the email or message from your landlord here"
                value={form.landlordResponse ?? ''}
                invalid={Boolean(errors.landlordResponse)}
                aria-describedby={errors.landlordResponse ? 'landlordResponse-error' : reading ? 'landlord-reading' : undefined}
                onChange={(e) => onLandlordResponse(e.target.value.slice(0, TEXT_MAX))}
              />
            </Field>
            {reading ? (
              <div
                id="landlord-reading"
                className="-mt-3 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
                data-testid="landlord-reading"
                aria-live="polite"
              >
                <MessageSquareText className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
                <div className="space-y-1">
                  <p>
                    <span className="font-semibold">How they responded:</span> {RESPONSE_CLASS_TEXT[reading.responseClass]}
                    {reading.responseClass === 'unclear' ? '. Choose the closest option below.' : ' (selected below; change it if needed).'}
                  </p>
                  <p>
                    <span className="font-semibold">Landlord's tone:</span> {LANDLORD_TONE_TEXT[reading.tone].label}.{' '}
                    {LANDLORD_TONE_TEXT[reading.tone].advice}
                  </p>
                </div>
              </div>
            ) : null}

            <ChoiceGroup
              name="responseType"
              legend="How did your landlord respond?"
              columns={3}
              value={form.responseType ?? ''}
              choices={RESPONSE_TYPE_CHOICES}
              onChange={onResponseType}
              error={errors.responseType}
            />

            <div className="grid gap-5 sm:grid-cols-2">
              {form.responseType === 'counter' ? (
                <Field id="counterOffer" label="Their counter-offer" hint="The rent they offered, e.g. $1,800.">
                  <Input
                    id="counterOffer"
                    placeholder="$1,800"
                    value={form.counterOffer ?? ''}
                    aria-describedby="counterOffer-hint"
                    onChange={(e) => set('counterOffer', e.target.value.slice(0, 40))}
                  />
                </Field>
              ) : null}
              <Field id="currentRent" label="Current monthly rent ($)">
                <Input
                  id="currentRent"
                  inputMode="numeric"
                  placeholder="1,850"
                  value={formatThousands(form.currentRent ?? '')}
                  onChange={(e) => set('currentRent', digitsOnly(e.target.value).slice(0, 6))}
                />
              </Field>
              <Field id="requestedReduction" label="Reduction you asked for" hint="An amount such as $150 or a percentage such as 10%.">
                <Input
                  id="requestedReduction"
                  placeholder="$150 or 10%"
                  value={form.requestedReduction ?? ''}
                  aria-describedby="requestedReduction-hint"
                  onChange={(e) => set('requestedReduction', e.target.value.slice(0, 20))}
                />
              </Field>
              <Field id="marketRent" label="Market average (optional)" hint="From your market analysis, e.g. $2,250.">
                <Input
                  id="marketRent"
                  inputMode="numeric"
                  placeholder="2,250"
                  value={formatThousands(form.marketRent ?? '')}
                  aria-describedby="marketRent-hint"
                  onChange={(e) => set('marketRent', digitsOnly(e.target.value).slice(0, 6))}
                />
              </Field>
            </div>

            <ChoiceGroup
              name="flexibility"
              legend="What flexibility can you offer?"
              columns={3}
              value={form.flexibility ?? 'none'}
              choices={FLEXIBILITY_CHOICES}
              onChange={(value) => set('flexibility', value)}
            />

            <Field id="additionalTerms" label="Other terms to propose (optional)">
              <Textarea
                id="additionalTerms"
                rows={3}
                placeholder="For example: paying rent on the 1st by automatic transfer"
                value={form.additionalTerms ?? ''}
                onChange={(e) => set('additionalTerms', e.target.value.slice(0, 1000))}
              />
            </Field>

            <ChoiceGroup
              name="timeline"
              legend="How soon do you need an answer?"
              columns="always-2"
              value={form.timeline ?? 'normal'}
              choices={TIMELINE_CHOICES}
              onChange={(value) => set('timeline', value)}
            />

            <ReplyToneToggles id="selectedTones" selected={form.selectedTones ?? []} onToggle={onToggleTone} error={errors.selectedTones} />

            <div className="flex flex-col gap-1.5">
              <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                  checked={form.acceptDisclaimer ?? false}
                  aria-invalid={errors.acceptDisclaimer ? true : undefined}
                  aria-describedby={errors.acceptDisclaimer ? 'acceptDisclaimer-error' : undefined}
                  onChange={(e) => set('acceptDisclaimer', e.target.checked)}
                />
                <span>
                  I understand this response is a template for informational purposes only, not legal advice, and that results
                  are not guaranteed. I will review it before sending. See the{' '}
                  <Link to="/terms" target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                    Terms and Conditions
                  </Link>
                  .
                </span>
              </label>
              {errors.acceptDisclaimer ? (
                <p id="acceptDisclaimer-error" className="text-sm text-red-700">
                  {REPLY_FORM_MESSAGES.acceptDisclaimer}
                </p>
              ) : null}
            </div>

            <Button type="submit" size="lg" disabled={generating} className="w-full sm:w-auto sm:self-start">
              {generating ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Generating Response...
                </>
              ) : (
                'Generate Response'
              )}
            </Button>
            {generating ? (
              <p role="status" className="text-sm text-slate-600">
                Writing your response... Everything stays in your browser.
              </p>
            ) : null}
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
