import type { LetterForm } from '#domain/letters/letter-form.schema.ts';
import { BEDROOM_OPTIONS, HOUSING_TYPES, TIER_LEVELS } from '#domain/market/market-options.ts';
import { UTILITIES_ANSWERS } from '#domain/market/utilities.ts';
import type { PlanForm } from '#domain/plan/plan-form.ts';
import { isZip } from '#domain/shared/zip.ts';

/** The letter fields the landing page's lease analysis can fill in. */
export type LetterPrefill = Partial<
  Pick<
    LetterForm,
    'zipcode' | 'currentRent' | 'bedrooms' | 'housingType' | 'tierLevel' | 'leaseEndDate' | 'landlordProposedRent' | 'rentIncludesUtilities'
  >
>;

const isString = (value: unknown): value is string => typeof value === 'string';
const includes = <T extends string>(list: readonly T[], value: unknown): value is T =>
  isString(value) && (list as readonly string[]).includes(value);

/**
 * Reads localStorage 'lease_data' (the landing analysis form: zipcode, rentAmount, bedrooms, housingType,
 * propertyTier, leaseEndDate, ...) into letter fields. Anything missing, malformed or out of range is left out,
 * so a stale or hand-edited value can never put the form into a state the user could not have typed.
 */
export function letterPrefillFromLeaseData(raw: string | null): LetterPrefill {
  if (!raw) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const lease = data as Record<string, unknown>;
  const prefill: LetterPrefill = {};
  if (isString(lease.zipcode) && isZip(lease.zipcode.trim())) prefill.zipcode = lease.zipcode.trim();
  const rent = isString(lease.rentAmount) || typeof lease.rentAmount === 'number' ? String(lease.rentAmount).replace(/,/g, '').trim() : '';
  if (/^\d{1,7}$/.test(rent) && Number(rent) > 0) prefill.currentRent = String(Number(rent));
  const bedrooms = isString(lease.bedrooms) || typeof lease.bedrooms === 'number' ? String(lease.bedrooms).trim() : '';
  if ((BEDROOM_OPTIONS as readonly number[]).map(String).includes(bedrooms)) prefill.bedrooms = bedrooms;
  if (includes(HOUSING_TYPES, lease.housingType)) prefill.housingType = lease.housingType;
  if (includes(TIER_LEVELS, lease.propertyTier)) prefill.tierLevel = lease.propertyTier;
  const proposed = isString(lease.proposedRent) ? lease.proposedRent.replace(/,/g, '').trim() : '';
  if (/^\d{1,7}$/.test(proposed) && Number(proposed) > 0) prefill.landlordProposedRent = String(Number(proposed));
  if (isString(lease.leaseEndDate) && /^\d{4}-\d{2}-\d{2}$/.test(lease.leaseEndDate)) prefill.leaseEndDate = lease.leaseEndDate;
  // Answered on the results (ADR 0065); "not sure" is the form's own default.
  if (includes(UTILITIES_ANSWERS, lease.rentIncludesUtilities) && lease.rentIncludesUtilities !== 'unsure') {
    prefill.rentIncludesUtilities = lease.rentIncludesUtilities;
  }
  return prefill;
}

/** The letter fields the plan kept on the account fills in (ADR 0060): the lease and the listings. */
export function letterPrefillFromPlan(plan: PlanForm): LetterPrefill & Pick<LetterForm, 'comparables'> {
  return {
    zipcode: plan.zipcode,
    currentRent: plan.currentRent,
    bedrooms: plan.bedrooms,
    housingType: plan.housingType,
    tierLevel: plan.tierLevel,
    landlordProposedRent: plan.landlordProposedRent,
    ...(plan.leaseEndDate ? { leaseEndDate: plan.leaseEndDate } : {}),
    comparables: plan.comparables,
  };
}
