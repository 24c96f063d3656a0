import { dayNumberOf } from '#domain/shared/dates.ts';
import { marketReport, marketReportFileName } from '#domain/letters/market-report.ts';
import { comparablesFallbackNotice, type MarketComparables } from '#domain/letters/market-report-comparables.ts';
import type { MarketAnalysis } from '#domain/market/market.schema.ts';
import type { Comparable } from '#domain/strategy/comparable.ts';
import { FileText, Loader2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { fetchMarketComparables } from '../../hooks/fetch-market-comparables.ts';
import { usePremiumAccess } from '../../hooks/use-premium-access.ts';
import { ApiError } from '../../lib/api-client.ts';
import { downloadBlob } from '../../lib/download-text.ts';
import { toast } from '../../lib/toast.ts';
import { Button } from '../ui/button.tsx';

export interface MarketReportDownloadProps {
  /** The renter's market analysis (ZIP, bedrooms, home type, HUD and Census figures); null until it has loaded. */
  analysis: MarketAnalysis | null;
  /** The listings the renter entered, with their effective rents. */
  comparables: readonly Comparable[];
  /** The street address as the renter typed it ('' for RentCast's ZIP statistics instead of its address estimate). */
  address: string;
  /** The purchase button shown to those without Premium (the page passes the premium feature's call to action). */
  purchase: ReactNode;
}

const DESCRIPTION =
  "A PDF to attach to your letter: comparable listings with their effective rents, HUD's Fair Market Rents and the Census median with their years, HUD's two-year change for your area, and how our average is built. Your own strategy never appears in it.";

/**
 * The Premium 'landlord-ready market report' (ADR 0049), for any page that has the renter's analysis (the letter page,
 * the plan): with Premium, a button that asks the server for RentCast's comparables, builds the report and its PDF in
 * the browser and downloads it, then says when RentCast's comparables are missing and why; without Premium, what the
 * report holds and the purchase button.
 */
export function MarketReportDownload({ analysis, comparables, address, purchase }: MarketReportDownloadProps) {
  const access = usePremiumAccess();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  if (access.loading) return null;
  if (!access.hasAccess) {
    return (
      <section className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900" aria-labelledby="market-report-title">
        <h3 id="market-report-title" className="flex items-center gap-2 font-semibold">
          <FileText className="h-4 w-4" aria-hidden="true" /> Landlord-ready market report
        </h3>
        <p className="mt-1">{DESCRIPTION} Part of the Premium Package.</p>
        <div className="mt-3">{purchase}</div>
      </section>
    );
  }

  const download = async () => {
    if (!analysis || busy) return;
    setBusy(true);
    setNotice(null);
    let rentcast: MarketComparables | null = null;
    let why: string | null = null;
    try {
      rentcast = await fetchMarketComparables({
        address: address.trim(),
        zipcode: analysis.zipcode,
        bedrooms: analysis.bedrooms,
        housingType: analysis.housingType,
      });
      why = rentcast.source === 'none' ? comparablesFallbackNotice(rentcast) : null;
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        // Premium ended since the page loaded: no report, the server's reason instead.
        toast.error('Premium required', { description: error.message });
        setBusy(false);
        return;
      }
      const reason = error instanceof ApiError ? error.message : 'Our server did not answer';
      why = `${reason.replace(/\.$/, '')}; this report lists the comparables you entered.`;
    }
    try {
      const { buildMarketReportPdf } = await import('../../lib/pdf-document.ts');
      const report = marketReport(analysis, comparables, dayNumberOf(new Date()), rentcast);
      downloadBlob(marketReportFileName(analysis.zipcode), await buildMarketReportPdf(report));
      setNotice(why);
      toast.success('Downloaded!', { description: 'Your market report was saved as a PDF.' });
    } catch {
      toast.error('Could not create the PDF', { description: 'Try again in a moment.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className="@container space-y-3 rounded-xl border border-brand-200 bg-brand-50 p-4"
      aria-labelledby="market-report-title"
      data-testid="market-report"
    >
      {/* Side by side only when the card itself is wide (the plan page); stacked in the letter page's narrow column. */}
      <div className="flex flex-col gap-3 @xl:flex-row @xl:items-center @xl:justify-between">
        <div>
          <h3 id="market-report-title" className="flex items-center gap-2 text-sm font-semibold text-brand-900">
            <FileText className="h-4 w-4" aria-hidden="true" /> Landlord-ready market report
          </h3>
          <p className="text-xs text-brand-800">
            {analysis ? DESCRIPTION : 'Enter your ZIP code, rent and bedrooms first: the report is built from their market figures.'}
          </p>
        </div>
        <Button size="sm" onClick={() => void download()} disabled={!analysis || busy} className="shrink-0 self-start @xl:self-auto">
          {busy ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Building report...
            </>
          ) : (
            'Download report (PDF)'
          )}
        </Button>
      </div>
      {notice ? (
        <p className="text-xs font-medium text-amber-900" role="status" data-testid="market-report-notice">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
