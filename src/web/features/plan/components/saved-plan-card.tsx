import { bedroomWord } from '#domain/shared/text.ts';
import { comparablesOf } from '#domain/strategy/comparable.ts';
import type { PlanForm } from '#domain/plan/plan-form.ts';
import { pagePath } from '#domain/routes.ts';
import { formatUsd, optionalMoneyAmount } from '#domain/shared/money.ts';
import { ClipboardList } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { PLAN_PAGE } from '../../../content/plan.ts';
import { usePremiumAccess } from '../../../hooks/use-premium-access.ts';
import { longDay } from '../../../lib/format-day.ts';
import { toast } from '../../../lib/toast.ts';
import { useSavedPlan } from '../../../hooks/use-saved-plan.ts';
import { useKeepPlan } from '../api/saved-plan.ts';

const money = (text: string) => {
  const amount = optionalMoneyAmount(text);
  return amount === null ? null : formatUsd(amount);
};

/** The lease and answers as lines a renter can check at a glance. */
function planLines(form: PlanForm): { label: string; value: string }[] {
  const lines = [
    { label: 'ZIP code', value: form.zipcode || 'not entered' },
    { label: 'Current rent', value: money(form.currentRent) ?? 'not entered' },
    { label: 'Home', value: `${bedroomWord(Number(form.bedrooms))} ${form.housingType}, ${form.tierLevel} tier` },
    { label: "Landlord's proposed rent", value: money(form.landlordProposedRent) ?? 'none entered' },
    { label: 'Lease ends', value: form.leaseEndDate ? longDay(form.leaseEndDate) : 'not entered' },
  ];
  const costs = [
    [PLAN_PAGE.costLineLabels.movers, money(form.movers)],
    [PLAN_PAGE.costLineLabels.deposit, money(form.deposit)],
    [PLAN_PAGE.costLineLabels.applicationFees, money(form.applicationFees)],
    [PLAN_PAGE.costLineLabels.overlap, form.overlapDays === '' ? null : `${form.overlapDays} days`],
    [PLAN_PAGE.costLineLabels.setUp, money(form.setUp)],
  ].filter((entry): entry is [string, string] => entry[1] !== null);
  if (form.alternativeRent) lines.push({ label: 'A similar home you found', value: `${money(form.alternativeRent)} a month` });
  for (const [label, value] of costs) lines.push({ label, value });
  const listings = comparablesOf(form.comparables).length;
  if (listings > 0) lines.push({ label: 'Listings for your report', value: String(listings) });
  return lines;
}

/**
 * The dashboard's "Your plan" (ADR 0060): the lease and answers the account keeps with the renter's consent, or the
 * lease submitted with an analysis, with the way to the plan and to stop keeping it.
 */
export function SavedPlanCard() {
  const access = usePremiumAccess();
  const saved = useSavedPlan();
  const forget = useKeepPlan();
  if (!access.user || !saved.data || saved.data.source === 'none') return null;
  const { source, form, savedAt } = saved.data;
  return (
    <Card data-testid="saved-plan">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <ClipboardList className="h-5 w-5 text-brand-700" aria-hidden="true" /> {source === 'account' ? 'Your plan' : 'Your lease'}
        </CardTitle>
        <CardDescription>
          {source === 'account'
            ? `Kept on your account with your consent, last changed ${longDay(savedAt.slice(0, 10))}: it opens on any device you sign in on.`
            : `From the market analysis you ran on ${longDay(savedAt.slice(0, 10))}. Your plan starts from it.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 text-sm">
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {planLines(form).map((line) => (
            <div key={line.label} className="flex justify-between gap-3 border-b border-slate-100 py-1">
              <dt className="text-slate-600">{line.label}</dt>
              <dd className="text-right font-medium text-slate-900">{line.value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col gap-2 sm:flex-row">
          {access.hasAccess ? (
            <ButtonLink to={pagePath('plan')} variant="secondary">
              Open your plan
            </ButtonLink>
          ) : null}
          {source === 'account' ? (
            <Button
              variant="outline"
              disabled={forget.isPending}
              onClick={() =>
                forget.mutate(null, {
                  onSuccess: () => {
                    toast.success(PLAN_PAGE.forgotten);
                    void saved.refetch();
                  },
                  onError: () => toast.error(PLAN_PAGE.keepFailed),
                })
              }
            >
              Stop keeping it
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
