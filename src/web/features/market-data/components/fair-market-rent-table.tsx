import { formatUsd } from '#domain/shared/money.ts';
import type { CityZip } from '../../../content/cities.ts';
import { CITY_PAGE_LABELS as L } from '../../../content/cities.ts';
import type { CityZipFigures } from '../../../content/city-market.ts';

/** A horizontally scrollable table with a caption, reachable by keyboard. */
function ScrollTable({ caption, head, children }: { caption: string; head: readonly string[]; children: React.ReactNode }) {
  return (
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
            {head.map((label, i) => (
              <th
                key={label}
                scope="col"
                className={i === 0 ? 'px-3 py-3 font-semibold sm:px-4' : 'px-1.5 py-3 text-right font-semibold sm:px-3'}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

function ZipHeader({ entry, mark = false }: { entry: CityZip; mark?: boolean }) {
  return (
    <th scope="row" className="px-3 py-3 font-normal sm:px-4">
      <span className="font-semibold text-slate-900">
        {entry.zip}
        {mark ? <span aria-hidden="true">*</span> : null}
      </span>
      <span className="block text-xs text-slate-500">{entry.area}</span>
    </th>
  );
}

const CELL = 'px-1.5 py-3 text-right tabular-nums text-slate-800 sm:px-3';

/**
 * Our estimates for a city's main ZIP codes (1 and 2 bedrooms, with their ranges) beside the Census median, as the
 * analysis API answers them from the shipped data (ADR 0041).
 */
export function CityEstimatesTable({ zips, figures }: { zips: readonly CityZip[]; figures: readonly CityZipFigures[] }) {
  const byZip = new Map(figures.map((row) => [row.zip, row]));
  const censusYears = figures.find((row) => row.census)?.census?.years;
  return (
    <div>
      <ScrollTable caption={L.estimatesCaption} head={[L.fmrZipColumn, L.oneBedroomLabel, L.twoBedroomLabel, L.censusColumn(censusYears)]}>
        {zips.map((entry) => {
          const row = byZip.get(entry.zip);
          return (
            <tr key={entry.zip} className="border-b border-slate-100 last:border-0">
              <ZipHeader entry={entry} />
              {row ? (
                <>
                  {[row.oneBedroom, row.twoBedroom].map((estimate, i) => (
                    <td key={i} className={CELL}>
                      <span className="block font-semibold text-slate-900">{formatUsd(estimate.marketRent)}</span>
                      <span className="block text-xs text-slate-500">
                        {formatUsd(estimate.range.low)}-{formatUsd(estimate.range.high)}
                      </span>
                    </td>
                  ))}
                  <td className={CELL}>
                    {row.census ? `${formatUsd(row.census.medianGrossRent)}${row.census.topCoded ? '+' : ''}` : L.notPublished}
                  </td>
                </>
              ) : (
                <td colSpan={3} className="px-1.5 py-3 text-right text-slate-500 sm:px-3">
                  {L.zipUnavailable}
                </td>
              )}
            </tr>
          );
        })}
      </ScrollTable>
      <p className="mt-2 text-xs leading-relaxed text-slate-500">{L.estimatesNote}</p>
      {censusYears ? <p className="mt-2 text-xs leading-relaxed text-slate-500">{L.censusSource(censusYears)}</p> : null}
    </div>
  );
}

/** HUD's own Fair Market Rents for a city's main ZIP codes, from the same shipped data; a ZIP without one says so. */
export function FairMarketRentTable({ zips, figures }: { zips: readonly CityZip[]; figures: readonly CityZipFigures[] }) {
  const byZip = new Map(figures.map((row) => [row.zip, row]));
  const hudRows = figures.flatMap((row) => (row.hud ? [row.hud] : []));
  const years = [...new Set(hudRows.map((hud) => hud.fiscalYear))].sort();
  const caption = `${years.map(L.fmrTitle).join(' / ')} (${L.fmrUnit})`;
  const hasAreaWide = hudRows.some((hud) => hud.level === 'county');
  return (
    <div>
      <ScrollTable caption={caption} head={[L.fmrZipColumn, ...L.fmrBedroomColumns]}>
        {zips.map((entry) => {
          const hud = byZip.get(entry.zip)?.hud;
          return (
            <tr key={entry.zip} className="border-b border-slate-100 last:border-0">
              <ZipHeader entry={entry} mark={hud?.level === 'county'} />
              {hud ? (
                hud.rents.map((rent, i) => (
                  <td key={i} className={CELL}>
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
      </ScrollTable>
      {hasAreaWide ? <p className="mt-2 text-xs text-slate-500">* {L.fmrAreaWideNote}</p> : null}
      <p className="mt-2 text-xs text-slate-500">{L.fmrSource}</p>
    </div>
  );
}
