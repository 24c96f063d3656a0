import { type LetterHandoff, replyPrefillOf } from '#domain/letters/letter-handoff.ts';
import { walkAwayNotes } from '#domain/letters/reply-builder.ts';
import { emptyReplyForm, type LetterPoints, type ReplyFormValues, type ReplyWalkAway } from '#domain/letters/reply-form.ts';
import { formatUsd, parseAmount } from '#domain/shared/money.ts';
import { LEASE_TERMS } from '#domain/letters/letter-form.ts';
import { joinList } from '#domain/shared/text.ts';
import type { ReplyPlanStart } from '../api/get-plan-start.ts';
import { type ReplyFormInput, replyFormSchema } from '#domain/letters/reply-form.schema.ts';
import type { ReplyResponseType } from '#domain/letters/reply-phrases.ts';
import type { ReplyTone } from '#domain/letters/tones.ts';
import type { FmrTrend } from '#domain/market/market.schema.ts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
import { useTextEdits } from '../../../components/writing/editable-text.tsx';
import { PlaceholderNotice, usePlaceholderCheck } from '../../../components/writing/placeholder-notice.tsx';
import { useAccountSender } from '../../../hooks/use-account-sender.ts';
import { fillSenderPlaceholders, type SenderDetails, senderOf } from '#domain/letters/sender.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { readLetterHandoff } from '../../../lib/letter-handoff.ts';
import { type GeneratedReply, useReplyGenerator } from '../hooks/use-reply-generator.ts';
import { withLandlordResponse } from '../lib/reply-labels.ts';
import { ReplyFormCard } from './reply-form.tsx';
import { ReplyResult } from './reply-result.tsx';

export interface ReplyGeneratorProps {
  /**
   * The saved negotiation's letter figures (a Premium holder's, ADR 0050): the form starts from them instead of the
   * browser's last letter. 'loading' waits for them; null (the default) reads the browser's handoff.
   */
  savedHandoff?: LetterHandoff | null | 'loading';
  /**
   * Rendered beside the reply (saving it to the negotiation), given the reply as shown (the renter's edits in `text`)
   * and the check that asks before a text with placeholders is saved; nothing when absent.
   */
  /** The plan the account keeps (ADR 0060, 0077): its rent and proposal for empty fields, and its walk-away point. */
  planStart?: ReplyPlanStart | null | 'loading';
  renderResultActions?: (reply: GeneratedReply, checkPlaceholders: (text: string, action: string, run: () => void) => void) => ReactNode;
}

export function ReplyGenerator({ savedHandoff = null, planStart = null, renderResultActions }: ReplyGeneratorProps) {
  // The form lives here, above both views, so Generate New Response finds every answer as it was.
  const form = useZodForm<typeof replyFormSchema, ReplyFormInput>(replyFormSchema, { defaultValues: emptyReplyForm() });
  const { getValues, setValue, watch } = form;
  // After a first submit, a changed answer is checked again at once (as react-hook-form does for typed fields).
  const { isSubmitted } = form.formState;
  const onTonesChange = useCallback((tones: ReplyTone[]) => setValue('selectedTones', tones), [setValue]);
  const generator = useReplyGenerator(onTonesChange);
  const typeChosenByUser = useRef(false);
  const [prefill, setPrefill] = useState<{ from: string; trend: FmrTrend | null; points: LetterPoints | null } | null>(null);

  // The last letter's name and figures fill the fields the renter has not typed in yet (after mount: the page is
  // prerendered, and storage is the browser's).
  // Then the plan the account keeps (ADR 0077): its rent and proposal where still empty, and its walk-away point when
  // the form's rent is the plan's.
  const [carriedWalkAway, setCarriedWalkAway] = useState<ReplyWalkAway | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);
  const appliedPlan = useRef(false);
  useEffect(() => {
    if (savedHandoff === 'loading' || planStart === 'loading') return;
    let live = true;
    void (savedHandoff ? Promise.resolve(savedHandoff) : readLetterHandoff()).then((handoff) => {
      if (!live) return;
      const empty = emptyReplyForm();
      if (handoff) {
        const values = getValues();
        for (const [key, value] of Object.entries(replyPrefillOf(handoff)) as [
          keyof ReplyFormValues,
          ReplyFormValues[keyof ReplyFormValues],
        ][]) {
          if (values[key] === empty[key] && value !== empty[key]) setValue(key, value);
        }
        setPrefill({ from: handoff.landlordName, trend: handoff.hudTrend, points: handoff.points });
      }
      if (!planStart || appliedPlan.current) return;
      appliedPlan.current = true;
      const values = getValues();
      const filled: string[] = [];
      if (values.currentRent === empty.currentRent && planStart.currentRent) {
        setValue('currentRent', planStart.currentRent);
        filled.push('your rent');
        if (values.proposedRent === empty.proposedRent && planStart.proposedRent) setValue('proposedRent', planStart.proposedRent);
      }
      const term = LEASE_TERMS.find((t) => Number(t) === planStart.scenario?.termMonths);
      if (values.requestedReduction === empty.requestedReduction && planStart.scenario && term) {
        setValue('requestedReduction', formatUsd(planStart.scenario.askedRent));
        setValue('askedTerm', term);
        filled.push('the ask and term of the scenario you chose');
      }
      if (planStart.walkAway && parseAmount(getValues().currentRent) === parseAmount(planStart.currentRent)) {
        setCarriedWalkAway(planStart.walkAway);
        if (getValues().walkAway === null) setValue('walkAway', planStart.walkAway);
        filled.push('your walk-away point');
      }
      if (filled.length > 0) setPlanNote(`Filled in from the plan your account keeps: ${joinList(filled)}.`);
    });
    return () => {
      live = false;
    };
  }, [getValues, setValue, savedHandoff, planStart]);

  /** The pasted text picks the response type (until the renter picks one) and fills in the counter-offer. */
  const onLandlordResponse = (text: string) => {
    const next = withLandlordResponse(getValues(), text, typeChosenByUser.current);
    setValue('landlordResponse', text, { shouldValidate: isSubmitted });
    setValue('responseType', next.responseType, { shouldValidate: isSubmitted });
    setValue('counterOffer', next.counterOffer);
  };
  // The rent and the ask decide how the same text reads ($2,500 kept is a refusal; above it, an increase): while the
  // renter has not picked a type, a change to either reads the text again.
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (typeChosenByUser.current || (name !== 'currentRent' && name !== 'requestedReduction')) return;
      const values = getValues();
      const next = withLandlordResponse(values, values.landlordResponse, false);
      if (next.responseType !== values.responseType) setValue('responseType', next.responseType, { shouldValidate: isSubmitted });
      if (next.counterOffer !== values.counterOffer) setValue('counterOffer', next.counterOffer);
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, setValue, isSubmitted]);

  const onResponseType = (type: ReplyResponseType) => {
    typeChosenByUser.current = true;
    setValue('responseType', type, { shouldValidate: isSubmitted });
  };

  // A signed-in renter's name and email from the account fill the sender fields left blank (once per account).
  useAccountSender(getValues, setValue);

  // The reply as shown: the renter's edits once they type in it; a new tone or response asks before replacing them.
  const edits = useTextEdits('response');
  const shownText = edits.edited ?? generator.reply?.text ?? '';
  const placeholderCheck = usePlaceholderCheck('reply-placeholders', 'response');
  const fillDetails = (details: Partial<SenderDetails>) => {
    for (const [field, value] of Object.entries(details) as [keyof SenderDetails, string][]) setValue(field, value);
    generator.resign(details);
    if (edits.edited !== null && generator.reply) {
      edits.setEdited(fillSenderPlaceholders(edits.edited, senderOf({ ...generator.reply.form, ...details })));
    }
  };

  const submit = form.handleSubmit(generator.generate, () =>
    toast.error('Please complete required fields', { description: 'Check the highlighted fields above.' }),
  );

  const copy = () => {
    if (!generator.reply) return;
    const text = shownText;
    placeholderCheck.check(text, 'Copy', () => {
      copyText(text).then(
        () => toast.success('Copied!', { description: 'Your response is on the clipboard.' }),
        () => toast.error('Could not copy', { description: 'Select the response text and copy it instead.' }),
      );
    });
  };

  if (generator.reply) {
    return (
      <>
        <ReplyResult
          reply={generator.reply}
          text={shownText}
          onTextChange={(text) => edits.setEdited(text === generator.reply?.text ? null : text)}
          edited={edits.edited !== null}
          notice={
            <>
              {walkAwayNotes(generator.reply.form).map((note) => (
                <p key={note} className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" data-testid="reply-walk-away">
                  {note}
                </p>
              ))}
              <PlaceholderNotice id="reply-placeholders" text={shownText} document="response" onFill={fillDetails} />
            </>
          }
          status={generator.status}
          onCopy={copy}
          onNewResponse={() =>
            edits.unlessEdited('Generating a new response', () => {
              generator.backToForm();
              window.scrollTo({ top: 0 });
            })
          }
          onToggleTone={(tone) => edits.unlessEdited('Another tone', () => generator.chooseResultTone(tone))}
          extraActions={renderResultActions?.({ ...generator.reply, text: shownText }, placeholderCheck.check)}
        />
        {placeholderCheck.dialog}
        {edits.dialog}
      </>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <ReplyFormCard
        form={form}
        onLandlordResponse={onLandlordResponse}
        onResponseType={onResponseType}
        onSubmit={(e) => void submit(e)}
        generating={generator.status === 'generating'}
        prefilledFrom={prefill ? prefill.from : null}
        carriedTrend={prefill?.trend ?? null}
        carriedPoints={prefill?.points ?? null}
        carriedWalkAway={carriedWalkAway}
        planNote={planNote}
      />
    </div>
  );
}
