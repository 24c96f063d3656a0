import { createHash, randomBytes } from 'node:crypto';
import { utcDayNumberOf } from '#domain/shared/dates.ts';
import { parseAmount } from '#domain/shared/money.ts';
import { marketReport } from '#domain/letters/market-report.ts';
import { comparablesOf } from '#domain/strategy/comparable.ts';
import {
  type CreatedReportShare,
  REPORT_SHARE_MESSAGES,
  REPORT_SHARE_TOKEN_PATTERN,
  type ReportShareStatus,
  rentRulesSection,
  type SharedReport,
  type SharedReportContent,
} from '#domain/negotiation/report-share.ts';
import type { Deps } from '../../deps.ts';
import { findComparables } from '../comparables/find-comparables.ts';
import { selectActivePurchase } from '../entitlements/revisions.repo.ts';
import { marketForPlan } from '../plan/compute-plan.ts';
import { getSavedPlan } from '../plan/saved-plan.ts';
import { rentCheckForLetter } from '../rent-rules/check-rent-increase.ts';
import { ok, type Result, refuse } from '../result.ts';
import { getNegotiation, keptAfter, NEGOTIATION_MESSAGES } from './negotiations.ts';
import { lockOwnNegotiation } from './negotiations.repo.ts';
import { deleteReportShare, markFirstOpened, selectReportShare, selectSharedReport, upsertReportShare } from './report-shares.repo.ts';

export const REPORT_SHARE_PREMIUM_REQUIRED = 'Sharing your market report is part of Premium, and your Premium access is not active.';

/** The token's fingerprint, the only form of it the database keeps. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type ShareDeps = Pick<Deps, 'database' | 'market' | 'marketData' | 'rentcast' | 'logger' | 'rateLimits'>;

/**
 * The market report as the link shows it (ADR 0076), built by the server from the plan the account keeps (else the
 * lease of its last analysis): our market analysis of the home, the renter's comparables from /plan, RentCast's for
 * the ZIP when this server has a key, and the rent rules that apply to the landlord's proposed increase. Null when the
 * account holds no ZIP code and rent, or the ZIP has no market figures (with why).
 */
async function buildSharedReport(
  deps: ShareDeps,
  userId: string,
  negotiation: { proposedRent: number | null; leaseEnd: string | null },
  now: Date,
): Promise<Result<SharedReportContent, 'report_needs_lease' | 'unknown_zip'>> {
  const saved = await getSavedPlan(deps, userId, now);
  if (saved.source === 'none' || saved.form.zipcode === '' || saved.form.currentRent === '')
    return refuse('report_needs_lease', REPORT_SHARE_MESSAGES.noLease);
  const { form } = saved;
  const market = await marketForPlan(deps, form);
  if (!market.analysis) return refuse('unknown_zip', market.message ?? REPORT_SHARE_MESSAGES.noLease);
  const analysis = market.analysis;
  const rentcast = await findComparables(deps, userId, {
    // The ZIP's figures, never the renter's street address: the report names no more of the renter than they choose.
    address: '',
    zipcode: analysis.zipcode,
    bedrooms: analysis.bedrooms,
    housingType: analysis.housingType,
  });
  const proposed = form.landlordProposedRent || (negotiation.proposedRent === null ? '' : String(negotiation.proposedRent));
  const check = rentCheckForLetter(
    deps,
    {
      zipcode: form.zipcode,
      currentRent: form.currentRent,
      landlordProposedRent: proposed,
      leaseEndDate: form.leaseEndDate || negotiation.leaseEnd || undefined,
      noticeDate: undefined,
    },
    { answers: form.ruleAnswers },
  );
  return ok({
    report: marketReport(analysis, comparablesOf(form.comparables), utcDayNumberOf(now), rentcast.ok ? rentcast.value : null),
    marketAverage: analysis.marketRent,
    rules: rentRulesSection(check, analysis.currentRent, parseAmount(proposed)),
  });
}

/**
 * Makes the read-only link to one of the user's negotiations' market report (ADR 0076), for a Premium holder: a
 * 256-bit random token, shown this once; the database keeps its SHA-256, the report as built now and the name line the
 * renter chose. Making a new link replaces the old one, which then stops working.
 */
export async function createReportShare(
  deps: ShareDeps,
  userId: string,
  negotiationId: string,
  input: { nameLine: string },
  now = new Date(),
): Promise<Result<CreatedReportShare, 'premium_required' | 'not_found' | 'report_needs_lease' | 'unknown_zip'>> {
  const { db } = deps.database;
  if (!(await selectActivePurchase(db, userId, now))) return refuse('premium_required', REPORT_SHARE_PREMIUM_REQUIRED);
  const negotiation = await getNegotiation(deps, userId, negotiationId, now);
  if (!negotiation.ok) return negotiation;
  const content = await buildSharedReport(deps, userId, negotiation.value, now);
  if (!content.ok) return content;
  const token = randomBytes(32).toString('base64url');
  const status = await db.transaction().execute(async (trx) => {
    // Held until the link is written: a delete of the negotiation at the same time comes before (not found) or after.
    if (!(await lockOwnNegotiation(trx, userId, negotiationId, keptAfter(now)))) return null;
    return upsertReportShare(trx, {
      negotiationId,
      tokenHash: hashOf(token),
      nameLine: input.nameLine === '' ? null : input.nameLine,
      report: content.value,
      now,
    });
  });
  if (!status) return refuse('not_found', NEGOTIATION_MESSAGES.notFound);
  return ok({ ...status, token });
}

/** The link of one of the user's negotiations, for the dashboard: null when there is none. */
export async function getReportShare(
  deps: Pick<Deps, 'database'>,
  userId: string,
  negotiationId: string,
  now = new Date(),
): Promise<Result<ReportShareStatus | null, 'not_found'>> {
  const negotiation = await getNegotiation(deps, userId, negotiationId, now);
  if (!negotiation.ok) return negotiation;
  return ok((await selectReportShare(deps.database.db, negotiationId)) ?? null);
}

/** Turns the link off (Premium or not: a renter can always take back what they shared); none left is done too. */
export async function revokeReportShare(
  deps: Pick<Deps, 'database'>,
  userId: string,
  negotiationId: string,
  now = new Date(),
): Promise<Result<null, 'not_found'>> {
  const negotiation = await getNegotiation(deps, userId, negotiationId, now);
  if (!negotiation.ok) return negotiation;
  await deleteReportShare(deps.database.db, negotiationId);
  return ok(null);
}

/**
 * The report behind a link, for anyone who has it, while the link is on and its negotiation kept; the first opening by
 * someone other than its owner is recorded (the dashboard's "First opened on ..."). Any other token is not found.
 */
export async function openSharedReport(
  deps: Pick<Deps, 'database'>,
  token: string,
  viewerId: string | null,
  now = new Date(),
): Promise<Result<SharedReport, 'not_found'>> {
  if (!REPORT_SHARE_TOKEN_PATTERN.test(token)) return refuse('not_found', REPORT_SHARE_MESSAGES.notFound);
  const { db } = deps.database;
  const shared = await selectSharedReport(db, hashOf(token), keptAfter(now));
  if (!shared) return refuse('not_found', REPORT_SHARE_MESSAGES.notFound);
  if (!shared.opened && viewerId !== shared.ownerId) await markFirstOpened(db, shared.negotiationId, now);
  return ok(shared.report);
}
