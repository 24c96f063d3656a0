import type { HousingType, TierLevel } from './market.schema.ts';

export const BATHROOM_OPTIONS = ['1', '1.5', '2', '2.5', '3', '3.5'] as const;

export const BEDROOM_LABELS: Record<string, string> = {
  '0': 'Studio',
  '1': '1',
  '2': '2',
  '3': '3',
  '4': '4',
  '5': '5+',
};
export const BATHROOM_LABELS: Record<string, string> = { '3.5': '3.5+' };

export const TIER_DESCRIPTIONS = {
  economical: 'Economical - older buildings, basic amenities',
  average: 'Average - typical building and amenities',
  luxury: 'Luxury - modern building, premium amenities',
  exclusive: 'Exclusive - ultra-luxury, rare locations',
} as const;

/** A tier's name and what it means: "Economical" and "older buildings, basic amenities". */
export function tierParts(tier: keyof typeof TIER_DESCRIPTIONS): { name: string; description: string } {
  const [name = '', description = ''] = TIER_DESCRIPTIONS[tier].split(' - ');
  return { name, description };
}

/**
 * The lease form as the browser holds it and sends it: every value a string, as typed. Its rules are `leaseFormSchema`
 * (lease-form.schema.ts), kept apart so that zod stays out of the landing page's first JavaScript.
 */
export interface LeaseForm {
  firstName: string;
  lastName: string;
  zipcode: string;
  leaseStartDate: string;
  leaseEndDate: string;
  bedrooms: string;
  bathrooms: string;
  squareFootage: string;
  rentAmount: string;
  /** Optional: the landlord's proposed new rent, checked against the rent rules (ADR 0046). */
  proposedRent: string;
  housingType: HousingType;
  propertyTier: TierLevel | '';
}

export const emptyLeaseForm = (): LeaseForm => ({
  firstName: '',
  lastName: '',
  zipcode: '',
  leaseStartDate: '',
  leaseEndDate: '',
  bedrooms: '',
  bathrooms: '',
  squareFootage: '',
  rentAmount: '',
  proposedRent: '',
  housingType: 'apartment',
  propertyTier: 'average',
});

/** A failed lease save fails the submit with the error's message or this. */
export const LEASE_SAVE_FALLBACK_ERROR = 'Failed to save lease information';

/** A saved lease as the API returns it, in the API's camelCase (table lease_information; ADR 0084). */
export interface SavedLease {
  id: string;
  firstName: string;
  lastName: string;
  leaseStartDate: string;
  leaseEndDate: string;
  bedrooms: number;
  bathrooms: number;
  squareFootage: number;
  rentAmount: number;
  zipcode: string | null;
  housingType: string | null;
  propertyTier: string | null;
  createdAt: string;
}
