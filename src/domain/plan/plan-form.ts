import { HOUSING_TYPES, type HousingType, TIER_LEVELS, type TierLevel } from '../market/market-options.ts';
import type { ComparableInput } from '../strategy/comparable.ts';
import type { ScenarioKey } from '../letters/scenarios.ts';
import { isZip } from '../shared/zip.ts';
import type { SavedLease } from '../market/lease-form.ts';

/**
 * The plan page's form as the browser holds it and the account keeps it (ADR 0058): strings as typed. No zod here: the
 * page's first render needs the empty form without the schema (plan-form.schema.ts).
 */
export interface PlanForm {
  zipcode: string;
  currentRent: string;
  bedrooms: string;
  housingType: HousingType;
  tierLevel: TierLevel;
  landlordProposedRent: string;
  /** YYYY-MM-DD or ''. */
  leaseEndDate: string;
  comparables: ComparableInput[];
  /** A rent the renter found for a home they would move to; '' for our estimate for similar homes. */
  alternativeRent: string;
  movers: string;
  deposit: string;
  applicationFees: string;
  overlapDays: string;
  setUp: string;
  ruleAnswers: Record<string, 'yes' | 'no' | 'unknown'>;
  /** The scenario the renter chose (its ask and term), kept with the plan for the reply page (ADR 0077); '' for none. */
  chosenScenario: ScenarioKey | '';
}

export const PLAN_FORM_MESSAGES = {
  zipcode: 'Enter a 5-digit ZIP code',
  zipcodeMissing: 'Enter your ZIP code to see your plan',
  currentRent: 'Enter your rent in whole dollars, at least $300, such as 2,400',
  currentRentMissing: 'Enter your current monthly rent to see your plan',
  bedrooms: 'Choose the number of bedrooms',
  housingType: 'Housing type must be apartment or house',
  tierLevel: 'Property tier must be economical, average, luxury or exclusive',
  landlordProposedRent: "Enter your landlord's proposed rent in whole dollars, at least $300, such as 2,550",
  leaseEndDate: 'Lease end must be a date (YYYY-MM-DD)',
  comparablesMax: 'Add up to 5 listings',
  alternativeRent: 'Enter the other home’s rent in whole dollars, at least $300, such as 2,300',
  cost: 'Enter whole dollars up to 100,000, such as 1,200',
  overlapDays: 'Enter the days you would pay both rents, from 0 to 92',
  ruleAnswers: 'Too many answers to the rent check',
  today: 'Today must be a date (YYYY-MM-DD)',
} as const;

export function emptyPlanForm(): PlanForm {
  return {
    zipcode: '',
    currentRent: '',
    bedrooms: '1',
    housingType: 'apartment',
    tierLevel: 'average',
    landlordProposedRent: '',
    leaseEndDate: '',
    comparables: [],
    alternativeRent: '',
    movers: '',
    deposit: '',
    applicationFees: '',
    overlapDays: '',
    setUp: '',
    ruleAnswers: {},
    chosenScenario: '',
  };
}

/**
 * GET /api/plan/saved: what /plan starts from when signed in (ADR 0060): the plan the account keeps with the renter's
 * consent, else the newest lease the renter submitted with a market analysis, else nothing.
 */
export type SavedPlan =
  | { source: 'account'; form: PlanForm; savedAt: string }
  | { source: 'lease'; form: PlanForm; savedAt: string }
  | { source: 'none' };

/** The lease the landing page's analysis saved for a signed-in renter, as plan fields (the rest left empty). */
export function planFormFromLease(
  lease: Pick<SavedLease, 'zipcode' | 'rentAmount' | 'bedrooms' | 'housingType' | 'propertyTier' | 'leaseEndDate'>,
): PlanForm {
  const empty = emptyPlanForm();
  const housingType = HOUSING_TYPES.find((t) => t === lease.housingType) ?? empty.housingType;
  const tierLevel = TIER_LEVELS.find((t) => t === lease.propertyTier) ?? empty.tierLevel;
  return {
    ...empty,
    zipcode: lease.zipcode && isZip(lease.zipcode) ? lease.zipcode : '',
    currentRent: lease.rentAmount > 0 ? String(lease.rentAmount) : '',
    bedrooms: lease.bedrooms >= 0 && lease.bedrooms <= 5 ? String(lease.bedrooms) : empty.bedrooms,
    housingType,
    tierLevel,
    leaseEndDate: /^\d{4}-\d{2}-\d{2}$/.test(lease.leaseEndDate) ? lease.leaseEndDate : '',
  };
}
