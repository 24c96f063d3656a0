import type { HousingType, MarketAnalysis, MarketQuery, TierLevel } from './market.schema.ts';
import { areaOf, assembleAnalysis } from './market-model.ts';

/** The regional fallback estimate (ADR 0003): base rent by bedrooms (index 4 also for more than 4 or unknown). */
const REGIONAL_BASE_RENT = [1100, 1400, 1700, 2100, 2500] as const;

const REGIONAL_TIER_MULTIPLIER: Record<TierLevel, number> = {
  economical: 0.65,
  average: 0.75,
  luxury: 1.0,
  exclusive: 1.05,
};

const REGIONAL_HOUSE_MULTIPLIER = 1.1;
const REGIONAL_DEFAULT_FACTOR = 0.85;
const REGIONAL_DATA_SOURCE = 'Regional estimates (API unavailable)';

interface ZipRange {
  low: number;
  high: number;
  factor: number;
}

const r = (low: number, high: number, factor: number): ZipRange => ({ low, high, factor });

/**
 * ZIP ranges and their factors. Overlaps resolve to the narrowest range, ties to the earlier entry: the LA/SF ranges
 * win inside 90000-96999 and Washington DC's 20001-20599 wins over 20000-22999 (ADR 0003).
 */
const REGIONAL_ZIP_RANGES: readonly ZipRange[] = [
  r(94000, 94999, 2.2),
  r(10001, 10299, 2.2),
  r(90000, 90299, 1.8),
  r(90401, 90409, 1.8),
  r(98101, 98199, 1.8),
  r(2101, 2199, 1.8),
  r(90000, 96999, 1.6),
  r(20001, 20599, 1.6),
  r(98000, 99999, 1.6),
  r(2000, 2999, 1.6),
  r(10000, 11999, 1.7),
  r(7000, 7999, 1.7),
  r(12000, 14999, 1.7),
  r(8000, 8999, 1.4),
  r(20000, 22999, 1.5),
  r(80000, 81999, 1.3),
  r(60000, 62999, 1.2),
  r(33000, 34999, 1.2),
  r(97000, 97999, 1.2),
  r(30000, 31999, 0.95),
  r(77000, 79999, 0.9),
  r(28000, 28999, 0.85),
  r(37000, 38999, 0.85),
  r(70000, 71999, 0.75),
  r(40000, 42999, 0.75),
  r(25000, 26999, 0.75),
  r(72000, 72999, 0.75),
  r(35000, 36999, 0.7),
  r(38600, 39999, 0.7),
];

export function regionalZipFactor(zipcode: string): number {
  const zip = Number.parseInt(zipcode, 10);
  if (!Number.isFinite(zip)) return REGIONAL_DEFAULT_FACTOR;
  let best: ZipRange | undefined;
  for (const range of REGIONAL_ZIP_RANGES) {
    if (zip < range.low || zip > range.high) continue;
    if (!best || range.high - range.low < best.high - best.low) best = range;
  }
  return best?.factor ?? REGIONAL_DEFAULT_FACTOR;
}

export function regionalMarketRent(zipcode: string, bedrooms: number, housingType: HousingType, tier: TierLevel): number {
  const base = Number.isInteger(bedrooms) && bedrooms >= 0 && bedrooms <= 4 ? REGIONAL_BASE_RENT[bedrooms]! : REGIONAL_BASE_RENT[4];
  const house = housingType === 'house' ? REGIONAL_HOUSE_MULTIPLIER : 1;
  return Math.round(base * regionalZipFactor(zipcode) * house * REGIONAL_TIER_MULTIPLIER[tier]);
}

/**
 * The regional estimate (ADR 0003): for a known ZIP no HUD source covers, and in the browser when the analysis
 * service itself fails. It rests on the table above alone, so it names no federal or nationwide source.
 */
export function regionalEstimate(
  query: MarketQuery,
  hudError: string | null,
  place: { city: string; state: string } | null = null,
): MarketAnalysis {
  return assembleAnalysis(query, {
    marketRent: regionalMarketRent(query.zipcode, query.bedrooms, query.housingType, query.tierLevel),
    level: 'regional',
    dataSource: REGIONAL_DATA_SOURCE,
    hudError,
    area: areaOf(query.zipcode, place),
    sources: { hud: null, census: null, hudEstimate: null, censusEstimate: null, blendedEstimate: null, twoBedroomFmr: null },
    trend: null,
  });
}
