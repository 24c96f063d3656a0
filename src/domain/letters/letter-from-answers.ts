import type { MarketAnalysis } from '../market/market.schema.ts';
import type { NegotiationStrategy } from '../strategy/strategy.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { type BuiltLetter, buildLetter, type LetterFormat } from './letter-builder.ts';
import type { LetterForm } from './letter-form.schema.ts';
import { letterInput } from './letter-strategy.ts';
import { type CheckFinding, checkText, letterTextPlan, type TextPlan } from './text-check.ts';
import type { LetterTone } from './tones.ts';

/** What a letter is built from besides the renter's answers. */
export interface LetterContext {
  /** The market analysis for the answers' ZIP and rent, when there is one (a stale one for another rent is ignored). */
  market: MarketAnalysis | null;
  /** The rent rules check of the landlord's proposed increase (ADR 0046), when there is one. */
  rentCheck: RentCheckResult | null;
  /** One tone, or two blended. */
  tones: readonly LetterTone[];
  /** The day the letter is written: its date, timing and the rules in force follow it. */
  today: Date;
  /** 'letter' unless given. */
  format?: LetterFormat;
}

/** One letter from the renter's answers: the plan it argues, its text, and the checker's reading of it. */
export interface LetterFromAnswers {
  /** The answers as the letter uses them: the desired reduction only with stance reduce, the counter only with counter. */
  form: LetterForm;
  /** The negotiation plan (strategy.ts) the letter argues. */
  strategy: NegotiationStrategy;
  /** The letter; `letterText` (letter-builder.ts) writes it again in another format or signed otherwise, without rebuilding. */
  letter: BuiltLetter;
  /** What a letter from this plan may say (ADR 0066): the AI letter is read against it too. */
  plan: TextPlan;
  /** What the one checker found in the letter against its plan; empty is a pass, and only a passing letter is shown. */
  findings: CheckFinding[];
}

/**
 * The one way from the renter's answers to their letter (ADR 0086): the answers as the letter uses them, the plan,
 * the letter built once, and the checker's findings. The letter page, the AI letter's prompt and draft take it. Throws
 * only when the current rent is not a positive number, which the form's schema rejects before.
 */
export function letterFromAnswers(answers: LetterForm, context: LetterContext): LetterFromAnswers {
  const form = letterInput(answers);
  const letter = buildLetter(form, context.market, {
    tones: context.tones,
    today: context.today,
    format: context.format ?? 'letter',
    rentCheck: context.rentCheck,
  });
  const plan = letterTextPlan(form, letter.strategy);
  return { form, strategy: letter.strategy, letter, plan, findings: checkText(letter.text, plan) };
}
