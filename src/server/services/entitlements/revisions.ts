import { findPackage, PREMIUM_REVISION_LIMIT } from '#domain/payments/catalog.ts';
import { type ConsumeRevisionResult, NO_ALLOWANCE, REVISION_MESSAGES, type RevisionAllowance } from '#domain/payments/entitlements.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { decrementRevisionsUsed, incrementRevisionsUsed, selectActivePurchase, selectRevisionsUsed } from './revisions.repo.ts';

interface EntitlementDeps {
  database: { db: Kysely<Database> };
}

const revisionLimit = (packageType: string) => findPackage(packageType)?.revisions ?? PREMIUM_REVISION_LIMIT;

/** How many premium AI revisions the user has used and has left. */
export async function revisionAllowance(deps: EntitlementDeps, userId: string, now = new Date()): Promise<RevisionAllowance> {
  const { db } = deps.database;
  const purchase = await selectActivePurchase(db, userId, now);
  if (!purchase) return NO_ALLOWANCE;
  const limit = revisionLimit(purchase.package_type);
  const used = Math.min((await selectRevisionsUsed(db, purchase.id)) ?? 0, limit);
  return { active: true, limit, used, remaining: limit - used, expiresAt: new Date(purchase.expires_at).toISOString() };
}

/**
 * Uses one premium AI revision, atomically, so concurrent calls can never pass the limit. Call it on the server
 * before producing the revision.
 */
export async function consumeRevision(deps: EntitlementDeps, userId: string, now = new Date()): Promise<ConsumeRevisionResult> {
  const { db } = deps.database;
  const purchase = await selectActivePurchase(db, userId, now);
  if (!purchase) return { ok: false, code: 'premium_required', message: REVISION_MESSAGES.premiumRequired, remaining: 0 };
  const limit = revisionLimit(purchase.package_type);
  const used = await incrementRevisionsUsed(db, { purchaseId: purchase.id, userId, limit, now });
  if (used === undefined) return { ok: false, code: 'revision_limit_reached', message: REVISION_MESSAGES.limitReached, remaining: 0 };
  return { ok: true, used, remaining: limit - used, limit, purchaseId: purchase.id };
}

/** Gives back a revision consumed for a revision that then could not be produced (e.g. the AI call failed). */
export async function releaseRevision(deps: EntitlementDeps, userId: string, purchaseId: string): Promise<void> {
  await decrementRevisionsUsed(deps.database.db, userId, purchaseId);
}
