import { buildReply, planReply } from '#domain/letters/reply-builder.ts';
import type { ReplyForm } from '#domain/letters/reply-form.schema.ts';
import type { SenderDetails } from '#domain/letters/sender.ts';
import { checkText, replyTextPlan } from '#domain/letters/text-check.ts';
import { type ReplyTone, toggleTone } from '#domain/letters/tones.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

/** Simulated delays: the reply appears after 2 s; regenerating by tone takes 1.5 s. */
const REPLY_DELAY_MS = 2000;
const REPLY_REGENERATE_MS = 1500;

export interface GeneratedReply {
  form: ReplyForm;
  text: string;
}

export type ReplyStatus = 'idle' | 'generating' | 'regenerating';

/** The reply for these answers, once the one checker (ADR 0066) finds it matches its plan; it throws otherwise. */
function checkedReply(form: ReplyForm): string {
  const text = buildReply(form, { today: new Date() });
  const findings = checkText(text, replyTextPlan(form, planReply(form)));
  if (findings.length > 0) throw new Error(findings.map((f) => f.message).join('; '));
  return text;
}

/**
 * Form view → (2 s) → result view; tone changes in the result view rebuild after 1.5 s and are handed to
 * `onTonesChange` so the form shows them too; Generate New Response goes back to the form with everything kept.
 * Replies are built in the browser and sent nowhere.
 */
export function useReplyGenerator(onTonesChange: (tones: ReplyTone[]) => void) {
  const [status, setStatus] = useState<ReplyStatus>('idle');
  const [reply, setReply] = useState<GeneratedReply | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Builds the reply from the validated answers after the delay. */
  const generate = useCallback((form: ReplyForm) => {
    setStatus('generating');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      try {
        setReply({ form, text: checkedReply(form) });
      } catch {
        toast.error('Error', { description: 'Failed to generate response. Please try again.' });
      } finally {
        setStatus('idle');
      }
    }, REPLY_DELAY_MS);
  }, []);

  /** Result view: up to two tones; a change that would leave none is ignored. */
  const chooseResultTone = useCallback(
    (tone: ReplyTone) => {
      if (!reply || status !== 'idle') return;
      const current = reply.form.selectedTones;
      const next = toggleTone(current, tone, { inResultView: true });
      if (next.length === current.length && next.every((t, i) => t === current[i])) return;
      onTonesChange(next);
      setStatus('regenerating');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        try {
          const nextForm = { ...reply.form, selectedTones: next };
          setReply({ form: nextForm, text: checkedReply(nextForm) });
        } catch {
          toast.error('Error', { description: 'Failed to regenerate response.' });
        } finally {
          setStatus('idle');
        }
      }, REPLY_REGENERATE_MS);
    },
    [reply, status, onTonesChange],
  );

  /** New details for the signature ("Add to my response"): the reply is signed with them at once, through the checker. */
  const resign = useCallback(
    (details: Partial<SenderDetails>) => {
      if (!reply) return;
      const form = { ...reply.form, ...details };
      try {
        setReply({ form, text: checkedReply(form) });
      } catch {
        toast.error('Error', { description: 'Failed to add your details. Please try again.' });
      }
    },
    [reply],
  );

  return {
    status,
    reply,
    generate,
    chooseResultTone,
    resign,
    /** Generate New Response: back to the form, all answers kept. */
    backToForm: () => setReply(null),
  };
}
