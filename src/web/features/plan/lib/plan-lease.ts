import { emptyPlanForm, type PlanForm } from '#domain/plan/plan-form.ts';
import { LEASE_DATA_KEY } from '../../../lib/auth.tsx';
import { letterPrefillFromLeaseData } from '../../../lib/lease-prefill.ts';

/** The lease answers the plan shares with the letter page; the letter page asks for the rest (landlord, address, tenure). */
export type PlanLease = Pick<
  PlanForm,
  'zipcode' | 'currentRent' | 'bedrooms' | 'housingType' | 'tierLevel' | 'landlordProposedRent' | 'leaseEndDate'
>;

const readLeaseData = (): string | null => {
  try {
    return localStorage.getItem(LEASE_DATA_KEY);
  } catch {
    return null;
  }
};

/** The plan form from what this device kept of the renter's lease (the landing analysis and the letter page). */
export function planFormFromDevice(): PlanForm {
  const { leaseEndDate, ...prefill } = letterPrefillFromLeaseData(readLeaseData());
  return { ...emptyPlanForm(), ...prefill, leaseEndDate: leaseEndDate ?? '' };
}

/**
 * Keeps the plan's lease answers where the letter page prefills from (localStorage 'lease_data', in the landing
 * form's field names), so the letter opens with the same rent, ZIP code and dates the scenario was built from.
 * Other fields the landing form kept are left as they were.
 */
export function savePlanLease(lease: PlanLease): void {
  let kept: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(readLeaseData() ?? '{}');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) kept = parsed as Record<string, unknown>;
  } catch {
    // A malformed value is replaced.
  }
  try {
    localStorage.setItem(
      LEASE_DATA_KEY,
      JSON.stringify({
        ...kept,
        zipcode: lease.zipcode,
        rentAmount: lease.currentRent.replace(/,/g, ''),
        bedrooms: lease.bedrooms,
        housingType: lease.housingType,
        propertyTier: lease.tierLevel,
        proposedRent: lease.landlordProposedRent.replace(/,/g, ''),
        leaseEndDate: lease.leaseEndDate ?? '',
      }),
    );
  } catch {
    // Storage unavailable: the letter page starts from its own empty form, with the scenario still applied.
  }
}
