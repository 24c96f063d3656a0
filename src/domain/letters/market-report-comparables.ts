import { z } from 'zod';
import { HOUSING_TYPES } from '../market/market-options.ts';
import { zipCodeField } from '../shared/zip.ts';

/**
 * Comparable rentals from RentCast for the Premium market report (ADR 0049): what the browser asks for, what the
 * server answers, and why it answered with none. The server holds the key; the browser only sees this answer.
 */

/** The street address as the renter typed it; the server adds the city, state and ZIP from the shipped ZIP list. */
const ADDRESS_MAX_LENGTH = 200;

export const marketComparablesRequestSchema = z.object({
  address: z.string().trim().max(ADDRESS_MAX_LENGTH, `Address must be at most ${ADDRESS_MAX_LENGTH} characters`).default(''),
  zipcode: zipCodeField(),
  bedrooms: z
    .number({ error: 'Bedrooms must be a number' })
    .int('Bedrooms must be a whole number')
    .min(0, 'Bedrooms must be between 0 and 5')
    .max(5, 'Bedrooms must be between 0 and 5 (use 5 for 5+)'),
  housingType: z.enum(HOUSING_TYPES, { error: 'Housing type must be apartment or house' }).default('apartment'),
});

export type MarketComparablesRequest = z.output<typeof marketComparablesRequestSchema>;

/** One rental RentCast compared the renter's home with. */
export interface RentcastComparable {
  address: string;
  /** Asking rent a month, to the dollar. */
  rent: number;
  bedrooms: number | null;
  squareFootage: number | null;
  /** Miles from the renter's address. */
  distanceMiles: number | null;
  /** Days since RentCast last saw the listing. */
  daysOld: number | null;
  /** The day the listing was first seen, YYYY-MM-DD. */
  listedDate: string | null;
}

/** RentCast's ZIP rental statistics for one bedroom count (its market data, when there is no street address). */
export interface RentcastZipStatistics {
  zipcode: string;
  bedrooms: number;
  averageRent: number;
  medianRent: number;
  minRent: number;
  maxRent: number;
  totalListings: number;
  /** The day RentCast last updated these figures, YYYY-MM-DD. */
  lastUpdatedDate: string | null;
}

/** Why the report lists the renter's own listings instead of RentCast's. */
export type ComparablesFallbackReason = 'not_configured' | 'timeout' | 'unauthorized' | 'rate_limited' | 'failed' | 'no_data';

export type MarketComparables =
  | {
      source: 'rentcast_estimate';
      /** The day RentCast answered (or the cached answer was first fetched), YYYY-MM-DD. */
      retrievedOn: string;
      /** The address RentCast was asked about. */
      address: string;
      rent: number;
      rentRangeLow: number;
      rentRangeHigh: number;
      comparables: RentcastComparable[];
    }
  | { source: 'rentcast_market'; retrievedOn: string; statistics: RentcastZipStatistics }
  | ComparablesMissing;

/** How many RentCast look-ups one account has a day (the server's `RULES.rentcastUser`, ADR 0081). */
export const RENTCAST_LOOKUPS_PER_ACCOUNT_DAY = 20;

/**
 * Why RentCast's comparables are missing: a failure of RentCast (or this server's key), or this account's own daily
 * share of look-ups used up, with the hours until it resets.
 */
export type ComparablesMissing =
  | { source: 'none'; reason: ComparablesFallbackReason }
  | { source: 'none'; reason: 'account_daily_limit'; resetsInHours: number };

/** What went wrong, in the words the page and the report both start from. */
const FALLBACK_CAUSE: Record<Exclude<ComparablesFallbackReason, 'not_configured'>, string> = {
  timeout: 'RentCast did not answer in time',
  unauthorized: "RentCast refused this server's key",
  rate_limited: "RentCast's request limit for this server was reached",
  failed: 'RentCast could not be reached',
  no_data: 'RentCast had no rental data for this address',
};

/**
 * What the page tells the renter when RentCast's comparables are missing; null when this server does not use RentCast
 * (nothing is promised, so nothing is missing). Past the account's daily share it says so, and when it resets.
 */
export function comparablesFallbackNotice(missing: ComparablesMissing): string | null {
  if (missing.reason === 'account_daily_limit') {
    const hours = `${missing.resetsInHours} hour${missing.resetsInHours === 1 ? '' : 's'}`;
    return `This account has used its ${RENTCAST_LOOKUPS_PER_ACCOUNT_DAY} RentCast look-ups for today (each account's daily limit); they reset in ${hours}. This report lists the comparables you entered.`;
  }
  return missing.reason === 'not_configured' ? null : `${FALLBACK_CAUSE[missing.reason]}; this report lists the comparables you entered.`;
}

/** The same cause in the report, which the landlord reads too. */
export function comparablesFallbackReportLine(missing: ComparablesMissing): string | null {
  if (missing.reason === 'account_daily_limit') {
    return "The tenant's account had used its RentCast look-ups for the day, so this report lists the listings the tenant found.";
  }
  return missing.reason === 'not_configured'
    ? null
    : `${FALLBACK_CAUSE[missing.reason]}, so this report lists the listings the tenant found.`;
}

/** RentCast's property type for our housing type. */
export function rentcastPropertyType(housingType: (typeof HOUSING_TYPES)[number]): string {
  return housingType === 'house' ? 'Single Family' : 'Apartment';
}

/** The refusal for a signed-in user without an active Premium Package. */
export const MARKET_REPORT_PREMIUM_REQUIRED = 'The market report is part of the Premium Package. Get Premium to download it.';

/** How many comparables the report asks RentCast for (its default is 15; a page holds about 10 lines). */
export const RENTCAST_COMP_COUNT = 10;
