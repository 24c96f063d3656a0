import type { RentcastZipStatistics } from '#domain/letters/market-report-comparables.ts';
import type { RentcastAnswer, RentcastApi, RentcastEstimate, RentcastEstimateQuery } from './rentcast-api.ts';

/** How long an answer is reused: RentCast's figures change daily at most, and each call counts against the quota. */
const RENTCAST_CACHE_MS = 24 * 60 * 60 * 1000;

interface Entry {
  at: number;
  answer: RentcastAnswer<unknown>;
}

/**
 * RentCast with a day's memory of each answer, per address and bedrooms (or ZIP and bedrooms), in this process: the
 * same renter downloading the report again, or a neighbour asking about the same home, costs the operator one call.
 * Failures are not kept, so the next try asks again. The map drops expired entries as it grows.
 */
export class CachedRentcast {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly api: RentcastApi,
    private readonly now: () => number = Date.now,
  ) {}

  rentEstimate(query: RentcastEstimateQuery): Promise<{ answer: RentcastAnswer<RentcastEstimate>; at: number }> {
    const key = `estimate|${query.address.trim().toLowerCase().replace(/\s+/g, ' ')}|${query.bedrooms}|${query.propertyType}`;
    return this.remember(key, () => this.api.rentEstimate(query));
  }

  zipStatistics(zipcode: string, bedrooms: number): Promise<{ answer: RentcastAnswer<RentcastZipStatistics>; at: number }> {
    return this.remember(`market|${zipcode}|${bedrooms}`, () => this.api.zipStatistics(zipcode, bedrooms));
  }

  private async remember<T>(key: string, call: () => Promise<RentcastAnswer<T>>): Promise<{ answer: RentcastAnswer<T>; at: number }> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < RENTCAST_CACHE_MS) return { answer: kept.answer as RentcastAnswer<T>, at: kept.at };
    const answer = await call();
    if (answer.ok) {
      for (const [k, entry] of this.entries) if (now - entry.at >= RENTCAST_CACHE_MS) this.entries.delete(k);
      this.entries.set(key, { at: now, answer });
    }
    return { answer, at: now };
  }
}
