import type { LetterFormat } from '#domain/letters/letter-builder.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import type { LetterFromAnswers } from '#domain/letters/letter-from-answers.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { RentCheckResult } from '#domain/rent-rules/check.ts';
import { DEFAULT_LETTER_TONE, type LetterTone } from '#domain/letters/tones.ts';

/** A letter on the page: what it was built from, and the letter itself, built once (ADR 0086). */
export interface GeneratedLetter extends Pick<LetterFromAnswers, 'form' | 'strategy' | 'letter'> {
  market: MarketAnalysis | null;
  /** The rent rules check shown when the letter was built (ADR 0046). */
  rentCheck: RentCheckResult | null;
  tones: LetterTone[];
  builtOn: Date;
  /** Increases with every (re)generation; the leave guard compares it with the last saved one. */
  version: number;
}

export type GenerationStatus = 'idle' | 'generating' | 'regenerating';

/** A generation under way: the valid answers and tones it was asked with (fixed when asked), and its outcome once built. */
export interface PendingLetter {
  answers: LetterForm;
  tones: LetterTone[];
  /** The spec's 1.5 s wait is over: the letter is built then, once. */
  waited: boolean;
  /** The built letter, 'failed' when it could not be built or did not pass the checker; null until built. */
  outcome: Omit<GeneratedLetter, 'version'> | 'failed' | null;
}

export interface GeneratorState {
  tones: LetterTone[];
  /** Blending two tones is an explicit choice; without it a tone button switches to that tone alone. */
  blend: boolean;
  format: LetterFormat;
  pending: PendingLetter | null;
  generated: GeneratedLetter | null;
  savedVersion: number | null;
  /** The last generation that ended, for its toast: shown (in these tones, the first letter or not) or failed. */
  ended: { shown: boolean; regenerated: boolean; tones: LetterTone[] } | null;
}

export type GeneratorAction =
  /** Valid answers were submitted (the button, a tone, turning blending off): a new letter in these tones. */
  | { type: 'generate'; answers: LetterForm; tones: LetterTone[] }
  | { type: 'built'; outcome: NonNullable<PendingLetter['outcome']> }
  | { type: 'waited' }
  | { type: 'format-chosen'; format: LetterFormat }
  | { type: 'blend-chosen'; on: boolean }
  | { type: 'saved' };

export const initialGeneratorState: GeneratorState = {
  tones: [DEFAULT_LETTER_TONE],
  blend: false,
  format: 'letter',
  pending: null,
  generated: null,
  savedVersion: null,
  ended: null,
};

/** Shows the pending letter once it is built and the wait is over. */
function settle(state: GeneratorState): GeneratorState {
  const { pending } = state;
  if (!pending?.waited || pending.outcome === null) return state;
  const ended = { regenerated: state.generated !== null, tones: pending.tones };
  if (pending.outcome === 'failed') return { ...state, pending: null, ended: { ...ended, shown: false } };
  const version = (state.generated?.version ?? 0) + 1;
  return { ...state, pending: null, generated: { ...pending.outcome, version }, ended: { ...ended, shown: true } };
}

export function generatorReducer(state: GeneratorState, action: GeneratorAction): GeneratorState {
  switch (action.type) {
    case 'generate':
      return {
        ...state,
        tones: action.tones,
        pending: { answers: action.answers, tones: action.tones, waited: false, outcome: null },
      };
    case 'built':
      return state.pending && state.pending.outcome === null
        ? settle({ ...state, pending: { ...state.pending, outcome: action.outcome } })
        : state;
    case 'waited':
      return state.pending ? settle({ ...state, pending: { ...state.pending, waited: true } }) : state;
    case 'format-chosen':
      return { ...state, format: action.format };
    case 'blend-chosen':
      return { ...state, blend: action.on };
    case 'saved':
      return state.generated ? { ...state, savedVersion: state.generated.version } : state;
  }
}

export function generationStatus(state: GeneratorState): GenerationStatus {
  if (!state.pending) return 'idle';
  return state.generated ? 'regenerating' : 'generating';
}

/**
 * The generation to build now, or null: one whose wait is over and that is not built yet. Built then, from the figures
 * on the page at that moment (a market analysis or rent check still settling when the button was pressed has landed by
 * then, as the renter saw it), and exactly once.
 */
export function letterToBuild(state: GeneratorState): PendingLetter | null {
  const { pending } = state;
  return pending?.waited && pending.outcome === null ? pending : null;
}
