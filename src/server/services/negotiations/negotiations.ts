import { randomBytes } from 'node:crypto';
import {
  NEGOTIATION_LIMITS,
  NEGOTIATION_RETENTION_DAYS,
  type NegotiationEventKind,
  type SavedNegotiation,
} from '#domain/negotiation/saved-negotiation.ts';
import type { saveNegotiationSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { ok, type Result, refuse } from '../result.ts';
import { RULES } from '../rate-limit/rate-limit-rules.ts';
import { deleteSavedPlan } from '../plan/saved-plans.repo.ts';
import {
  countKeptNegotiations,
  deleteExpiredNegotiations,
  deleteOwnNegotiation,
  insertEvent,
  insertNegotiation,
  lockOwnNegotiation,
  lockUser,
  selectNegotiations,
  selectOwnNegotiation,
  syncReminders,
  updateProgress,
} from './negotiations.repo.ts';
import { progressOf } from '#domain/negotiation/agenda.ts';
import { wantedReminders } from './progress.ts';

type NegotiationDeps = Pick<Deps, 'database'>;

export const NEGOTIATION_MESSAGES = {
  premiumRequired: 'Saving your negotiation is part of Premium, and your Premium access is not active.',
  notFound: 'Negotiation not found',
  negotiationLimit: `You can keep up to ${NEGOTIATION_LIMITS.perAccount} saved negotiations. Delete one from your dashboard to save another.`,
  eventLimit: `This negotiation holds the most entries it can keep (${NEGOTIATION_LIMITS.eventsPerNegotiation}). Save a new negotiation for a new round.`,
} as const;

const DAY_MS = 86_400_000;
/** Negotiations whose account's access ended before this are past their retention: never read, and deleted by the purge. */
export const keptAfter = (now: Date) => new Date(now.getTime() - NEGOTIATION_RETENTION_DAYS * DAY_MS);

/**
 * Saves a negotiation for a Premium holder, with their consent (the letter page's "Save this negotiation to my
 * account"): the letter's figures, the plan's dates and the letter itself, kept while a purchase of the account lasts
 * plus NEGOTIATION_RETENTION_DAYS. With reminders on, one reminder per plan date still ahead; each is emailed on its day
 * only while Premium is active and the account's address is confirmed, so turning reminders on with an address not yet
 * confirmed sends the confirmation email (at most one an hour). At most NEGOTIATION_LIMITS.perAccount are kept.
 */
export async function saveNegotiation(
  deps: Pick<Deps, 'database' | 'auth' | 'rateLimits' | 'config' | 'logger'>,
  user: { id: string; email: string; emailVerified: boolean },
  input: z.output<typeof saveNegotiationSchema>,
  now = new Date(),
): Promise<Result<SavedNegotiation, 'premium_required' | 'negotiation_limit_reached'>> {
  const { db } = deps.database;
  // Every date from today on, today's due at once: a reminder due today is sent today (ADR 0068).
  const reminders = input.reminders
    ? wantedReminders(
        {
          sendOn: input.sendOn,
          replyBy: input.replyBy,
          noticeBy: input.noticeBy,
          leaseEnd: input.leaseEnd,
          letterSentOn: null,
          answered: false,
          agreement: null,
          signedOn: null,
        },
        now,
      )
    : [];
  const saved = await db.transaction().execute(async (trx) => {
    await lockUser(trx, user.id);
    if (!(await selectActivePurchase(trx, user.id, now))) return refuse('premium_required', NEGOTIATION_MESSAGES.premiumRequired);
    if ((await countKeptNegotiations(trx, user.id, keptAfter(now))) >= NEGOTIATION_LIMITS.perAccount)
      return refuse('negotiation_limit_reached', NEGOTIATION_MESSAGES.negotiationLimit);
    const id = await insertNegotiation(
      trx,
      {
        user_id: user.id,
        address_label: input.addressLabel,
        landlord_name: input.handoff.landlordName,
        current_rent: input.handoff.currentRent,
        asked_rent: input.handoff.askedRent,
        proposed_rent: input.handoff.proposedRent,
        lease_end: input.leaseEnd,
        send_on: input.sendOn,
        reply_by: input.replyBy,
        notice_by: input.noticeBy,
        handoff: JSON.stringify(input.handoff),
        reminders_on: input.reminders,
        stop_token: randomBytes(32).toString('base64url'),
      },
      { kind: 'letter', text: input.letter, happened_on: input.sendOn },
      reminders,
    );
    return ok(await selectOwnNegotiation(trx, user.id, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS));
  });
  if (!saved.ok) return saved;
  if (!saved.value) throw new Error('A negotiation just saved could not be read back');
  if (saved.value.remindersAwaitConfirmation) await askToConfirmEmail(deps, user);
  return ok(saved.value);
}

/** The RULES.confirmEmailUser budget: one confirmation email an hour, however many negotiations turn reminders on. */
async function askToConfirmEmail(deps: Pick<Deps, 'auth' | 'rateLimits' | 'config' | 'logger'>, user: { id: string; email: string }) {
  if (!(await deps.rateLimits.consume(RULES.confirmEmailUser, user.id)).allowed) return;
  try {
    await deps.auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/dashboard' } });
  } catch (error) {
    // The negotiation is saved; the dashboard still says that reminders wait for the confirmation.
    deps.logger.warn({ err: error, userId: user.id }, 'The confirmation email for reminders could not be written');
  }
}

/** The user's own negotiations still kept, newest first. */
export async function listNegotiations(deps: NegotiationDeps, userId: string, now = new Date()): Promise<SavedNegotiation[]> {
  return selectNegotiations(deps.database.db, userId, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
}

/** One of the user's own negotiations; another user's is not found, as a missing one. */
export async function getNegotiation(
  deps: NegotiationDeps,
  userId: string,
  id: string,
  now = new Date(),
): Promise<Result<SavedNegotiation, 'not_found'>> {
  const saved = await selectOwnNegotiation(deps.database.db, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
  return saved ? ok(saved) : refuse('not_found', NEGOTIATION_MESSAGES.notFound);
}

/**
 * Adds a letter, the landlord's answer or a reply to one of the user's negotiations, while Premium is active. With the
 * landlord's answer saved, the reminders waiting for it (reply-by, follow-up) are dropped. The ownership check and the
 * write are one transaction holding the negotiation's row: a delete at the same time comes before (then it is not
 * found) or after, never between.
 */
export async function addNegotiationEvent(
  deps: NegotiationDeps,
  userId: string,
  id: string,
  event: { kind: NegotiationEventKind; text: string; date: string; amount?: number | null },
  now = new Date(),
): Promise<Result<SavedNegotiation, 'not_found' | 'premium_required' | 'event_limit_reached'>> {
  return deps.database.db.transaction().execute(async (trx) => {
    const existing = await lockOwnNegotiation(trx, userId, id, keptAfter(now));
    if (!existing) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
    if (!(await selectActivePurchase(trx, userId, now))) return refuse('premium_required', NEGOTIATION_MESSAGES.premiumRequired);
    if (existing.events >= NEGOTIATION_LIMITS.eventsPerNegotiation) return refuse('event_limit_reached', NEGOTIATION_MESSAGES.eventLimit);
    await insertEvent(trx, {
      negotiation_id: id,
      kind: event.kind,
      text: event.text,
      happened_on: event.date,
      amount: event.kind === 'landlord_answer' ? (event.amount ?? null) : null,
    });
    const saved = await selectOwnNegotiation(trx, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
    if (!saved) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
    // With the landlord's answer recorded, "answer due" and the follow-up are no longer wanted (ADR 0068).
    if (event.kind === 'landlord_answer' && saved.remindersOn) await syncReminders(trx, id, wantedReminders(progressOf(saved), now));
    return ok(saved);
  });
}

/**
 * Deletes one of the user's own negotiations with its events, reminders and emails (Premium or not), and the plan the
 * account kept (ADR 0060).
 */
export async function deleteNegotiation(deps: NegotiationDeps, userId: string, id: string): Promise<Result<null, 'not_found'>> {
  if (!(await deleteOwnNegotiation(deps.database.db, userId, id))) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
  await deleteSavedPlan(deps.database.db, userId);
  return ok(null);
}

/** Deletes every negotiation past its account's access plus NEGOTIATION_RETENTION_DAYS; the number deleted. */
export async function purgeExpiredNegotiations(deps: NegotiationDeps, now = new Date()): Promise<number> {
  return deleteExpiredNegotiations(deps.database.db, keptAfter(now));
}

export const PROGRESS_MESSAGES = {
  agreementFirst: 'Record the agreed rent and term before marking the renewal signed.',
} as const;

/** What the dashboard records: the letter sent, the agreed rent and term with the day to sign by, the renewal signed. */
export interface ProgressUpdate {
  letterSentOn?: string | null | undefined;
  agreement?: { rent: number; termMonths: number; signBy: string; agreedOn: string } | null | undefined;
  signedOn?: string | null | undefined;
}

/**
 * Records how one of the user's negotiations went on (ADR 0068), while Premium is active, and makes its reminders follow:
 * marking the letter sent drops "send your letter", an agreement adds "sign your renewal by" and drops the dates that
 * waited for an answer, a signed renewal ends them all. In one transaction holding the negotiation's row.
 */
export async function updateNegotiationProgress(
  deps: NegotiationDeps,
  userId: string,
  id: string,
  update: ProgressUpdate,
  now = new Date(),
): Promise<Result<SavedNegotiation, 'not_found' | 'premium_required' | 'agreement_required'>> {
  return deps.database.db.transaction().execute(async (trx) => {
    const existing = await lockOwnNegotiation(trx, userId, id, keptAfter(now));
    if (!existing) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
    if (!(await selectActivePurchase(trx, userId, now))) return refuse('premium_required', NEGOTIATION_MESSAGES.premiumRequired);
    const before = await selectOwnNegotiation(trx, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
    if (!before) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
    const agreement = update.agreement === undefined ? before.agreement : update.agreement;
    if (update.signedOn && !agreement) return refuse('agreement_required', PROGRESS_MESSAGES.agreementFirst);
    await updateProgress(trx, id, {
      ...(update.letterSentOn !== undefined ? { letter_sent_on: update.letterSentOn } : {}),
      ...(update.agreement !== undefined
        ? {
            agreed_rent: update.agreement?.rent ?? null,
            agreed_term_months: update.agreement?.termMonths ?? null,
            sign_by: update.agreement?.signBy ?? null,
            agreed_on: update.agreement?.agreedOn ?? null,
            // Without an agreement there is nothing signed.
            ...(update.agreement === null ? { signed_on: null } : {}),
          }
        : {}),
      ...(update.signedOn !== undefined ? { signed_on: update.signedOn } : {}),
    });
    const saved = await selectOwnNegotiation(trx, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
    if (!saved) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
    if (saved.remindersOn) await syncReminders(trx, id, wantedReminders(progressOf(saved), now));
    return ok(saved);
  });
}
