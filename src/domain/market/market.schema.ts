import { z } from 'zod';

import { HOUSING_TYPES, type HousingType, MAX_MONTHLY_RENT, TIER_LEVELS, type TierLevel } from './market-options.ts';
import { zipCodeField } from '../shared/zip.ts';
import { formatUsd, MIN_MONTHLY_RENT } from '../shared/money.ts';

export * from './market-options.ts';

const intFromInput = (field: string) =>
  z.union([z.number(), z.string()], { error: `${field} is required` }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.replace(/,/g, '').trim();
    if (!/^-?\d+(\.\d+)?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: `${field} must be a number` });
      return z.NEVER;
    }
    return Number(text);
  });

/**
 * A monthly rent as the API takes it: $300 to $100,000 (less is a fee or a typo, MIN_MONTHLY_RENT). The one rule of the
 * market analysis and the rent check (issue 31): the same messages from both.
 */
export const monthlyRentNumber = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(MIN_MONTHLY_RENT, `${field} must be at least ${formatUsd(MIN_MONTHLY_RENT)} per month`)
    .max(MAX_MONTHLY_RENT, `${field} must be at most ${formatUsd(MAX_MONTHLY_RENT)} per month`);

export const analyzeMarketDataInputSchema = z.object({
  zipcode: zipCodeField(),
  currentRent: intFromInput('Current rent').pipe(monthlyRentNumber('Current rent')),
  bedrooms: intFromInput('Bedrooms').pipe(
    z
      .number()
      .int('Bedrooms must be a whole number')
      .min(0, 'Bedrooms must be between 0 and 5')
      .max(5, 'Bedrooms must be between 0 and 5 (use 5 for 5+)'),
  ),
  housingType: z.enum(HOUSING_TYPES, { error: 'Housing type must be apartment or house' }).default('apartment'),
  tierLevel: z.enum(TIER_LEVELS, { error: 'Property tier must be economical, average, luxury or exclusive' }).default('average'),
});

export type MarketQuery = z.output<typeof analyzeMarketDataInputSchema>;

export type Confidence = 'high' | 'medium' | 'low';

/** How local the data behind an answer is: a ZIP's own figures, its county's, or the regional table (ADR 0003). */
export type MarketDataLevel = 'zip' | 'county' | 'regional';

/** HUD's own published figure for this ZIP (or its county) and bedroom count, before any conversion of ours. */
export interface HudFmrSource {
  /** HUD's Fair Market Rent: the 40th percentile of gross rent paid by recent movers. */
  fmr: number;
  bedrooms: number;
  fiscalYear: number;
  level: 'zip' | 'county';
  /** HUD's name of the FMR area (metro or county), when known. */
  areaName: string | null;
}

/** The Census Bureau's ACS 5-year median gross rent of the ZIP's ZCTA, all unit sizes. */
export interface CensusRentSource {
  medianGrossRent: number;
  /** true when the Census publishes only "3,500 or more"; the figure is then not used in the average. */
  topCoded: boolean;
  /** The ACS period, e.g. '2019-2023'. */
  years: string;
}

export interface MarketSources {
  hud: HudFmrSource | null;
  census: CensusRentSource | null;
  /** Our HUD-based estimate of a typical home's average asking rent (FMR x 1.16 x 0.90), before housing type and tier. */
  hudEstimate: number | null;
  /**
   * Our Census-based estimate for a typical home (median x 1.30 x FMR(bedrooms) / FMR(2 bedrooms)), before housing type
   * and tier; null when unused.
   */
  censusEstimate: number | null;
  /** The two blended 65/35 in log space (or the HUD figure alone), before housing type and tier (ADR 0064). */
  blendedEstimate: number | null;
  /** HUD's 2-bedroom FMR, the denominator of the Census figure's bedroom ratio; null when the Census is not used. */
  twoBedroomFmr: number | null;
}

/** Two-year change of HUD's area FMR for the renter's bedroom count (e.g. FY2024 to FY2026). */
export interface FmrTrend {
  /** The county or New England town, e.g. 'Fulton County, GA'. */
  areaName: string;
  bedrooms: number;
  fromYear: number;
  toYear: number;
  fromFmr: number;
  toFmr: number;
  /** Whole percent, signed: 9 means rose 9%. */
  percentChange: number;
}

export interface MarketArea {
  /** HUD's FMR area name, when known. */
  name: string | null;
  fiscalYear: number | null;
  /** 'ZIP 30301 · Atlanta, GA' from the USPS list, or 'ZIP 30301' when the city is unknown. */
  place: string;
  city: string | null;
  state: string | null;
}

export interface MarketAnalysis {
  currentRent: number;
  marketRent: number;
  overpayment: number;
  percentOvermarket: number;
  zipcode: string;
  bedrooms: number;
  housingType: HousingType;
  tierLevel: TierLevel;
  /** 'high' for ZIP-level data, 'medium' for county-level, 'low' for the regional estimate. */
  confidence: Confidence;
  level: MarketDataLevel;
  dataSource: string;
  hudUnavailable: boolean;
  hudError: string | null;
  /** True only when an AI model contributed to this answer. */
  aiUsed: boolean;
  /**
   * An 80% interval around marketRent for the typical (average) rent of homes like this in the ZIP code: against an
   * independent market index, 8 of 10 ZIP codes fell inside it (ADR 0007). It is how far our estimate may be off, not
   * how individual homes' rents spread; the regional estimate's range was not measured (ADR 0041).
   */
  range: { low: number; high: number };
  area: MarketArea;
  sources: MarketSources;
  trend: FmrTrend | null;
}

export interface AnalyzeMarketDataError {
  message: string;
  code: string;
}

export type AnalyzeMarketDataResponse =
  | { success: true; analysis: MarketAnalysis; error: null }
  | { success: false; analysis: null; error: AnalyzeMarketDataError };
