import { PREMIUM_REVISION_LIMIT } from './catalog.ts';

/** Premium AI letter revisions: at most 20 within the 45 days of a purchase (ADR 0014). */
export interface RevisionAllowance {
  /** The user has an active purchase. */
  active: boolean;
  limit: number;
  used: number;
  remaining: number;
  /** When the active purchase (and its revisions) ends. */
  expiresAt: string | null;
}

export const REVISION_MESSAGES = {
  premiumRequired: 'AI letter revisions are part of the Premium Package. Get Premium to revise your letter with AI.',
  limitReached: `You have used all ${PREMIUM_REVISION_LIMIT} AI letter revisions included in your Premium Package.`,
} as const;

export type ConsumeRevisionResult =
  | { ok: true; used: number; remaining: number; limit: number; purchaseId: string }
  | { ok: false; code: 'premium_required' | 'revision_limit_reached'; message: string; remaining: 0 };

export const NO_ALLOWANCE: RevisionAllowance = { active: false, limit: PREMIUM_REVISION_LIMIT, used: 0, remaining: 0, expiresAt: null };

/** '12 of 20 AI revisions left' */
export const remainingRevisionsLabel = (allowance: Pick<RevisionAllowance, 'remaining' | 'limit'>) =>
  `${allowance.remaining} of ${allowance.limit} AI revisions left`;
