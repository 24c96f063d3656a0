import { buildReply } from '#domain/letters/reply-builder.ts';
import { type ReplyForm, type ReplyFormErrors, type ReplyFormInput, replyFormSchema, validateReplyForm } from '#domain/letters/reply-form.schema.ts';
import { type ReplyTone, toggleTone } from '#domain/letters/tones.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

/** SPEC section 4/9: the reply appears after 2 s; regenerating by tone takes 1.5 s. */
const REPLY_DELAY_MS = 2000;
const REPLY_REGENERATE_MS = 1500;

export interface GeneratedReply {
  form: ReplyForm;
  text: string;
}

export type ReplyStatus = 'idle' | 'generating' | 'regenerating';

/**
 * Form view → (2 s) → result view; tone changes in the result view rebuild after 1.5 s; Generate New Response
 * goes back to the form with everything kept. Replies are built in the browser and sent nowhere.
 */
export function useReplyGenerator(form: ReplyFormInput, setForm: (update: (form: ReplyFormInput) => ReplyFormInput) => void) {
  const [errors, setErrors] = useState<ReplyFormErrors>({});
  const [status, setStatus] = useState<ReplyStatus>('idle');
  const [reply, setReply] = useState<GeneratedReply | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Starts generating; returns the errors found instead when the form is incomplete. */
  const generate = useCallback((): ReplyFormErrors | null => {
    const found = validateReplyForm(form);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      toast.error('Please complete required fields', { description: 'Check the highlighted fields above.' });
      return found;
    }
    setStatus('generating');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      try {
        const parsed = replyFormSchema.parse(form);
        setReply({ form: parsed, text: buildReply(parsed, { today: new Date() }) });
      } catch {
        toast.error('Error', { description: 'Failed to generate response. Please try again.' });
      } finally {
        setStatus('idle');
      }
    }, REPLY_DELAY_MS);
    return null;
  }, [form]);

  /** Result view: up to two tones; a change that would leave none is ignored. */
  const chooseResultTone = useCallback(
    (tone: ReplyTone) => {
      if (!reply || status !== 'idle') return;
      const current = reply.form.selectedTones;
      const next = toggleTone(current, tone, { inResultView: true });
      if (next.length === current.length && next.every((t, i) => t === current[i])) return;
      setForm((f) => ({ ...f, selectedTones: next }));
      setStatus('regenerating');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        try {
          const nextForm = { ...reply.form, selectedTones: next };
          setReply({ form: nextForm, text: buildReply(nextForm, { today: new Date() }) });
        } catch {
          toast.error('Error', { description: 'Failed to regenerate response.' });
        } finally {
          setStatus('idle');
        }
      }, REPLY_REGENERATE_MS);
    },
    [reply, status, setForm],
  );

  const clearError = useCallback((field: keyof ReplyFormErrors) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  return {
    errors,
    clearError,
    status,
    reply,
    generate,
    chooseResultTone,
    /** Generate New Response: back to the form, all answers kept. */
    backToForm: () => setReply(null),
  };
}
