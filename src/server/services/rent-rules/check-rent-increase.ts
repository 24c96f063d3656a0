import { checkRentIncrease, figureProblem, type RentCheckResult } from '#domain/rent-rules/check.ts';
import { isoDay, parseIsoDay } from '#domain/shared/dates.ts';
import { parseAmount } from '#domain/shared/money.ts';
import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { type RentCheckRequest, type RentRuleRow, rentCheckRequestSchema } from '#domain/rent-rules/schema.ts';
import type { Deps } from '../../deps.ts';
import { californiaZipPlace } from './california-zips.ts';
import { loadRentRules } from './load-rent-rules.ts';

let rows: readonly RentRuleRow[] | null = null;

/** The shipped rules table, read once (an invalid file fails the first check loudly; the server warms it after listening). */
export function rentRules(): readonly RentRuleRow[] {
  rows ??= loadRentRules().rows;
  return rows;
}

export type RentCheckResponse =
  | { success: true; place: { zip: string; city: string | null; state: string }; check: RentCheckResult }
  | { success: false; code: 'unknown_zip' | 'invalid_figure'; message: string };

/**
 * Checks a proposed increase for a ZIP (ADR 0046): state and city come from the shipped USPS ZIP list, the county from
 * the ZIP's HUD area, and for California the CPI region and the cities the ZIP crosses from TenantProtections.org's
 * ZIP list (ADR 0071). A figure the renter entered above the rule's ceiling is refused with the range (ADR 0072).
 */
export function checkRentIncreaseForZip(deps: Pick<Deps, 'marketData'>, input: RentCheckRequest): RentCheckResponse {
  const facts = deps.marketData?.lookup(input.zip) ?? null;
  if (!facts?.state) {
    return { success: false, code: 'unknown_zip', message: `We could not find the state of ZIP code ${input.zip}.` };
  }
  const california = facts.state === 'CA' ? californiaZipPlace(input.zip) : null;
  const check = checkRentIncrease(rentRules(), {
    state: facts.state,
    city: facts.city,
    places: california?.cities ?? [],
    zip: input.zip,
    countyFips: facts.area?.fips.slice(0, 5) ?? null,
    cpiRegion: california?.region ?? null,
    currentRent: input.currentRent,
    proposedRent: input.proposedRent,
    effectiveDate: input.effectiveDate,
    noticeDate: input.noticeDate ?? null,
    answers: input.answers,
    tenancyMonths: input.tenancyMonths ?? null,
    leaseTermMonths: input.leaseTermMonths ?? null,
    figures: input.figures,
  });
  const problem = figureProblem(check, input.figures);
  if (problem) return { success: false, code: 'invalid_figure', message: problem };
  return { success: true, place: { zip: input.zip, city: facts.city, state: facts.state }, check };
}

/** What the letter page sends back of the check it showed (the check result's `answers` and `inputs`). */
export interface LetterRuleInputs {
  answers: RentCheckRequest['answers'];
  figures?: RentCheckRequest['figures'];
  tenancyMonths?: number | null;
  leaseTermMonths?: number | null;
}

/**
 * The rent check of the increase a letter form answers (ADR 0052): the landlord's proposed rent from the day after the
 * lease ends, with the renter's notice date, answers, entered figures and month counts (the form's tenure when the
 * card asked none). Null when the form has no increase or no lease end date; otherwise the check's answer, a refusal
 * included (an unknown ZIP, a figure above the rule's ceiling).
 */
export function rentCheckResponseForLetter(
  deps: Pick<Deps, 'marketData'>,
  form: Pick<LetterForm, 'zipcode' | 'currentRent' | 'landlordProposedRent' | 'leaseEndDate' | 'noticeDate'> &
    Partial<Pick<LetterForm, 'tenureLengthYears' | 'tenureLengthMonths'>>,
  inputs: LetterRuleInputs,
): RentCheckResponse | null {
  const currentRent = parseAmount(form.currentRent);
  const proposedRent = parseAmount(form.landlordProposedRent);
  const leaseEnd = parseIsoDay(form.leaseEndDate);
  if (currentRent === null || proposedRent === null || proposedRent <= currentRent || leaseEnd === null) return null;
  const tenureYears = parseAmount(form.tenureLengthYears);
  const tenureMonths = parseAmount(form.tenureLengthMonths);
  const formTenure = tenureYears === null && tenureMonths === null ? null : Math.round((tenureYears ?? 0) * 12 + (tenureMonths ?? 0));
  const request = rentCheckRequestSchema.safeParse({
    zip: form.zipcode,
    currentRent,
    proposedRent,
    effectiveDate: isoDay(leaseEnd + 1),
    noticeDate: form.noticeDate || null,
    answers: inputs.answers,
    figures: inputs.figures,
    tenancyMonths: inputs.tenancyMonths ?? formTenure,
    leaseTermMonths: inputs.leaseTermMonths ?? null,
  });
  if (!request.success) return null;
  return checkRentIncreaseForZip(deps, request.data);
}

/** The same check as a letter uses it: the result, or null when there is none (no increase, a refusal). */
export function rentCheckForLetter(...args: Parameters<typeof rentCheckResponseForLetter>): RentCheckResult | null {
  const response = rentCheckResponseForLetter(...args);
  return response?.success ? response.check : null;
}
