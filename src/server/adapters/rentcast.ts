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

/** Redirects followed within RentCast's own origin. */
const MAX_REDIRECTS = 3;
/**
 * The largest answer read: an estimate with its comparables is a few kilobytes; a larger one (a 40 MB answer of
 * 150,000 comparables was relayed whole before, issue 31) is refused while it streams, never held in memory.
 */
const MAX_ANSWER_BYTES = 512 * 1024;

/** The body as text, refused once it passes `limit` bytes (by its Content-Length, or while it streams). */
async function boundedText(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) {
    await response.body?.cancel();
    throw new RentcastError('failed');
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new RentcastError('failed');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const whole = (n: number | null | undefined) => (n === null || n === undefined || Number.isNaN(n) ? null : Math.round(n));

export class RentcastClient implements RentcastApi {
  constructor(private readonly options: RentcastOptions) {}

  private async get(path: string, query: Record<string, string>): Promise<unknown | null> {
    let url = new URL(`${this.options.baseUrl.replace(/\/$/, '')}${path}?${new URLSearchParams(query)}`);
    const origin = url.origin;
    const signal = AbortSignal.timeout(this.options.timeoutMs);
    let response: Response;
    try {
      // Redirects are followed by hand, and only within RentCast's origin: the API key is never sent anywhere else.
      for (let hop = 0; ; hop++) {
        response = await fetch(url, {
          headers: { 'X-Api-Key': this.options.apiKey, accept: 'application/json' },
          redirect: 'manual',
          signal,
        });
        if (response.status < 300 || response.status >= 400) break;
        await response.body?.cancel();
        const next = new URL(response.headers.get('location') ?? '', url);
        if (next.origin !== origin || hop >= MAX_REDIRECTS) throw new RentcastError('failed');
        url = next;
      }
    } catch (error) {
      if (error instanceof RentcastError) throw error;
      throw new RentcastError(error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'failed');
    }
    if (response.status === 404) return null;
    if (response.status === 401 || response.status === 403) throw new RentcastError('unauthorized');
    if (response.status === 429) throw new RentcastError('rate_limited');
    if (!response.ok) throw new RentcastError('failed');
    try {
      return JSON.parse(await boundedText(response, MAX_ANSWER_BYTES));
    } catch (error) {
      if (error instanceof RentcastError) throw error;
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
    // At most the number asked for, whatever RentCast sends: only these are kept a day and answered.
    const comparables: RentcastComparable[] = e.comparables.slice(0, q.compCount).map((c) => ({
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
