import { emptyReplyForm, type ReplyFormInput } from '#domain/letters/reply-form.schema.ts';
import { type ReplyTone, toggleTone } from '#domain/letters/tones.ts';
import { useCallback, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { useReplyGenerator } from '../hooks/use-reply-generator.ts';
import { withLandlordResponse } from '../lib/reply-labels.ts';
import { ReplyFormCard, type SetReplyField } from './reply-form.tsx';
import { ReplyResult } from './reply-result.tsx';

/** Where focus goes for each required field, in page order, when it has an error. */
const FOCUS_TARGETS = [
  ['landlordResponse', '#landlordResponse'],
  ['responseType', 'input[name="responseType"]'],
  ['selectedTones', '#selectedTones-hint + div button'],
  ['acceptDisclaimer', '[aria-describedby="acceptDisclaimer-error"]'],
] as const;

export function ReplyGenerator() {
  const [form, setForm] = useState<ReplyFormInput>(emptyReplyForm);
  const typeChosenByUser = useRef(false);
  const generator = useReplyGenerator(form, setForm);
  const { clearError } = generator;

  const set: SetReplyField = useCallback(
    (key, value) => {
      setForm((current) => ({ ...current, [key]: value }));
      clearError(key);
    },
    [clearError],
  );

  const onLandlordResponse = (text: string) => {
    setForm((current) => {
      const next = withLandlordResponse(current, text, typeChosenByUser.current);
      if (next.responseType) clearError('responseType');
      return next;
    });
    clearError('landlordResponse');
  };
  const onResponseType = (type: NonNullable<ReplyFormInput['responseType']>) => {
    typeChosenByUser.current = true;
    set('responseType', type);
  };
  const onToggleFormTone = (tone: ReplyTone) => {
    set('selectedTones', toggleTone(form.selectedTones ?? [], tone, { inResultView: false }));
  };

  const submit = () => {
    const errors = generator.generate();
    if (!errors) return;
    const target = FOCUS_TARGETS.find(([field]) => errors[field]);
    // After React has rendered the error messages (the checkbox points at its message only then).
    if (target) window.requestAnimationFrame(() => document.querySelector<HTMLElement>(target[1])?.focus());
  };

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
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl">
      <ReplyFormCard
        form={form}
        errors={generator.errors}
        set={set}
        onLandlordResponse={onLandlordResponse}
        onResponseType={onResponseType}
        onToggleTone={onToggleFormTone}
        onSubmit={submit}
        generating={generator.status === 'generating'}
      />
    </div>
  );
}
