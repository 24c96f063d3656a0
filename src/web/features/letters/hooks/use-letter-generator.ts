import { buildLetter, type LetterFormat } from '#domain/letters/letter-builder.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { RentCheckResult } from '#domain/rent-rules/check.ts';
import type { LetterForm } from '#domain/letters/letter-form.ts';
import type { SenderDetails } from '#domain/letters/sender.ts';
import { checkText, letterTextPlan } from '#domain/letters/text-check.ts';
import { DEFAULT_LETTER_TONE, type LetterTone, toggleTone } from '#domain/letters/tones.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveLetterHandoff } from '../../../lib/letter-handoff.ts';
import { toast } from '../../../lib/toast.ts';
import { generatedToast } from '../lib/letter-copy.ts';
import { letterInput } from '#domain/letters/letter-strategy.ts';

/** Simulated delay before a letter (first or regenerated) appears. */
const LETTER_DELAY_MS = 1500;

/** What a letter was built from; the text in either format is derived from it. */
export interface GeneratedLetter {
  form: LetterForm;
  market: MarketAnalysis | null;
  /** The rent rules check shown when the letter was built (ADR 0046). */
  rentCheck: RentCheckResult | null;
  tones: LetterTone[];
  builtOn: Date;
  /** Increases with every (re)generation; the leave guard compares it with the last saved one. */
  version: number;
}

export type GenerationStatus = 'idle' | 'generating' | 'regenerating';

interface Options {
  /**
   * Validates the answers and hands them to `then`; when they are incomplete, the form shows why (errors by the
   * fields, focus on the first, the 'Missing Information' toast) and nothing is generated.
   */
  withValidAnswers: (then: (form: LetterForm) => void) => void;
  /** Read after the delay, so an analysis still settling when the button was pressed is used once it lands. */
  readMarket: () => MarketAnalysis | null;
  /** The rent rules check on the page, read with the market. */
  readRentCheck: () => RentCheckResult | null;
  /** The renter's details as the form holds them now: the letter is signed with them as they change (no regenerating). */
  sender: SenderDetails;
}

/**
 * Letter generation: validate, wait 1.5 s, build locally (nothing is sent), toast 'Letter Generated!' the first time
 * and 'Letter Regenerated!' (naming the tone) afterwards.
 */
export function useLetterGenerator({ withValidAnswers, readMarket, readRentCheck, sender }: Options) {
  const [tones, setTones] = useState<LetterTone[]>([DEFAULT_LETTER_TONE]);
  /** Blending two tones is an explicit choice; without it a tone button switches to that tone alone. */
  const [blend, setBlend] = useState(false);
  const [format, setFormat] = useState<LetterFormat>('letter');
  const [status, setStatus] = useState<GenerationStatus>('idle');
  const [generated, setGenerated] = useState<GeneratedLetter | null>(null);
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const versionRef = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Starts the delayed build of a letter from valid answers in the given tones. */
  const start = useCallback(
    (form: LetterForm, withTones: LetterTone[]) => {
      const regenerating = generated !== null;
      const input = letterInput(form);
      setStatus(regenerating ? 'regenerating' : 'generating');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        try {
          const market = readMarket();
          const rentCheck = readRentCheck();
          const builtOn = new Date();
          // Build once here so a failure surfaces as the 'Generation Failed' toast instead of a broken result panel.
          const built = buildLetter(input, market, { tones: withTones, today: builtOn, format: 'letter', rentCheck });
          // The one checker (ADR 0066): a letter that does not match its plan is never shown.
          const findings = checkText(built.text, letterTextPlan(input, built.strategy));
          if (findings.length > 0) throw new Error(findings.map((f) => f.message).join('; '));
          saveLetterHandoff(input, built.strategy);
          versionRef.current += 1;
          setGenerated({ form: input, market, rentCheck, tones: withTones, builtOn, version: versionRef.current });
          const message = generatedToast(withTones, regenerating);
          toast.success(message.title, { description: message.description });
        } catch {
          toast.error('Generation Failed', { description: 'There was an error generating your letter. Please try again.' });
        } finally {
          setStatus('idle');
        }
      }, LETTER_DELAY_MS);
    },
    [generated, readMarket, readRentCheck],
  );

  const generate = useCallback(() => withValidAnswers((form) => start(form, tones)), [withValidAnswers, start, tones]);

  /**
   * A tone button in the result panel: that tone alone, or with blending on, up to two blended (removing the
   * only tone is ignored).
   */
  const chooseTone = useCallback(
    (tone: LetterTone) => {
      if (status !== 'idle') return;
      const next = blend ? toggleTone(tones, tone, { inResultView: true }) : [tone];
      if (next.length === tones.length && next.every((t, i) => t === tones[i])) return;
      // Regenerating keeps all the answers; if they are no longer complete, the tone stays as it was.
      withValidAnswers((form) => {
        setTones(next);
        start(form, next);
      });
    },
    [withValidAnswers, start, status, tones, blend],
  );

  /** Turning blending off keeps the most recent tone alone. */
  const chooseBlend = useCallback(
    (on: boolean) => {
      if (status !== 'idle') return;
      setBlend(on);
      const last = tones.at(-1);
      if (on || tones.length < 2 || !last) return;
      withValidAnswers((form) => {
        setTones([last]);
        start(form, [last]);
      });
    },
    [withValidAnswers, start, status, tones],
  );

  const { senderName, senderPhone, senderEmail, senderAddress } = sender;
  const letter = useMemo(() => {
    if (!generated) return null;
    try {
      const signed = { ...generated.form, senderName, senderPhone, senderEmail, senderAddress };
      return buildLetter(signed, generated.market, {
        tones: generated.tones,
        today: generated.builtOn,
        format,
        rentCheck: generated.rentCheck,
      });
    } catch {
      return null;
    }
  }, [generated, format, senderName, senderPhone, senderEmail, senderAddress]);

  return {
    tones,
    format,
    setFormat,
    status,
    generated,
    letter,
    generate,
    chooseTone,
    blend,
    chooseBlend,
    /** True when a letter exists that was neither downloaded nor printed since it was (re)generated. */
    unsaved: generated !== null && generated.version !== savedVersion,
    markSaved: () => generated && setSavedVersion(generated.version),
  };
}
