import type { RentcastComparable, RentcastZipStatistics } from '#domain/letters/market-report-comparables.ts';
import { z } from 'zod';
import type {
  RentcastAnswer,
  RentcastApi,
  RentcastEstimate,
  RentcastEstimateQuery,
  RentcastFailure,
} from '../services/comparables/rentcast-api.ts';

/**
 * RentCast's API (https://api.rentcast.io/v1, key in the `X-Api-Key` header, on the server only): the long-term rent
 * estimate for an address (`GET /avm/rent/long-term`) and a ZIP's rental market statistics (`GET /markets`).
 * Each answer is checked for the fields the report uses; anything else about it is ignored.
 */
const money = z.coerce.number().nonnegative();
const optionalNumber = z.coerce.number().nullish();

const estimateResponse = z.object({
  rent: money,
  rentRangeLow: money,
  rentRangeHigh: money,
  comparables: z
    .array(
      z.object({
        formattedAddress: z.string().min(1),
        price: money,
        bedrooms: optionalNumber,
        squareFootage: optionalNumber,
        distance: optionalNumber,
        daysOld: optionalNumber,
        listedDate: z.string().nullish(),
      }),
    )
    .default([]),
});

const bedroomStats = z.object({
  bedrooms: z.coerce.number(),
  averageRent: money,
  medianRent: money,
  minRent: money,
  maxRent: money,
  totalListings: z.coerce.number().int().nonnegative(),
  lastUpdatedDate: z.string().nullish(),
});
const marketResponse = z.object({
  zipCode: z.string().optional(),
  rentalData: z.object({ lastUpdatedDate: z.string().nullish(), dataByBedrooms: z.array(bedroomStats).default([]) }).nullish(),
});

class RentcastError extends Error {
  constructor(readonly failure: RentcastFailure) {
    super(`RentCast: ${failure}`);
  }
}

/** A failed call as its reason; anything else is a bug and is thrown on. */
async function answer<T>(call: () => Promise<T | null>): Promise<RentcastAnswer<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    if (error instanceof RentcastError) return { ok: false, failure: error.failure };
    throw error;
  }
}

export interface RentcastOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

const whole = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n));

export class RentcastClient implements RentcastApi {
  constructor(private readonly options: RentcastOptions) {}

  private async get(path: string, query: Record<string, string>): Promise<unknown | null> {
    const url = `${this.options.baseUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'X-Api-Key': this.options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new RentcastError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed');
    }
    if (response.status === 404) return null;
    if (response.status === 401 || response.status === 403) throw new RentcastError('unauthorized');
    if (response.status === 429) throw new RentcastError('rate_limited');
    if (!response.ok) throw new RentcastError('failed');
    try {
      return await response.json();
    } catch (error) {
      throw new RentcastError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed');
    }
  }

  rentEstimate(q: RentcastEstimateQuery): Promise<RentcastAnswer<RentcastEstimate>> {
    return answer(() => this.fetchEstimate(q));
  }

  zipStatistics(zipcode: string, bedrooms: number): Promise<RentcastAnswer<RentcastZipStatistics>> {
    return answer(() => this.fetchZipStatistics(zipcode, bedrooms));
  }

  private async fetchEstimate(q: RentcastEstimateQuery): Promise<RentcastEstimate | null> {
    const body = await this.get('/avm/rent/long-term', {
      address: q.address,
      bedrooms: String(q.bedrooms),
      propertyType: q.propertyType,
      compCount: String(q.compCount),
    });
    if (body === null) return null;
    const parsed = estimateResponse.safeParse(body);
    if (!parsed.success) throw new RentcastError('failed');
    const e = parsed.data;
    const comparables: RentcastComparable[] = e.comparables.map((c) => ({
      address: c.formattedAddress,
      rent: Math.round(c.price),
      bedrooms: whole(c.bedrooms),
      squareFootage: whole(c.squareFootage),
      distanceMiles: c.distance ?? null,
      daysOld: whole(c.daysOld),
      listedDate: c.listedDate ?? null,
    }));
    return { rent: Math.round(e.rent), rentRangeLow: Math.round(e.rentRangeLow), rentRangeHigh: Math.round(e.rentRangeHigh), comparables };
  }

  private async fetchZipStatistics(zipcode: string, bedrooms: number): Promise<RentcastZipStatistics | null> {
    const body = await this.get('/markets', { zipCode: zipcode, dataType: 'Rental' });
    if (body === null) return null;
    const parsed = marketResponse.safeParse(body);
    if (!parsed.success) throw new RentcastError('failed');
    const rental = parsed.data.rentalData;
    const row = rental?.dataByBedrooms.find((b) => b.bedrooms === bedrooms);
    if (!row || row.totalListings === 0) return null;
    return {
      zipcode,
      bedrooms,
      averageRent: Math.round(row.averageRent),
      medianRent: Math.round(row.medianRent),
      minRent: Math.round(row.minRent),
      maxRent: Math.round(row.maxRent),
      totalListings: row.totalListings,
      lastUpdatedDate: row.lastUpdatedDate ?? rental?.lastUpdatedDate ?? null,
    };
  }
}
