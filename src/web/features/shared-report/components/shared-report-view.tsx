import type { MarketReportSection } from '#domain/letters/market-report.ts';
import { REPORT_SHARE_MESSAGES, type SharedReport } from '#domain/negotiation/report-share.ts';
import { pagePath } from '#domain/routes.ts';
import { formatUsd } from '#domain/shared/money.ts';
import { FileText, Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { longDay } from '../../../lib/format-day.ts';
import { useSharedReport } from '../api/open-shared-report.ts';

const URL_PATTERN = /(https?:\/\/[^\s]+?)(?=[.,;)]?(?:\s|$))/;

/** A line of the report with each web address it cites as a link the reader can follow. */
function LineText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            rel="noopener noreferrer nofollow"
            target="_blank"
            className="break-all text-brand-800 underline underline-offset-2"
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

function ReportSection({ section }: { section: MarketReportSection }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{section.heading}</h2>
      <ul className="flex flex-col gap-2 text-sm leading-relaxed text-slate-700 sm:text-base">
        {section.lines.map((line) => (
          <li key={line} className={/^\d+\. /.test(line) ? 'pl-4' : undefined}>
            <LineText text={line} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Report({ shared }: { shared: SharedReport }) {
  const { report } = shared;
  return (
    <article className="flex flex-col gap-6" data-testid="shared-report">
      <header className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-medium text-brand-800">
          <FileText className="h-4 w-4" aria-hidden="true" /> Shared with you, read-only
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{report.title}</h1>
        <p className="text-slate-600">{report.subtitle}</p>
        <p className="text-sm text-slate-600">
          {shared.nameLine ? `Shared by ${shared.nameLine} on ` : 'Shared on '}
          {longDay(shared.sharedAt.slice(0, 10))}.
        </p>
      </header>
      {shared.marketAverage !== null ? (
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 sm:p-6" data-testid="shared-report-average">
          <p className="text-sm font-medium text-brand-900">RentCheck's estimate of the market average for this home</p>
          <p className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">
            {formatUsd(shared.marketAverage)} <span className="text-base font-medium">a month</span>
          </p>
          <p className="mt-1 text-sm text-brand-900">Not an official figure: how it is built, from which public figures, is shown below.</p>
        </div>
      ) : null}
      <Card>
        <CardContent className="flex flex-col gap-8 pt-6">
          {report.sections.map((section) => (
            <ReportSection key={section.heading} section={section} />
          ))}
          {shared.rules ? <ReportSection section={shared.rules} /> : null}
        </CardContent>
      </Card>
      <p className="text-sm text-slate-500">{report.footer}</p>
      <p className="text-sm text-slate-500">
        Prepared with{' '}
        <Link to={pagePath('landing')} className="font-medium text-brand-800 underline underline-offset-2">
          RentCheck
        </Link>
        , from HUD's Fair Market Rents and the Census Bureau's rents.
      </p>
    </article>
  );
}

/** The shared market report for the token in the page's address (ADR 0076), or why there is none. */
export function SharedReportView({ token }: { token: string }) {
  const report = useSharedReport(token);
  if (token === '' || report.isError) {
    const message =
      report.error instanceof ApiError && report.error.status !== 404
        ? 'We could not load this report. Please try again in a moment.'
        : REPORT_SHARE_MESSAGES.notFound;
    return (
      <div className="flex flex-col gap-3" data-testid="shared-report-missing">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Rental market report</h1>
        <p className="text-slate-700" role="alert">
          {message}
        </p>
        <p className="text-sm text-slate-600">Ask the person who shared it for a new link.</p>
      </div>
    );
  }
  if (!report.data) {
    return (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Loader2 className="h-5 w-5 animate-spin text-brand-700" aria-hidden="true" /> Loading the report...
      </p>
    );
  }
  return <Report shared={report.data} />;
}
