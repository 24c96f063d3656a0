/** Option lists shared by forms and schemas; free of zod so the landing bundle stays small. */
export const HOUSING_TYPES = ['apartment', 'house'] as const;
export type HousingType = (typeof HOUSING_TYPES)[number];

export const TIER_LEVELS = ['economical', 'average', 'luxury', 'exclusive'] as const;
export type TierLevel = (typeof TIER_LEVELS)[number];

/** Bedrooms 0 (Studio) to 5 (5+). */
export const BEDROOM_OPTIONS = [0, 1, 2, 3, 4, 5] as const;

export const MAX_MONTHLY_RENT = 100_000;
