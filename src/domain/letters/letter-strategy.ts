import type { MarketAnalysis } from '../market/market.schema.ts';
import { comparablesOf } from '../strategy/comparable.ts';
import { buildStrategy, DEFAULT_TERM_MONTHS, type NegotiationStrategy } from '../strategy/strategy.ts';
import type { RentCheckResult } from '../rent-rules/check.ts';
import { dayNumberOf } from '../shared/dates.ts';
import { isPercent, parseAmount } from '../shared/money.ts';
import { clean } from '../shared/text.ts';
import type { LetterForm } from './letter-form.schema.ts';

/** Total tenure in months from the two inputs (months past 11 carry into years). */
export function tenureMonthsOf(form: Pick<LetterForm, 'tenureLengthYears' | 'tenureLengthMonths'>): number {
  return Math.max(0, Math.round((parseAmount(form.tenureLengthYears) ?? 0) * 12 + (parseAmount(form.tenureLengthMonths) ?? 0)));
}

/**
 * The form exactly as the letter uses it (ADR 0055): the desired reduction counts only when the renter asks for a lower
 * rent, their counter-offer only when they counter. (Comparable listings go as typed; rows without a usable rent are
 * left out by the plan.)
 */
export function letterInput(form: LetterForm): LetterForm {
  return {
    ...form,
    desiredReduction: form.stance === 'reduce' ? form.desiredReduction : '',
    counterRent: form.stance === 'counter' ? form.counterRent : '',
  };
}

/**
 * The negotiation plan for one letter form: the one place the letter page, the letter, the PDF, the plan, the AI
 * prompt and the reply page get it. The form's answers are the renter's intent (ADR 0055): stance, the reduction or
 * counter they typed, the term they will sign and the flexibility they accept. Null when the current rent is not a positive number (the form schema
 * rejects that before a letter is built).
 */
export function strategyForLetter(
  form: LetterForm,
  market: MarketAnalysis | null,
  today: Date,
  rentCheck: RentCheckResult | null = null,
): NegotiationStrategy | null {
  const currentRent = parseAmount(form.currentRent);
  if (currentRent === null || currentRent <= 0) return null;
  const asked = letterInput(form);
  const reduction = parseAmount(asked.desiredReduction);
  const proposed = parseAmount(form.landlordProposedRent);
  const counter = parseAmount(asked.counterRent);
  // The analysis is only used when it is about this rent (the page may still be settling on an older one).
  const usable = market && Math.round(market.currentRent) === Math.round(currentRent) ? market : null;
  return buildStrategy({
    market: usable,
    currentRent,
    proposedRent: proposed !== null && proposed > 0 ? proposed : null,
    tenureMonths: tenureMonthsOf(form),
    rentIncreaseHistory: clean(form.rentIncreaseHistory),
    maintenanceIssues: clean(form.maintenanceIssues),
    comparables: comparablesOf(form.comparables),
    willResignEarly: form.willResignEarly,
    leaseEndDate: form.leaseEndDate,
    today: dayNumberOf(today),
    stance: form.stance,
    desiredReduction: reduction !== null && reduction > 0 ? { amount: reduction, percent: isPercent(asked.desiredReduction) } : null,
    counterRent: counter !== null && counter > 0 ? counter : null,
    termMonths: Number(form.leaseTermMonths) || DEFAULT_TERM_MONTHS,
    flexibility: form.flexibility,
    hardship: form.reasonForReduction === 'financial_hardship',
    rentCheck,
  });
}
