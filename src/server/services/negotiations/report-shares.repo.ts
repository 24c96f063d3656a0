import type { ReportShareStatus, SharedReport, SharedReportContent } from '#domain/negotiation/report-share.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { accessEndsAfter } from './negotiations.repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** Makes (or replaces: the old token stops working) the negotiation's one link, in the caller's transaction. */
export async function upsertReportShare(
  trx: Transaction<Database>,
  share: { negotiationId: string; tokenHash: string; nameLine: string | null; report: SharedReportContent; now: Date },
): Promise<ReportShareStatus> {
  const values = {
    token_hash: share.tokenHash,
    name_line: share.nameLine,
    report: JSON.stringify(share.report),
    created_at: share.now,
    first_opened_at: null,
  };
  const row = await trx
    .insertInto('report_shares')
    .values({ negotiation_id: share.negotiationId, ...values })
    .onConflict((oc) => oc.column('negotiation_id').doUpdateSet(values))
    .returning(['name_line', 'created_at', 'first_opened_at'])
    .executeTakeFirstOrThrow();
  return { nameLine: row.name_line, createdAt: iso(row.created_at), firstOpenedAt: null };
}

/** The link of one negotiation (whose ownership the caller checked), or undefined. */
export async function selectReportShare(db: Kysely<Database>, negotiationId: string): Promise<ReportShareStatus | undefined> {
  const row = await db
    .selectFrom('report_shares')
    .select(['name_line', 'created_at', 'first_opened_at'])
    .where('negotiation_id', '=', negotiationId)
    .executeTakeFirst();
  return row
    ? { nameLine: row.name_line, createdAt: iso(row.created_at), firstOpenedAt: row.first_opened_at ? iso(row.first_opened_at) : null }
    : undefined;
}

/** Turns off the link of one negotiation (whose ownership the caller checked). */
export async function deleteReportShare(db: Kysely<Database>, negotiationId: string): Promise<void> {
  await db.deleteFrom('report_shares').where('negotiation_id', '=', negotiationId).execute();
}

/**
 * The report behind a token's hash while its negotiation is kept (a negotiation past its retention is not read, even
 * before the purge deletes it), with its owner; undefined otherwise.
 */
export async function selectSharedReport(
  db: Kysely<Database>,
  tokenHash: string,
  keptAfter: Date,
): Promise<{ negotiationId: string; ownerId: string; report: SharedReport; opened: boolean } | undefined> {
  const row = await db
    .selectFrom('report_shares')
    .innerJoin('negotiations', 'negotiations.id', 'report_shares.negotiation_id')
    .select([
      'report_shares.negotiation_id',
      'negotiations.user_id',
      'report_shares.report',
      'report_shares.name_line',
      'report_shares.created_at',
      'report_shares.first_opened_at',
    ])
    .where('report_shares.token_hash', '=', tokenHash)
    .where(accessEndsAfter(keptAfter))
    .executeTakeFirst();
  if (!row) return undefined;
  const content = (typeof row.report === 'string' ? JSON.parse(row.report) : row.report) as SharedReportContent;
  return {
    negotiationId: row.negotiation_id,
    ownerId: row.user_id,
    report: { ...content, nameLine: row.name_line, sharedAt: iso(row.created_at) },
    opened: row.first_opened_at !== null,
  };
}

/** Records the first opening of a link; a later opening leaves the first date as it is. */
export async function markFirstOpened(db: Kysely<Database>, negotiationId: string, now: Date): Promise<void> {
  await db
    .updateTable('report_shares')
    .set({ first_opened_at: now })
    .where('negotiation_id', '=', negotiationId)
    .where('first_opened_at', 'is', null)
    .execute();
}
