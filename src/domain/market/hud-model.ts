import type { HousingType, TierLevel } from './market-options.ts';

/** FMRs for 0-4 bedrooms, whole dollars per month, as HUD publishes them. */
export type FmrRents = readonly [number, number, number, number, number];

export interface FmrRecord {
  zip: string;
  fiscalYear: number;
  rents: FmrRents;
  areaCode: string | null;
  areaName: string | null;
  /** true: ZIP-level Small Area FMR; false: FMR of the whole metro/county area. */
  smallArea: boolean;
}

/**
 * Turning a Fair Market Rent into the HUD-based estimate of the average asking rent (ADR 0002; blended with the
 * Census-based estimate as ADR 0007 says):
 * - An FMR is the 40th percentile of gross rent (rent plus tenant-paid utilities) of recent movers in
 *   standard-quality units. Rents are right-skewed (log-normal, dispersion about 0.35 within an area), so
 *   the mean sits about 16% above the 40th percentile.
 * - Advertised rents exclude utilities, which average about 10% of gross rent.
 * - Net: average asking rent for a typical unit = FMR x 1.16 x 0.90.
 * - Housing type and tier scale that typical unit with the same ratios the regional model uses, taken
 *   relative to the average tier, so the two sources agree on how much a tier or a house adds.
 */
export const PERCENTILE_40_TO_MEAN = 1.16;
export const GROSS_TO_CONTRACT_RENT = 0.9;
export const HOUSE_MULTIPLIER = 1.1;
export const TIER_MULTIPLIER: Record<TierLevel, number> = {
  economical: 0.87,
  average: 1.0,
  luxury: 1.33,
  exclusive: 1.4,
};
/** HUD's rule for units above 4 bedrooms: +15% of the 4-bedroom FMR per extra bedroom. */
export function fmrForBedrooms(rents: FmrRents, bedrooms: number): number {
  if (bedrooms <= 4) return rents[Math.max(0, bedrooms)]!;
  return Math.round((rents[4] * (100 + 15 * (bedrooms - 4))) / 100);
}

export function unitMultiplier(housingType: HousingType, tier: TierLevel): number {
  return (housingType === 'house' ? HOUSE_MULTIPLIER : 1) * TIER_MULTIPLIER[tier];
}

/** The HUD-based estimate of the average asking rent, unrounded. */
export function hudEstimateFromFmr(fmr: number, housingType: HousingType, tier: TierLevel): number {
  return fmr * PERCENTILE_40_TO_MEAN * GROSS_TO_CONTRACT_RENT * unitMultiplier(housingType, tier);
}
