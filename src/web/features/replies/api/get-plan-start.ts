import type { ReplyWalkAway } from '#domain/letters/reply-form.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { useSavedPlan } from '../../../hooks/use-saved-plan.ts';
import { callApi } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format-day.ts';

/** What the reply page takes from the plan the account keeps (ADR 0060, 0077). */
export interface ReplyPlanStart {
  currentRent: string;
  proposedRent: string;
  /** The chosen scenario's ask and term, as the server's plan computes them; null when none was chosen. */
  scenario: { askedRent: number; termMonths: number } | null;
  /** The walk-away point's inputs, as the server computed the plan; null when the plan has none. */
  walkAway: ReplyWalkAway | null;
}

/**
 * The kept plan for the reply page, for a Premium renter signed in: its rent and the landlord's proposal from
 * GET /api/plan/saved, and its walk-away point from POST /api/plan (the server's own computation, as /plan shows it).
 * 'loading' while either is read; null for a visitor, without Premium, or without a kept plan.
 */
export function useReplyPlanStart(): ReplyPlanStart | null | 'loading' {
  const access = usePremiumAccess();
  const saved = useSavedPlan(access.hasAccess);
  const form = saved.data?.source === 'account' ? saved.data.form : null;
  const plan = useQuery({
    queryKey: ['plan', 'reply-start', form] as const,
    queryFn: () => callApi((api) => api.plan.$post({ json: { form: form!, today: todayIso() } })),
    enabled: form !== null,
    retry: false,
  });
  const loading = access.loading || (access.hasAccess && saved.isPending) || (form !== null && plan.isPending);
  const point = plan.data?.walkAway?.terms.find((t) => t.termMonths === 12) ?? null;
  const chosen = plan.data?.scenarios.find((s) => s.key === form?.chosenScenario) ?? null;
  // One object while the answers stand: the reply page fills its fields once from it.
  const start = useMemo(
    (): ReplyPlanStart | null =>
      form
        ? {
            currentRent: form.currentRent,
            proposedRent: form.landlordProposedRent,
            scenario: chosen ? { askedRent: chosen.monthlyRent, termMonths: chosen.termMonths } : null,
            walkAway: point
              ? { alternativeRent: point.alternative.rent, oneTimeTotal: point.oneTimeTotal, source: point.alternative.source }
              : null,
          }
        : null,
    [form, point, chosen],
  );
  return loading ? 'loading' : start;
}
