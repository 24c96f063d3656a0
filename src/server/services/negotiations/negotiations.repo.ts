import type { LetterHandoff } from '#domain/letters/letter-handoff.ts';
import type { Agreement } from '#domain/negotiation/agenda.ts';
import {
  NEGOTIATION_LIMITS,
  type ReminderKind,
  type SavedNegotiation,
  type SavedNegotiationEvent,
} from '#domain/negotiation/saved-negotiation.ts';
import {
  type Expression,
  type Insertable,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database, NegotiationEventsTable, NegotiationsTable } from '../../db/types.ts';

const iso = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
const isoOrNull = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * When the Premium access of the negotiation's account ends: the latest expiry of its completed purchases (an extension
 * moves it), or null when it has none. A negotiation is kept until then plus the retention (issue 31).
 */
const accessUntil = sql<
  Date | string | null
>`(select max(p.expires_at) from user_purchases p where p.user_id = negotiations.user_id and p.status = 'completed')`;

/** The negotiation's account has a completed purchase ending after `after`. */
export const accessEndsAfter = (after: Date): Expression<SqlBool> =>
  sql<SqlBool>`exists (select 1 from user_purchases p where p.user_id = negotiations.user_id and p.status = 'completed' and p.expires_at > ${after})`;

const selectNegotiation = <O>(query: SelectQueryBuilder<Database, 'negotiations', O>) =>
  query.select([
    'id',
    'address_label',
    'landlord_name',
    'current_rent',
    'asked_rent',
    'proposed_rent',
    isoOrNull('lease_end').as('lease_end'),
    iso('send_on').as('send_on'),
    iso('reply_by').as('reply_by'),
    isoOrNull('notice_by').as('notice_by'),
    'handoff',
    'reminders_on',
    'reminders_stopped_at',
    isoOrNull('letter_sent_on').as('letter_sent_on'),
    'agreed_rent',
    'agreed_term_months',
    isoOrNull('agreed_on').as('agreed_on'),
    isoOrNull('sign_by').as('sign_by'),
    isoOrNull('signed_on').as('signed_on'),
    accessUntil.as('expires_at'),
    sql<boolean>`(select u."emailVerified" from "user" u where u.id = negotiations.user_id)`.as('email_verified'),
    'created_at',
  ]);

type NegotiationRow = Awaited<ReturnType<ReturnType<typeof selectNegotiation<object>>['executeTakeFirstOrThrow']>>;

const toEvent = (row: {
  id: number;
  kind: SavedNegotiationEvent['kind'];
  text: string;
  date: string;
  amount: number | null;
  created_at: Date | string;
}): SavedNegotiationEvent => ({
  id: row.id,
  kind: row.kind,
  text: row.text,
  date: row.date,
  amount: row.amount,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The agreement a negotiation's row records (ADR 0068): all four columns set, else none. */
export function agreementOf(row: {
  agreed_rent: number | null;
  agreed_term_months: number | null;
  sign_by: string | null;
  agreed_on: string | null;
}): Agreement | null {
  return row.agreed_rent !== null && row.agreed_term_months !== null && row.sign_by !== null && row.agreed_on !== null
    ? { rent: row.agreed_rent, termMonths: row.agreed_term_months, signBy: row.sign_by, agreedOn: row.agreed_on }
    : null;
}

function toSaved(row: NegotiationRow, events: SavedNegotiationEvent[], retentionDays: number): SavedNegotiation {
  // A negotiation read is one whose access has not ended past its retention, so it has a purchase.
  const expiresAt = new Date(row.expires_at ?? 0);
  return {
    id: row.id,
    addressLabel: row.address_label,
    landlordName: row.landlord_name,
    currentRent: row.current_rent,
    askedRent: row.asked_rent,
    proposedRent: row.proposed_rent,
    leaseEnd: row.lease_end,
    sendOn: row.send_on,
    replyBy: row.reply_by,
    noticeBy: row.notice_by,
    handoff: (typeof row.handoff === 'string' ? JSON.parse(row.handoff) : row.handoff) as LetterHandoff,
    remindersOn: row.reminders_on,
    remindersStopped: row.reminders_stopped_at !== null,
    remindersAwaitConfirmation: row.reminders_on && row.reminders_stopped_at === null && !row.email_verified,
    expiresAt: expiresAt.toISOString(),
    deleteAfter: new Date(expiresAt.getTime() + retentionDays * 86_400_000).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    events,
    letterSentOn: row.letter_sent_on,
    agreement: agreementOf(row),
    signedOn: row.signed_on,
  };
}

export interface NewReminder {
  kind: ReminderKind;
  dueOn: string;
  dueAt: Date;
}

/** Inserts a negotiation with its first letter and its reminders (in the caller's transaction). */
export async function insertNegotiation(
  trx: Transaction<Database>,
  negotiation: Insertable<NegotiationsTable>,
  letter: Omit<Insertable<NegotiationEventsTable>, 'negotiation_id'>,
  reminders: NewReminder[],
): Promise<string> {
  const { id } = await trx.insertInto('negotiations').values(negotiation).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('negotiation_events')
    .values({ ...letter, negotiation_id: id })
    .execute();
  if (reminders.length > 0) {
    await trx
      .insertInto('negotiation_reminders')
      .values(reminders.map((r) => ({ negotiation_id: id, kind: r.kind, due_on: r.dueOn, due_at: r.dueAt })))
      .execute();
  }
  return id;
}

/**
 * Locks the user's row until the caller's transaction ends, so that two saves of one account are counted one after
 * the other (the per-account cap holds under concurrent requests).
 */
export async function lockUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
}

/** How many negotiations the user keeps now (those not yet past their retention). */
export async function countKeptNegotiations(db: Kysely<Database>, userId: string, keptAfter: Date): Promise<number> {
  const row = await db
    .selectFrom('negotiations')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where(accessEndsAfter(keptAfter))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * One of the user's kept negotiations, locked until the caller's transaction ends (a delete waits for it, and it waits
 * for a delete: then it is gone), with its number of entries; undefined when there is none of theirs.
 */
export async function lockOwnNegotiation(trx: Transaction<Database>, userId: string, id: string, keptAfter: Date) {
  const row = await trx
    .selectFrom('negotiations')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(accessEndsAfter(keptAfter))
    .forUpdate()
    .executeTakeFirst();
  if (!row) return undefined;
  const { n } = await trx
    .selectFrom('negotiation_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('negotiation_id', '=', id)
    .executeTakeFirstOrThrow();
  return { id: row.id, events: Number(n) };
}

async function eventsOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return new Map<string, SavedNegotiationEvent[]>();
  const rows = await db
    .selectFrom('negotiation_events')
    .select(['id', 'negotiation_id', 'kind', 'text', iso('happened_on').as('date'), 'amount', 'created_at'])
    .where('negotiation_id', 'in', ids)
    // In the order they were saved: a letter is dated the day it is to be sent, which may be after today.
    .orderBy('id')
    .execute();
  const byNegotiation = new Map<string, SavedNegotiationEvent[]>();
  for (const row of rows) {
    const list = byNegotiation.get(row.negotiation_id) ?? [];
    list.push(toEvent(row));
    byNegotiation.set(row.negotiation_id, list);
  }
  return byNegotiation;
}

/** A user's negotiations not yet past their retention, newest first (at most the per-account cap), each with its events. */
export async function selectNegotiations(
  db: Kysely<Database>,
  userId: string,
  keptAfter: Date,
  retentionDays: number,
): Promise<SavedNegotiation[]> {
  const rows = await selectNegotiation(db.selectFrom('negotiations'))
    .where('user_id', '=', userId)
    .where(accessEndsAfter(keptAfter))
    .orderBy('created_at', 'desc')
    .limit(NEGOTIATION_LIMITS.perAccount)
    .execute();
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSaved(row, events.get(row.id) ?? [], retentionDays));
}

/** One of the user's negotiations (another user's is undefined, as a missing one). */
export async function selectOwnNegotiation(
  db: Kysely<Database>,
  userId: string,
  id: string,
  keptAfter: Date,
  retentionDays: number,
): Promise<SavedNegotiation | undefined> {
  const row = await selectNegotiation(db.selectFrom('negotiations'))
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where(accessEndsAfter(keptAfter))
    .executeTakeFirst();
  if (!row) return undefined;
  const events = await eventsOf(db, [row.id]);
  return toSaved(row, events.get(row.id) ?? [], retentionDays);
}

export async function insertEvent(db: Transaction<Database>, event: Insertable<NegotiationEventsTable>): Promise<void> {
  await db.insertInto('negotiation_events').values(event).execute();
}

/** Deletes one of the user's negotiations (with its events and reminders); false when there was none of theirs. */
export async function deleteOwnNegotiation(db: Kysely<Database>, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('negotiations').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Deletes every negotiation whose account has no purchase lasting past `cutoff`; the number deleted. Its events,
 * reminders and outbox emails go with it (foreign keys on delete cascade).
 */
export async function deleteExpiredNegotiations(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('negotiations')
    .where((eb) => eb.not(accessEndsAfter(cutoff)))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sets the negotiation's progress columns (in the caller's transaction, which holds its row). */
export async function updateProgress(
  trx: Transaction<Database>,
  id: string,
  progress: Pick<
    Updateable<NegotiationsTable>,
    'letter_sent_on' | 'agreed_rent' | 'agreed_term_months' | 'agreed_on' | 'sign_by' | 'signed_on'
  >,
): Promise<void> {
  if (Object.keys(progress).length === 0) return;
  await trx.updateTable('negotiations').set(progress).where('id', '=', id).execute();
}

/**
 * Makes the negotiation's reminders the wanted ones (ADR 0068): a wanted date with no row is added, one whose day moved
 * is due again on its new day, and an unsent reminder no longer wanted is deleted. A reminder already sent for the same
 * day stays sent.
 */
export async function syncReminders(trx: Transaction<Database>, negotiationId: string, wanted: readonly NewReminder[]): Promise<void> {
  const rows = await trx
    .selectFrom('negotiation_reminders')
    .select(['id', 'kind', sql<string>`to_char(due_on, 'YYYY-MM-DD')`.as('due_on'), 'sent_at'])
    .where('negotiation_id', '=', negotiationId)
    .execute();
  for (const reminder of wanted) {
    const row = rows.find((r) => r.kind === reminder.kind);
    if (!row) {
      await trx
        .insertInto('negotiation_reminders')
        .values({ negotiation_id: negotiationId, kind: reminder.kind, due_on: reminder.dueOn, due_at: reminder.dueAt })
        .execute();
    } else if (row.due_on !== reminder.dueOn) {
      await trx
        .updateTable('negotiation_reminders')
        .set({ due_on: reminder.dueOn, due_at: reminder.dueAt, sent_at: null })
        .where('id', '=', row.id)
        .execute();
    }
  }
  const unwanted = rows.filter((r) => r.sent_at === null && !wanted.some((w) => w.kind === r.kind)).map((r) => r.id);
  if (unwanted.length > 0) await trx.deleteFrom('negotiation_reminders').where('id', 'in', unwanted).execute();
}
