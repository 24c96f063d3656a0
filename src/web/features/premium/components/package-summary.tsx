import { formatPrice, type PackageDefinition } from '#domain/payments/catalog.ts';
import { ShieldCheck } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { CHECKOUT_COPY } from '../../../content/payments.ts';
import { PremiumFeatures } from '../../../components/premium/premium-features.tsx';

/** The checkout's package summary: name, price, access period and the features from the catalogue. */
export function PackageSummary({ pkg }: { pkg: PackageDefinition }) {
  return (
    <Card className="ring-2 ring-brand-600" data-testid="package-summary">
      <CardContent>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{CHECKOUT_COPY.summaryTitle}</p>
        <h2 className="mt-2 text-2xl font-bold text-slate-900">{pkg.name}</h2>
        <p className="mt-2 flex items-baseline gap-2">
          <span className="text-4xl font-extrabold text-slate-900">{formatPrice(pkg.price)}</span>
          <span className="text-sm text-slate-600">{CHECKOUT_COPY.oneTime}</span>
        </p>
        <p className="mt-2 text-sm text-slate-600">{CHECKOUT_COPY.accessSummary}</p>
        <PremiumFeatures className="mt-5" />
        <div className="mt-5 flex items-center justify-between border-t border-slate-200 pt-4 text-base font-semibold text-slate-900">
          <span>{CHECKOUT_COPY.total}</span>
          <span>{formatPrice(pkg.price)}</span>
        </div>
        <p className="mt-4 flex items-center gap-2 text-xs text-slate-500">
          <ShieldCheck className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" /> {CHECKOUT_COPY.finalSale}
        </p>
      </CardContent>
    </Card>
  );
}
