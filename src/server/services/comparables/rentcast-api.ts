import type { ComparablesFallbackReason, RentcastComparable, RentcastZipStatistics } from '#domain/letters/market-report-comparables.ts';

/** Why a RentCast call gave nothing (RentCast not configured is the service's concern, not the client's). */
export type RentcastFailure = Exclude<ComparablesFallbackReason, 'not_configured' | 'no_data'>;

export interface RentcastEstimateQuery {
  /** "Street, City, State, ZIP". */
  address: string;
  bedrooms: number;
  propertyType: string;
  compCount: number;
}

export interface RentcastEstimate {
  rent: number;
  rentRangeLow: number;
  rentRangeHigh: number;
  comparables: RentcastComparable[];
}

/** An answer (null when RentCast has no data for the question), or why there is none. */
export type RentcastAnswer<T> = { ok: true; value: T | null } | { ok: false; failure: RentcastFailure };

/** RentCast's API as the comparables service uses it (adapters/rentcast.ts speaks its protocol). */
export interface RentcastApi {
  rentEstimate(query: RentcastEstimateQuery): Promise<RentcastAnswer<RentcastEstimate>>;
  zipStatistics(zipcode: string, bedrooms: number): Promise<RentcastAnswer<RentcastZipStatistics>>;
}
