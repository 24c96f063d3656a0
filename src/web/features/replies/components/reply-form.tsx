import { pagePath } from '#domain/routes.ts';
import { FREE_TEXT_MAX_LENGTH } from '#domain/shared/sanitize.ts';
import { FLEXIBILITY_CHOICES, LEASE_TERMS } from '#domain/letters/letter-form.ts';
import { LANDLORD_RESPONSE_MAX_LENGTH, type LetterPoints, type ReplyWalkAway } from '#domain/letters/reply-form.ts';
import { pointFor } from '#domain/strategy/walk-away.ts';
import { formatUsd } from '#domain/shared/money.ts';
import type { ReplyForm, ReplyFormInput } from '#domain/letters/reply-form.schema.ts';
import type { ReplyResponseType } from '#domain/letters/reply-phrases.ts';
import type { FmrTrend } from '#domain/market/market.schema.ts';
import { REPLY_TONES, toggleTone } from '#domain/letters/tones.ts';
import { Loader2, MessageSquareText } from 'lucide-react';
import type { FormEvent } from 'react';
import { Controller, type UseFormReturn, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ControlledChoiceGroup } from '../../../components/ui/form/choice-group.tsx';
import { ControlledInput, ControlledTextarea, ControlledWholeNumberInput, upTo } from '../../../components/ui/form/controlled-input.tsx';
import { Checkbox, CheckboxField, Field, Input, Select, Textarea } from '../../../components/ui/form/field.tsx';
import { SenderFields } from '../../../components/writing/sender-fields.tsx';
import { ToneToggles } from '../../../components/writing/tone-toggles.tsx';
import {
  LANDLORD_TONE_TEXT,
  REPLY_TONE_COPY,
  RESPONSE_TYPE_CHOICES,
  readLandlordResponse,
  TIMELINE_CHOICES,
  pointsText,
  trendText,
} from '../lib/reply-labels.ts';

export function ReplyFormCard({
  form,
  onLandlordResponse,
  onResponseType,
  onSubmit,
  generating,
  prefilledFrom,
  carriedTrend,
  carriedPoints,
  carriedWalkAway,
  planNote,
}: {
  form: UseFormReturn<ReplyFormInput, unknown, ReplyForm>;
  onLandlordResponse: (text: string) => void;
  onResponseType: (type: ReplyResponseType) => void;
  onSubmit: (event: FormEvent) => void;
  generating: boolean;
  /** Set when the form was filled in from the last letter: the landlord's name there (or ''). */
  prefilledFrom: string | null;
  /** HUD's change for the area, carried from the letter page; the renter can leave it out. */
  carriedTrend: FmrTrend | null;
  /** The letter's arguments, carried from the letter page or the saved negotiation; the renter can leave them out. */
  carriedPoints: LetterPoints | null;
  /** The walk-away point's inputs from the kept plan (ADR 0077); the renter can leave it out. */
  carriedWalkAway: ReplyWalkAway | null;
  /** Set when the rent or the walk-away point came from the plan the account keeps. */
  planNote: string | null;
}) {
  const { control } = form;
  const { errors } = form.formState;
  const [landlordResponse, responseType, currentRent, requestedReduction, hudTrend, letterPoints, walkAway, askedTerm] = useWatch({
    control,
    name: ['landlordResponse', 'responseType', 'currentRent', 'requestedReduction', 'hudTrend', 'letterPoints', 'walkAway', 'askedTerm'],
  });
  const reading = readLandlordResponse({ landlordResponse, currentRent, requestedReduction });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Create Your Strategic Response
        </CardTitle>
        <CardDescription>
          Paste what your landlord said, tell us where you stand, and get a reply you can send. It is written in your browser and sent
          nowhere.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Response details" aria-busy={generating}>
          {/* Disabled while the response is being written: the answers it uses were taken when the button was pressed. */}
          <fieldset disabled={generating} className="grid gap-6">
            {prefilledFrom !== null ? (
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="reply-prefill-note">
                Filled in from your letter{prefilledFrom ? ` to ${prefilledFrom}` : ''}: the rent, what you asked for and the market
                figures. Change anything that is different now.
              </p>
            ) : null}
            {planNote ? (
              <p className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700" data-testid="reply-plan-note">
                {planNote}
              </p>
            ) : null}
            <Field id="landlordName" label="Landlord's name (optional)" hint="Used in the greeting.">
              <ControlledInput control={control} name="landlordName" parse={upTo(100)} placeholder="Ms. Patel" />
            </Field>
            <Field id="landlordResponse" label="Your landlord's response" error={errors.landlordResponse?.message}>
              <Controller
                control={control}
                name="landlordResponse"
                render={({ field }) => (
                  // Not field.onChange: the handler reads the text before this change (see withLandlordResponse).
                  <Textarea
                    ref={field.ref}
                    name={field.name}
                    rows={6}
                    placeholder="Paste the email or message from your landlord here"
                    value={field.value ?? ''}
                    aria-describedby={errors.landlordResponse ? 'landlordResponse-error' : reading ? 'landlord-reading' : undefined}
                    onBlur={field.onBlur}
                    onChange={(e) => onLandlordResponse(e.target.value.slice(0, LANDLORD_RESPONSE_MAX_LENGTH))}
                  />
                )}
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
                    <span className="font-semibold">How they responded:</span> {reading.response}
                    {reading.responseClass === 'unclear' ? '. Choose the closest option below.' : ' (selected below; change it if needed).'}
                  </p>
                  {reading.reason ? (
                    <p>
                      <span className="font-semibold">Their reason:</span> {reading.reason}. Your reply answers it with figures.
                    </p>
                  ) : null}
                  <p>
                    <span className="font-semibold">Landlord's tone:</span> {LANDLORD_TONE_TEXT[reading.tone].label}.{' '}
                    {LANDLORD_TONE_TEXT[reading.tone].advice}
                  </p>
                </div>
              </div>
            ) : null}

            <ControlledChoiceGroup
              control={control}
              name="responseType"
              legend="How did your landlord respond?"
              columns={3}
              choices={RESPONSE_TYPE_CHOICES}
              onChoose={onResponseType}
              error={errors.responseType?.message}
            />

            <div className="grid gap-5 sm:grid-cols-2">
              {responseType === 'counter' ? (
                <Field
                  id="counterOffer"
                  label="The rent they proposed"
                  hint="Their new monthly rent, e.g. $2,400, or an amount off, e.g. $50."
                >
                  <ControlledInput control={control} name="counterOffer" parse={upTo(40)} placeholder="$2,400" />
                </Field>
              ) : null}
              <Field id="currentRent" label="Current monthly rent ($)">
                <ControlledWholeNumberInput control={control} name="currentRent" placeholder="1,850" />
              </Field>
              <Field
                id="requestedReduction"
                label="What you asked for"
                hint="The rent you asked for, e.g. $2,350 (your current rent if you asked to keep it), or a reduction such as $150 or 10%. Your reply asks for this and never less."
              >
                <ControlledInput control={control} name="requestedReduction" parse={upTo(20)} placeholder="$2,350, $150 or 10%" />
              </Field>
              <Field
                id="askedTerm"
                label="Lease term you asked for"
                hint="Your reply proposes this term, or the longer one if you offer it below."
              >
                <Controller
                  control={control}
                  name="askedTerm"
                  render={({ field }) => (
                    <Select {...field} value={field.value ?? '12'}>
                      {LEASE_TERMS.map((term) => (
                        <option key={term} value={term}>
                          {term} months
                        </option>
                      ))}
                    </Select>
                  )}
                />
              </Field>
              <Field
                id="proposedRent"
                label="Increase they proposed before (optional)"
                hint="The new rent in their renewal notice, if any."
              >
                <ControlledWholeNumberInput control={control} name="proposedRent" placeholder="2,650" />
              </Field>
              <Field id="marketRent" label="Market average (optional)" hint="From your market analysis, e.g. $2,250.">
                <ControlledWholeNumberInput control={control} name="marketRent" placeholder="2,250" />
              </Field>
            </div>

            <ControlledChoiceGroup
              control={control}
              name="flexibility"
              legend="What flexibility can you offer?"
              columns={3}
              choices={FLEXIBILITY_CHOICES}
            />

            <Field id="additionalTerms" label="Other terms to propose (optional)">
              <ControlledTextarea
                control={control}
                name="additionalTerms"
                parse={upTo(FREE_TEXT_MAX_LENGTH)}
                rows={3}
                placeholder="For example: paying rent on the 1st by automatic transfer"
              />
            </Field>

            {carriedTrend ? (
              <CheckboxField
                id="includeHudTrend"
                label={<>Cite HUD's change for your area where it helps: {trendText(carriedTrend)}</>}
                hint="From your letter's market analysis."
              >
                <Checkbox checked={hudTrend != null} onChange={(e) => form.setValue('hudTrend', e.target.checked ? carriedTrend : null)} />
              </CheckboxField>
            ) : null}

            {carriedPoints ? (
              <CheckboxField
                id="includeLetterPoints"
                label={<>Repeat your letter's points where they help: {pointsText(carriedPoints)}</>}
                hint="From your letter."
              >
                <Checkbox
                  checked={letterPoints != null}
                  onChange={(e) => form.setValue('letterPoints', e.target.checked ? carriedPoints : null)}
                />
              </CheckboxField>
            ) : null}

            {carriedWalkAway ? (
              <CheckboxField
                id="includeWalkAway"
                label={<>Never propose more than my walk-away point: {walkAwayText(carriedWalkAway, Number(askedTerm) || 12)}</>}
                hint="From your plan. The reply never mentions it; this page tells you when your landlord's figure is above it."
              >
                <Checkbox
                  checked={walkAway != null}
                  onChange={(e) => form.setValue('walkAway', e.target.checked ? carriedWalkAway : null)}
                />
              </CheckboxField>
            ) : null}

            <ControlledChoiceGroup
              control={control}
              name="timeline"
              legend="How soon do you need an answer?"
              columns="always-2"
              choices={TIMELINE_CHOICES}
            />
            <Field
              id="replyBy"
              label="Answer wanted by (optional)"
              hint="Your letter's reply-by date; the reply asks for an answer by then."
            >
              <Input type="date" className="sm:max-w-xs" {...form.register('replyBy')} />
            </Field>

            <fieldset className="flex min-w-0 flex-col gap-3">
              <legend className="text-sm font-medium text-slate-800">Sign your reply (optional)</legend>
              <p className="-mt-1 text-xs text-slate-500">
                Your name, phone and email go under the reply; anything left blank stays a placeholder for you to fill in.
              </p>
              <SenderFields control={control} errors={errors} withAddress={false} />
            </fieldset>

            <Controller
              control={control}
              name="selectedTones"
              render={({ field }) => (
                <ToneToggles
                  id="selectedTones"
                  {...REPLY_TONE_COPY}
                  tones={REPLY_TONES}
                  selected={field.value ?? []}
                  onToggle={(tone) => field.onChange(toggleTone(field.value ?? [], tone, { inResultView: false }))}
                  error={errors.selectedTones?.message}
                  wide
                  name={field.name}
                  firstToggleRef={field.ref}
                />
              )}
            />

            <CheckboxField
              id="acceptDisclaimer"
              error={errors.acceptDisclaimer?.message}
              label={
                <>
                  I understand this response is a template for informational purposes only, not legal advice, and that results are not
                  guaranteed. I will review it before sending. See the{' '}
                  <Link to={pagePath('terms')} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
                    Terms and Conditions
                  </Link>
                  .
                </>
              }
            >
              <Checkbox {...form.register('acceptDisclaimer')} />
            </CheckboxField>

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

/** "$2,450 a month for a 12-month lease ($2,300 + $1,800 ÷ 12 months, rounded down to the dollar)". */
function walkAwayText(walkAway: ReplyWalkAway, term: number): string {
  const point = pointFor(walkAway.alternativeRent, walkAway.oneTimeTotal, term);
  return `${formatUsd(point)} a month for ${term} months (${formatUsd(walkAway.alternativeRent)} + ${formatUsd(walkAway.oneTimeTotal)} ÷ ${term} months, rounded down to the dollar)`;
}
