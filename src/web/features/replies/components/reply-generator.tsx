import { type LetterHandoff, replyPrefillOf } from '#domain/letters/letter-handoff.ts';
import { emptyReplyForm, type LetterPoints, type ReplyFormValues } from '#domain/letters/reply-form.ts';
import { type ReplyFormInput, replyFormSchema } from '#domain/letters/reply-form.schema.ts';
import type { ReplyResponseType } from '#domain/letters/reply-phrases.ts';
import type { ReplyTone } from '#domain/letters/tones.ts';
import type { FmrTrend } from '#domain/market/market.schema.ts';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../../components/ui/form/use-zod-form.ts';
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
  /** Rendered beside the reply (saving it to the negotiation); nothing when absent. */
  renderResultActions?: (reply: GeneratedReply) => ReactNode;
}

export function ReplyGenerator({ savedHandoff = null, renderResultActions }: ReplyGeneratorProps) {
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
  useEffect(() => {
    if (savedHandoff === 'loading') return;
    let live = true;
    void (savedHandoff ? Promise.resolve(savedHandoff) : readLetterHandoff()).then((handoff) => {
      if (!live || !handoff) return;
      const empty = emptyReplyForm();
      const values = getValues();
      for (const [key, value] of Object.entries(replyPrefillOf(handoff)) as [
        keyof ReplyFormValues,
        ReplyFormValues[keyof ReplyFormValues],
      ][]) {
        if (values[key] === empty[key] && value !== empty[key]) setValue(key, value);
      }
      setPrefill({ from: handoff.landlordName, trend: handoff.hudTrend, points: handoff.points });
    });
    return () => {
      live = false;
    };
  }, [getValues, setValue, savedHandoff]);

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

  const submit = form.handleSubmit(generator.generate, () =>
    toast.error('Please complete required fields', { description: 'Check the highlighted fields above.' }),
  );

  const copy = async () => {
    if (!generator.reply) return;
    try {
      await copyText(generator.reply.text);
      toast.success('Copied!', { description: 'Your response is on the clipboard.' });
    } catch {
      toast.error('Could not copy', { description: 'Select the response text and copy it instead.' });
    }
  };

  if (generator.reply) {
    return (
      <ReplyResult
        reply={generator.reply}
        status={generator.status}
        onCopy={copy}
        onNewResponse={() => {
          generator.backToForm();
          window.scrollTo({ top: 0 });
        }}
        onToggleTone={generator.chooseResultTone}
        extraActions={renderResultActions?.(generator.reply)}
      />
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
      />
    </div>
  );
}
