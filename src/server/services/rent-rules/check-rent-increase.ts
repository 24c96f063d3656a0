import { checkRentIncrease, type RentCheckResult } from '#domain/rent-rules/check.ts';
import type { RentCheckRequest, RentRuleRow } from '#domain/rent-rules/schema.ts';
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
