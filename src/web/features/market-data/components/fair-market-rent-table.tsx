import { formatUsd } from '#domain/shared/sanitize.ts';
import type { FmrRow } from '#domain/market/fmr-lookup.schema.ts';
import { CITY_PAGE_LABELS as L } from '../../../content/cities.ts';
import type { CityZip } from '../../../content/cities.ts';
import { useFairMarketRents } from '../api/get-fair-market-rents.ts';

function Notice({ children, busy = false }: { children: string; busy?: boolean }) {
  return (
    <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700" role="status" aria-busy={busy || undefined}>
      {children}
    </p>
  );
}

/**
 * HUD Fair Market Rents for a city's main ZIP codes, fetched in the browser (prerendered HTML shows the
 * loading state). Shows only what HUD published; ZIP codes without data say so instead of showing a number.
 */
export function FairMarketRentTable({ zips }: { zips: readonly CityZip[] }) {
  const query = useFairMarketRents(zips.map((entry) => entry.zip));

  if (query.isPending) return <Notice busy>{L.fmrLoading}</Notice>;
  if (query.isError) return <Notice>{L.fmrError}</Notice>;
  const byZip = new Map<string, FmrRow>(query.data.rows.map((row) => [row.zip, row]));
  if (byZip.size === 0) return <Notice>{L.fmrEmpty}</Notice>;

  const years = [...new Set(query.data.rows.map((row) => row.fiscalYear))].sort();
  const caption = `${years.map(L.fmrTitle).join(' / ')} (${L.fmrUnit})`;
  const hasAreaWide = query.data.rows.some((row) => !row.smallArea);

  return (
    <div>
      <section
        className="-mx-4 overflow-x-auto border-y border-slate-200 bg-white sm:mx-0 sm:rounded-2xl sm:border-x"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be reachable by keyboard
        tabIndex={0}
        aria-label={caption}
      >
        <table className="w-full text-left text-xs sm:text-sm">
          <caption className="px-3 pt-4 text-left text-sm font-semibold text-slate-900 sm:px-4 sm:text-base">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {L.fmrZipColumn}
              </th>
              {L.fmrBedroomColumns.map((label) => (
                <th key={label} scope="col" className="px-1.5 py-3 text-right font-semibold sm:px-3">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {zips.map((entry) => {
              const row = byZip.get(entry.zip);
              return (
                <tr key={entry.zip} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="px-3 py-3 font-normal sm:px-4">
                    <span className="font-semibold text-slate-900">
                      {entry.zip}
                      {row && !row.smallArea ? <span aria-hidden="true">*</span> : null}
                    </span>
                    <span className="block text-xs text-slate-500">{entry.area}</span>
                  </th>
                  {row ? (
                    row.rents.map((rent, i) => (
                      <td key={i} className="px-1.5 py-3 text-right tabular-nums text-slate-800 sm:px-3">
                        {formatUsd(rent)}
                      </td>
                    ))
                  ) : (
                    <td colSpan={5} className="px-1.5 py-3 text-right text-slate-500 sm:px-3">
                      {L.zipUnavailable}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {hasAreaWide ? <p className="mt-2 text-xs text-slate-500">* {L.fmrAreaWideNote}</p> : null}
      <p className="mt-2 text-xs text-slate-500">{L.fmrSource}</p>
    </div>
  );
}
