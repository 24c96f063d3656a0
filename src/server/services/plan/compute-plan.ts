import { analyzeMarketDataInputSchema, type MarketAnalysis } from '#domain/market/market.schema.ts';
import { buildPlan, type PlanAnswer } from '#domain/plan/plan.ts';
import type { PlanRequest } from '#domain/plan/plan-form.schema.ts';
import { isoDay, parseIsoDay, utcDayNumberOf } from '#domain/shared/dates.ts';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { ok, type Result, refuse } from '../result.ts';
import { rentCheckResponseForLetter } from '../rent-rules/check-rent-increase.ts';

export const PLAN_MESSAGES = {
  premiumRequired: 'Your Negotiation Plan is part of Premium, and your Premium access is not active.',
} as const;

/**
 * The renter's day: theirs when it is within a day of the server's (their clock in their time zone), else the server's.
 * The dates the plan gives (send on, reply by) are then the ones the renter's own calendar shows.
 */
export function renterToday(requested: string, now: Date): string {
  const serverDay = utcDayNumberOf(now);
  const day = parseIsoDay(requested);
  return day !== null && Math.abs(day - serverDay) <= 1 ? requested : isoDay(serverDay);
}

/** Our market analysis for the plan's ZIP code and home, or why there is none (never the browser's figures). */
export async function marketForPlan(
  deps: Pick<Deps, 'market'>,
  form: PlanRequest['form'],
): Promise<{ analysis: MarketAnalysis | null; message: string | null }> {
  const query = analyzeMarketDataInputSchema.safeParse({
    zipcode: form.zipcode,
    currentRent: form.currentRent,
    bedrooms: form.bedrooms,
    housingType: form.housingType,
    tierLevel: form.tierLevel,
  });
  if (!query.success) return { analysis: null, message: query.error.issues[0]?.message ?? null };
  const analysis = await deps.market.analyze(query.data);
  return analysis.ok ? { analysis: analysis.value, message: null } : { analysis: null, message: analysis.message };
}

/**
 * "Your Negotiation Plan" for a Premium session (ADR 0058): the server's own market analysis and rent check of the
 * renter's lease, the scenarios built from them and the walk-away point. Computed here, never in the browser, so the
 * plan is what Premium delivers and not a page anyone could compute.
 */
export async function computePlan(
  deps: Pick<Deps, 'database' | 'market' | 'marketData'>,
  userId: string,
  request: PlanRequest,
  now = new Date(),
): Promise<Result<PlanAnswer, 'premium_required' | 'invalid_figure'>> {
  if (!(await selectActivePurchase(deps.database.db, userId, now))) return refuse('premium_required', PLAN_MESSAGES.premiumRequired);
  const { form, rules } = request;
  // The card's figure read on the official page and its month counts, as the rent check takes them (ADR 0072).
  const check = rentCheckResponseForLetter(
    deps,
    {
      zipcode: form.zipcode,
      currentRent: form.currentRent,
      landlordProposedRent: form.landlordProposedRent,
      leaseEndDate: form.leaseEndDate || undefined,
      noticeDate: undefined,
    },
    { answers: form.ruleAnswers, ...rules },
  );
  if (check && !check.success && check.code === 'invalid_figure') return refuse('invalid_figure', check.message);
  const rentCheck = check?.success ? check.check : null;
  const market = await marketForPlan(deps, form);
  return ok(buildPlan({ form, market: market.analysis, marketMessage: market.message, rentCheck, today: renterToday(request.today, now) }));
}
