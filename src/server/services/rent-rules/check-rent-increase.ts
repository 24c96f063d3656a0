import { checkRentIncrease, type RentCheckResult } from '#domain/rent-rules/check.ts';
import { isoDay, parseAmount } from '#domain/letters/format.ts';
import { parseIsoDay } from '#domain/shared/dates.ts';
import type { LetterForm } from '#domain/letters/letter-form.ts';
import { type RentCheckRequest, type RentRuleRow, rentCheckRequestSchema } from '#domain/rent-rules/schema.ts';
import type { Deps } from '../../deps.ts';
import { loadRentRules } from './load-rent-rules.ts';

let rows: readonly RentRuleRow[] | null = null;

/** The shipped rules table, read once (a small JSON file; an invalid file fails the first check loudly). */
function rentRules(): readonly RentRuleRow[] {
  rows ??= loadRentRules().rows;
  return rows;
}

export type RentCheckResponse =
  | { success: true; place: { zip: string; city: string | null; state: string }; check: RentCheckResult }
  | { success: false; code: 'unknown_zip'; message: string };

/** Checks a proposed increase for a ZIP: state and city come from the shipped USPS ZIP list (ADR 0046). */
export function checkRentIncreaseForZip(deps: Pick<Deps, 'marketData'>, input: RentCheckRequest): RentCheckResponse {
  const facts = deps.marketData?.lookup(input.zip) ?? null;
  if (!facts?.state) {
    return { success: false, code: 'unknown_zip', message: `We could not find the state of ZIP code ${input.zip}.` };
  }
  const check = checkRentIncrease(rentRules(), {
    state: facts.state,
    city: facts.city,
    zip: input.zip,
    currentRent: input.currentRent,
    proposedRent: input.proposedRent,
    effectiveDate: input.effectiveDate,
    noticeDate: input.noticeDate ?? null,
    answers: input.answers,
  });
  return { success: true, place: { zip: input.zip, city: facts.city, state: facts.state }, check };
}

/**
 * The rent check of the increase a letter form answers (ADR 0052): the landlord's proposed rent from the day after the
 * lease ends, with the renter's notice date and answers. Null when the form has no increase or no lease end date, or
 * the ZIP's state is unknown: the letter then has no cap correction, as on the letter page.
 */
export function rentCheckForLetter(
  deps: Pick<Deps, 'marketData'>,
  form: Pick<LetterForm, 'zipcode' | 'currentRent' | 'landlordProposedRent' | 'leaseEndDate' | 'noticeDate'>,
  answers: RentCheckRequest['answers'],
): RentCheckResult | null {
  const currentRent = parseAmount(form.currentRent);
  const proposedRent = parseAmount(form.landlordProposedRent);
  const leaseEnd = parseIsoDay(form.leaseEndDate);
  if (currentRent === null || proposedRent === null || proposedRent <= currentRent || leaseEnd === null) return null;
  const request = rentCheckRequestSchema.safeParse({
    zip: form.zipcode,
    currentRent,
    proposedRent,
    effectiveDate: isoDay(leaseEnd + 1),
    noticeDate: form.noticeDate || null,
    answers,
  });
  if (!request.success) return null;
  const response = checkRentIncreaseForZip(deps, request.data);
  return response.success ? response.check : null;
}
