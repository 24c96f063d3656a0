import { z } from 'zod';

import { HOUSING_TYPES, type HousingType, MAX_MONTHLY_RENT, TIER_LEVELS, type TierLevel } from './market-options.ts';

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

export const analyzeMarketDataInputSchema = z.object({
  zipcode: z
    .string({ error: 'Zip code is required' })
    .trim()
    .regex(/^\d{5}$/, 'Zip code must be 5 digits'),
  currentRent: intFromInput('Current rent').pipe(
    z
      .number()
      .positive('Current rent must be greater than 0')
      .max(MAX_MONTHLY_RENT, `Current rent must be at most $${MAX_MONTHLY_RENT.toLocaleString('en-US')} per month`),
  ),
  bedrooms: intFromInput('Bedrooms').pipe(
    z.number().int('Bedrooms must be a whole number').min(0, 'Bedrooms must be between 0 and 5').max(5, 'Bedrooms must be between 0 and 5 (use 5 for 5+)'),
  ),
  housingType: z.enum(HOUSING_TYPES, { error: 'Housing type must be apartment or house' }).default('apartment'),
  tierLevel: z
    .enum(TIER_LEVELS, { error: 'Property tier must be economical, average, luxury or exclusive' })
    .default('average'),
});

export type AnalyzeMarketDataInput = z.input<typeof analyzeMarketDataInputSchema>;
export type MarketQuery = z.output<typeof analyzeMarketDataInputSchema>;

export type Confidence = 'high' | 'medium' | 'low';

export interface MarketAnalysis {
  currentRent: number;
  marketRent: number;
  overpayment: number;
  percentOvermarket: number;
  zipcode: string;
  bedrooms: number;
  housingType: HousingType;
  tierLevel: TierLevel;
  confidence: Confidence;
  dataSource: string;
  hudUnavailable: boolean;
  hudError: string | null;
  /** True only when an AI model contributed to this answer. */
  aiUsed: boolean;
  range?: { low: number; high: number };
  area?: { name: string | null; fiscalYear: number };
}

export interface AnalyzeMarketDataResponse {
  success: boolean;
  analysis: MarketAnalysis | null;
  error: string | null;
}
