import { letterText } from '#domain/letters/letter-builder.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { letterFromAnswers } from '#domain/letters/letter-from-answers.ts';
import type { SenderDetails } from '#domain/letters/sender.ts';
import { type LetterTone, toggleTone } from '#domain/letters/tones.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { RentCheckResult } from '#domain/rent-rules/check.ts';
import { useEffect, useMemo, useReducer } from 'react';
import { saveLetterHandoff } from '../../../lib/letter-handoff.ts';
import { toast } from '../../../lib/toast.ts';
import { generatedToast } from '../lib/letter-copy.ts';
import {
  type GeneratedLetter,
  generationStatus,
  generatorReducer,
  initialGeneratorState,
  letterToBuild,
} from './letter-generator-state.ts';

export type { GeneratedLetter, GenerationStatus } from './letter-generator-state.ts';

/** The spec's delay before a letter (first or regenerated) appears; it is built once, when the delay ends. */
const LETTER_DELAY_MS = 1500;

interface Options {
  /**
   * Validates the answers and hands them to `then`; when they are incomplete, the form shows why (errors by the
   * fields, focus on the first, the 'Missing Information' toast) and nothing is generated.
   */
  withValidAnswers: (then: (form: LetterForm) => void) => void;
  /** The page's market analysis and rent rules check as they are now (a letter is built with them when its wait ends). */
  figures: { market: MarketAnalysis | null; rentCheck: RentCheckResult | null };
  /** The renter's details as the form holds them now: the letter is signed with them as they change (no rebuilding). */
  sender: SenderDetails;
}

/**
 * Letter generation (ADR 0086): validate and keep the answers, wait the spec's 1.5 s, build the letter once from them
 * and the page's figures (`letterFromAnswers`), show it, toast 'Letter Generated!' the first time and 'Letter
 * Regenerated!' (naming the tone) afterwards. Nothing is sent anywhere. Format and sender changes rewrite the frame
 * around the same paragraphs (`letterText`), never the letter.
 */
export function useLetterGenerator({ withValidAnswers, figures, sender }: Options) {
  const [state, dispatch] = useReducer(generatorReducer, initialGeneratorState);
  const { pending, generated, tones, blend, format } = state;
  const status = generationStatus(state);

  // The visual wait, from the moment a generation starts (one at a time: the page asks for none while one is pending).
  const waiting = pending !== null;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => dispatch({ type: 'waited' }), LETTER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  // The one build of each generation, from the answers given when it was asked and the figures on the page now.
  const toBuild = letterToBuild(state);
  const { market, rentCheck } = figures;
  useEffect(() => {
    if (!toBuild) return;
    try {
      const builtOn = new Date();
      const built = letterFromAnswers(toBuild.answers, { market, rentCheck, tones: toBuild.tones, today: builtOn });
      // The one checker (ADR 0066): a letter that does not match its plan is never shown.
      if (built.findings.length > 0) throw new Error(built.findings.map((f) => f.message).join('; '));
      saveLetterHandoff(built.form, built.strategy);
      const { form, strategy, letter } = built;
      dispatch({ type: 'built', outcome: { form, strategy, letter, market, rentCheck, tones: toBuild.tones, builtOn } });
    } catch {
      dispatch({ type: 'built', outcome: 'failed' });
    }
  }, [toBuild, market, rentCheck]);

  // Each generation's toast, once it ends.
  const { ended } = state;
  useEffect(() => {
    if (!ended) return;
    if (!ended.shown) {
      toast.error('Generation Failed', { description: 'There was an error generating your letter. Please try again.' });
      return;
    }
    const message = generatedToast(ended.tones, ended.regenerated);
    toast.success(message.title, { description: message.description });
  }, [ended]);

  const generate = (withTones: LetterTone[]) => withValidAnswers((answers) => dispatch({ type: 'generate', answers, tones: withTones }));

  /**
   * A tone button in the result panel: that tone alone, or with blending on, up to two blended (removing the
   * only tone is ignored). Regenerating keeps all the answers; if they are no longer complete, the tone stays as it was.
   */
  const chooseTone = (tone: LetterTone) => {
    if (status !== 'idle') return;
    const next = blend ? toggleTone(tones, tone, { inResultView: true }) : [tone];
    if (next.length === tones.length && next.every((t, i) => t === tones[i])) return;
    generate(next);
  };

  /** Turning blending off keeps the most recent tone alone. */
  const chooseBlend = (on: boolean) => {
    if (status !== 'idle') return;
    dispatch({ type: 'blend-chosen', on });
    const last = tones.at(-1);
    if (!on && tones.length > 1 && last) generate([last]);
  };

  const { senderName, senderPhone, senderEmail, senderAddress } = sender;
  const text = useMemo(
    () => (generated ? letterText(generated.letter, format, { senderName, senderPhone, senderEmail, senderAddress }) : null),
    [generated, format, senderName, senderPhone, senderEmail, senderAddress],
  );

  return {
    tones,
    format,
    setFormat: (next: typeof format) => dispatch({ type: 'format-chosen', format: next }),
    status,
    generated: generated satisfies GeneratedLetter | null,
    /** The letter's text as shown (before the renter's edits): in the chosen format, signed with the details as they are. */
    text,
    generate: () => generate(tones),
    chooseTone,
    blend,
    chooseBlend,
    /** True when a letter exists that was neither downloaded nor printed since it was (re)generated. */
    unsaved: generated !== null && generated.version !== state.savedVersion,
    markSaved: () => dispatch({ type: 'saved' }),
  };
}
