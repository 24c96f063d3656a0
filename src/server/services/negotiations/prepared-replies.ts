import { type PreparedReplies, preparedReplies } from '#domain/letters/prepared-replies.ts';
import type { PreparedRepliesRequest } from '#domain/negotiation/saved-negotiation.schema.ts';
import { replyWalkAwayOf } from '#domain/plan/plan.ts';
import { moneyAmount } from '#domain/shared/money.ts';
import type { SessionUser } from '../../app-env.ts';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { marketForPlan, renterToday } from '../plan/compute-plan.ts';
import { selectSavedPlan } from '../plan/saved-plans.repo.ts';
import { ok, type Result, refuse } from '../result.ts';
import { getNegotiation, keptAfter } from './negotiations.ts';

export const PREPARED_REPLIES_MESSAGES = {
  premiumRequired: 'Prepared replies are part of Premium, and your Premium access is not active.',
} as const;

/**
 * Prepared replies for one of the renter's saved negotiations (ADR 0077), for a Premium session: the letter's ask, the
 * latest answer recorded, and the walk-away point of the plan the account keeps (only when the plan's rent is the
 * negotiation's), with the server's own market analysis when the plan's alternative is our estimate.
 */
export async function preparedRepliesFor(
  deps: Pick<Deps, 'database' | 'market'>,
  user: Pick<SessionUser, 'id' | 'name' | 'email'>,
  id: string,
  request: PreparedRepliesRequest,
  now = new Date(),
): Promise<Result<PreparedReplies, 'premium_required' | 'not_found'>> {
  const { db } = deps.database;
  if (!(await selectActivePurchase(db, user.id, now))) return refuse('premium_required', PREPARED_REPLIES_MESSAGES.premiumRequired);
  const negotiation = await getNegotiation(deps, user.id, id, now);
  if (!negotiation.ok) return negotiation;
  const saved = negotiation.value;

  const plan = await selectSavedPlan(db, user.id, keptAfter(now));
  const samePlan = plan !== undefined && moneyAmount(plan.form.currentRent) === saved.currentRent;
  const market = samePlan && plan.form.alternativeRent.trim() === '' ? (await marketForPlan(deps, plan.form)).analysis : null;
  const walkAway = samePlan ? replyWalkAwayOf(plan.form, market) : null;

  const answer = saved.events.findLast((event) => event.kind === 'landlord_answer');
  const today = renterToday(request.today, now);
  return ok(
    preparedReplies({
      handoff: saved.handoff,
      walkAway,
      recorded: answer ? { text: answer.text, amount: answer.amount, date: answer.date } : null,
      counter: request.counter,
      raise: request.raise,
      sender: { senderName: user.name.trim(), senderEmail: user.email },
      today: new Date(`${today}T12:00:00`),
    }),
  );
}
