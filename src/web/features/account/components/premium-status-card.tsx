import { premiumStatus } from '#domain/account/premium-status.ts';
import { Crown, Loader2 } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DASHBOARD_COPY } from '../../../content/dashboard.ts';
import { usePremiumCatalog } from '../../../hooks/use-premium-catalog.ts';
import { usePurchases } from '../../../hooks/use-purchases.ts';
import { dayNumberOf, longDate } from '#domain/shared/dates.ts';

export function PremiumStatusCard() {
  const purchases = usePurchases(true);
  const copy = DASHBOARD_COPY.premium;
  const status = premiumStatus(purchases.data ?? [], new Date());
  const { offer } = usePremiumCatalog();

  return (
    <Card data-testid="premium-status">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <Crown className="h-5 w-5 text-amber-500" aria-hidden="true" /> {copy.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {purchases.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Checking...
          </p>
        ) : status.active ? (
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Package</dt>
              <dd className="mt-1 font-semibold text-slate-900">
                {status.packageType}{' '}
                <span className="ml-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-200">
                  {copy.activeBadge}
                </span>
              </dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{copy.expiresLabel}</dt>
              <dd className="mt-1 font-semibold text-slate-900">{longDate(dayNumberOf(new Date(status.expiresAt!)))}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">Time left</dt>
              <dd className="mt-1 font-semibold text-slate-900">{copy.daysLeft(status.daysLeft)}</dd>
            </div>
          </dl>
        ) : (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold text-slate-900">{copy.noneTitle}</p>
              <p className="mt-1 text-sm text-slate-600">{purchases.isError ? copy.loadError : copy.noneBody(offer)}</p>
            </div>
            <ButtonLink to={copy.upgradeHref} className="shrink-0">
              {copy.upgrade}
            </ButtonLink>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
