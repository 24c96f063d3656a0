import type { CensusRentSource, MarketDataLevel } from '#domain/market/market.schema.ts';

/**
 * The market figures of a city page's main ZIP codes, as the analysis API answers them from the shipped data in data/
 * (ADR 0041). Written by scripts/city-market-figures.ts (npm run data:cities) into city-market-figures.generated.ts.
 */

/** Our estimate for an average apartment with this many bedrooms, and its 80% range (ADR 0007). */
export interface CityEstimate {
  readonly marketRent: number;
  readonly range: { readonly low: number; readonly high: number };
}

export interface CityZipFigures {
  readonly zip: string;
  readonly level: MarketDataLevel;
  /** HUD's own FMRs for 0-4 bedrooms; null when no HUD figure covers the ZIP code. */
  readonly hud: {
    readonly fiscalYear: number;
    readonly level: 'zip' | 'county';
    readonly areaName: string | null;
    readonly rents: readonly [number, number, number, number, number];
  } | null;
  readonly census: CensusRentSource | null;
  readonly oneBedroom: CityEstimate;
  readonly twoBedroom: CityEstimate;
}
