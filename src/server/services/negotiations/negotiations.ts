import { randomBytes } from 'node:crypto';
import {
  NEGOTIATION_RETENTION_DAYS,
  type NegotiationEventKind,
  planDates,
  type SavedNegotiation,
} from '#domain/negotiation/saved-negotiation.ts';
import type { saveNegotiationSchema } from '#domain/negotiation/saved-negotiation.schema.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { ok, type Result, refuse } from '../result.ts';
import { reminderDueAt } from '../reminders/reminder-time.ts';
import {
  deleteExpiredNegotiations,
  deleteOwnNegotiation,
  dropAnswerReminders,
  insertEvent,
  insertNegotiation,
  selectNegotiations,
  selectOwnNegotiation,
} from './negotiations.repo.ts';

type NegotiationDeps = Pick<Deps, 'database'>;

export const NEGOTIATION_MESSAGES = {
  premiumRequired: 'Saving your negotiation is part of Premium, and your Premium access is not active.',
  notFound: 'Negotiation not found',
} as const;

const DAY_MS = 86_400_000;
/** Negotiations whose access ended before this are past their retention: never read, and deleted by the purge. */
const keptAfter = (now: Date) => new Date(now.getTime() - NEGOTIATION_RETENTION_DAYS * DAY_MS);

/**
 * Saves a negotiation for a Premium holder, with their consent (the letter page's "Save this negotiation to my
 * account"): the letter's figures, the plan's dates and the letter itself, kept until the purchase's expiry plus
 * NEGOTIATION_RETENTION_DAYS. With reminders on, one reminder per plan date still ahead and within the access.
 */
export async function saveNegotiation(
  deps: NegotiationDeps,
  userId: string,
  input: z.output<typeof saveNegotiationSchema>,
  now = new Date(),
): Promise<Result<SavedNegotiation, 'premium_required'>> {
  const { db } = deps.database;
  const purchase = await selectActivePurchase(db, userId, now);
  if (!purchase) return refuse('premium_required', NEGOTIATION_MESSAGES.premiumRequired);
  const expiresAt = new Date(purchase.expires_at);
  const reminders = input.reminders
    ? planDates(input)
        .map((d) => ({ kind: d.kind, dueOn: d.date, dueAt: reminderDueAt(d.date) }))
        .filter((r) => r.dueAt > now && r.dueAt < expiresAt)
    : [];
  const id = await insertNegotiation(
    db,
    {
      user_id: userId,
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
      expires_at: expiresAt,
    },
    { kind: 'letter', text: input.letter, happened_on: input.sendOn },
    reminders,
  );
  const saved = await selectOwnNegotiation(db, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
  if (!saved) throw new Error('A negotiation just saved could not be read back');
  return ok(saved);
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
 * landlord's answer saved, the reminders waiting for it (reply-by, follow-up) are dropped.
 */
export async function addNegotiationEvent(
  deps: NegotiationDeps,
  userId: string,
  id: string,
  event: { kind: NegotiationEventKind; text: string; date: string },
  now = new Date(),
): Promise<Result<SavedNegotiation, 'not_found' | 'premium_required'>> {
  const { db } = deps.database;
  const existing = await selectOwnNegotiation(db, userId, id, keptAfter(now), NEGOTIATION_RETENTION_DAYS);
  if (!existing) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
  if (!(await selectActivePurchase(db, userId, now))) return refuse('premium_required', NEGOTIATION_MESSAGES.premiumRequired);
  await insertEvent(db, { negotiation_id: id, kind: event.kind, text: event.text, happened_on: event.date });
  if (event.kind === 'landlord_answer') await dropAnswerReminders(db, id);
  return getNegotiation(deps, userId, id, now);
}

/** Deletes one of the user's own negotiations, its events and its reminders (Premium or not). */
export async function deleteNegotiation(deps: NegotiationDeps, userId: string, id: string): Promise<Result<null, 'not_found'>> {
  return (await deleteOwnNegotiation(deps.database.db, userId, id)) ? ok(null) : refuse('not_found', NEGOTIATION_MESSAGES.notFound);
}

/** Deletes every negotiation past its access plus NEGOTIATION_RETENTION_DAYS; the number deleted. */
export async function purgeExpiredNegotiations(deps: NegotiationDeps, now = new Date()): Promise<number> {
  return deleteExpiredNegotiations(deps.database.db, keptAfter(now));
}
