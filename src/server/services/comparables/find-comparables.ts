import {
  MARKET_REPORT_PREMIUM_REQUIRED,
  type MarketComparables,
  type MarketComparablesRequest,
  RENTCAST_COMP_COUNT,
  rentcastPropertyType,
} from '#domain/letters/market-report-comparables.ts';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { RULES } from '../rate-limit/rate-limit-rules.ts';
import { ok, type Result, refuse } from '../result.ts';

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** "Street, City, State, ZIP", RentCast's address form; the city and state come from the shipped ZIP list. */
function fullAddress(deps: Pick<Deps, 'marketData'>, street: string, zipcode: string): string {
  if (street.includes(zipcode)) return street;
  const facts = deps.marketData?.lookup(zipcode) ?? null;
  return [street, facts?.city, facts?.state, zipcode].filter((part): part is string => Boolean(part)).join(', ');
}

/**
 * Comparable rentals for a Premium holder's market report (ADR 0049): RentCast's long-term rent estimate and its
 * comparables for the renter's address and bedrooms, or, with no address, RentCast's rental statistics for the ZIP
 * and bedroom count. Without RENTCAST_API_KEY, or when RentCast fails, the answer says why, and the report lists the
 * renter's own listings. Answers are kept for a day (cached-rentcast.ts).
 */
export async function findComparables(
  deps: Pick<Deps, 'database' | 'marketData' | 'rentcast' | 'logger' | 'rateLimits'>,
  userId: string,
  request: MarketComparablesRequest,
  now = new Date(),
): Promise<Result<MarketComparables, 'premium_required'>> {
  if (!(await selectActivePurchase(deps.database.db, userId, now))) return refuse('premium_required', MARKET_REPORT_PREMIUM_REQUIRED);
  if (!deps.rentcast) return ok({ source: 'none', reason: 'not_configured' });
  // One account's daily share of the operator's RentCast quota (RULES.rentcastUser); past it, the report lists the
  // renter's own comparables, and the page says it is this account's daily limit and in how many hours it resets.
  const share = await deps.rateLimits.consume(RULES.rentcastUser, userId);
  if (!share.allowed) {
    deps.logger.warn({ userId }, 'An account reached its daily RentCast look-ups');
    return ok({ source: 'none', reason: 'account_daily_limit', resetsInHours: Math.max(1, Math.ceil(share.retryAfterSeconds / 3600)) });
  }
  if (request.address === '') {
    const { answer, at } = await deps.rentcast.zipStatistics(request.zipcode, request.bedrooms);
    if (!answer.ok) {
      deps.logger.warn({ failure: answer.failure }, 'RentCast market statistics failed');
      return ok({ source: 'none', reason: answer.failure });
    }
    if (!answer.value) return ok({ source: 'none', reason: 'no_data' });
    return ok({ source: 'rentcast_market', retrievedOn: isoDay(at), statistics: answer.value });
  }
  const address = fullAddress(deps, request.address, request.zipcode);
  const { answer, at } = await deps.rentcast.rentEstimate({
    address,
    bedrooms: request.bedrooms,
    propertyType: rentcastPropertyType(request.housingType),
    compCount: RENTCAST_COMP_COUNT,
  });
  if (!answer.ok) {
    deps.logger.warn({ failure: answer.failure }, 'RentCast rent estimate failed');
    return ok({ source: 'none', reason: answer.failure });
  }
  if (!answer.value) return ok({ source: 'none', reason: 'no_data' });
  return ok({ source: 'rentcast_estimate', retrievedOn: isoDay(at), address, ...answer.value });
}
