import { type PlanForm, planFormFromLease, type SavedPlan } from '#domain/plan/plan-form.ts';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { selectLeases } from '../leases/leases.repo.ts';
// A saved plan is kept while a purchase of the account lasts, plus the saved negotiation's retention (ADR 0060).
import { keptAfter } from '../negotiations/negotiations.ts';
import { ok, type Result, refuse } from '../result.ts';
import { deleteExpiredSavedPlans, deleteSavedPlan, selectSavedPlan, upsertSavedPlan } from './saved-plans.repo.ts';

export const SAVED_PLAN_MESSAGES = {
  premiumRequired: 'Keeping your plan on your account is part of Premium, and your Premium access is not active.',
} as const;

/** Keeps the plan form on the account, with the renter's consent (the plan page's "Keep my plan on my account"). */
export async function savePlan(
  deps: Pick<Deps, 'database'>,
  userId: string,
  form: PlanForm,
  now = new Date(),
): Promise<Result<SavedPlan, 'premium_required'>> {
  const { db } = deps.database;
  if (!(await selectActivePurchase(db, userId, now))) return refuse('premium_required', SAVED_PLAN_MESSAGES.premiumRequired);
  await upsertSavedPlan(db, userId, form, now);
  return ok({ source: 'account', form, savedAt: now.toISOString() });
}

/**
 * What /plan, the letter page and the dashboard start from when signed in: the plan the account keeps, else the newest
 * lease submitted with a market analysis (its lease fields), else nothing. Any signed-in user: it is their own data.
 */
export async function getSavedPlan(deps: Pick<Deps, 'database'>, userId: string, now = new Date()): Promise<SavedPlan> {
  const { db } = deps.database;
  const saved = await selectSavedPlan(db, userId, keptAfter(now));
  if (saved) return { source: 'account', form: saved.form, savedAt: saved.updatedAt.toISOString() };
  const [lease] = await selectLeases(db, userId);
  return lease ? { source: 'lease', form: planFormFromLease(lease), savedAt: lease.createdAt } : { source: 'none' };
}

/** Withdraws the consent: the saved plan is deleted (Premium or not). */
export async function forgetPlan(deps: Pick<Deps, 'database'>, userId: string): Promise<void> {
  await deleteSavedPlan(deps.database.db, userId);
}

/** Deletes the saved plans of accounts whose Premium access ended more than the retention ago; the number deleted. */
export async function purgeExpiredPlans(deps: Pick<Deps, 'database'>, now = new Date()): Promise<number> {
  return deleteExpiredSavedPlans(deps.database.db, keptAfter(now));
}
