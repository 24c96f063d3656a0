import { averageSteps, bedroomLabel as bed, censusFigure, estimateName, homeWords, rangeSentence } from '../market/market-copy.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { type Comparable, concessionPhrase } from '../strategy/comparable.ts';
import { formatUsd } from '../shared/money.ts';
import { parseIsoDay, longDate } from '../shared/dates.ts';
import { capitalize } from '../shared/text.ts';
import { comparablesFallbackReportLine, type MarketComparables, type RentcastComparable } from './market-report-comparables.ts';

const MARKET_REPORT_TITLE = 'Rental market report';

export interface MarketReportSection {
  heading: string;
  lines: string[];
}

export interface MarketReport {
  title: string;
  subtitle: string;
  sections: MarketReportSection[];
  footer: string;
}

const OURS =
  "This estimate is RentCheck's own calculation from the public figures above, not HUD's or the Census Bureau's, and not an appraisal.";

const FMR_MEANING =
  "HUD's own figures: the 40th percentile of gross rent (rent plus utilities) paid by recent movers for standard-quality homes.";

/** HUD's figures, each saying which it is: the ZIP's Small Area FMR, the area-wide FMR of the county (or town). */
function hudLines(a: MarketAnalysis): string[] {
  const h = a.sources.hud;
  if (!h) return [];
  const area = h.areaName ? ` (HUD area: ${h.areaName})` : '';
  const lines: string[] = [];
  if (h.level === 'zip') {
    lines.push(`HUD Small Area Fair Market Rent, FY${h.fiscalYear}, ${bed(h.bedrooms)}, for ZIP ${a.zipcode} alone: ${formatUsd(h.fmr)}.`);
    const t = a.trend;
    if (t && t.toYear === h.fiscalYear) {
      lines.push(`HUD Fair Market Rent, FY${t.toYear}, ${bed(t.bedrooms)}, area-wide for ${t.areaName}${area}: ${formatUsd(t.toFmr)}.`);
    }
  } else {
    const where = a.trend?.areaName ?? h.areaName ?? a.area.place;
    lines.push(
      `HUD Fair Market Rent, FY${h.fiscalYear}, ${bed(h.bedrooms)}, area-wide for ${where}${where === h.areaName ? '' : area}: ${formatUsd(h.fmr)} (HUD publishes no Small Area figure for ZIP ${a.zipcode}).`,
    );
  }
  lines.push(FMR_MEANING);
  return lines;
}

function censusLine(a: MarketAnalysis): string | null {
  const c = a.sources.census;
  if (!c) return null;
  const used = c.topCoded ? ' The Census publishes only a top code here, so it is not used in the estimate.' : '';
  return `U.S. Census Bureau, American Community Survey 5-year estimates ${c.years}, median gross rent of ZIP ${a.zipcode}, all renters and all unit sizes, utilities included: ${censusFigure(c)}.${used}`;
}

function trendLine(a: MarketAnalysis): string | null {
  const t = a.trend;
  if (!t) return null;
  const change = t.percentChange > 0 ? `up ${t.percentChange}%` : t.percentChange < 0 ? `down ${-t.percentChange}%` : 'unchanged';
  return `HUD Fair Market Rent, ${bed(t.bedrooms)}, area-wide for ${t.areaName}: ${formatUsd(t.fromFmr)} in FY${t.fromYear}, ${formatUsd(t.toFmr)} in FY${t.toYear} (${change} in two years).`;
}

function comparableLine(c: Comparable): string {
  const where = c.where || 'A listing nearby';
  const size = c.bedrooms === null ? '' : `${bed(c.bedrooms)}, `;
  const concession = concessionPhrase(c);
  return concession
    ? `${where}: ${size}${formatUsd(c.rent)} a month advertised, ${concession}, so ${formatUsd(c.effectiveRent)} a month effective.`
    : `${where}: ${size}${formatUsd(c.rent)} a month.`;
}

/** "November 20, 2026" for a YYYY-MM-DD day; the text as given when it is not one. */
function dayWords(iso: string): string {
  const day = parseIsoDay(iso.slice(0, 10));
  return day === null ? iso : longDate(day);
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function rentcastComparableLine(c: RentcastComparable): string {
  const details = [
    c.bedrooms === null ? null : bed(c.bedrooms),
    c.squareFootage === null ? null : `${c.squareFootage.toLocaleString('en-US')} sq ft`,
    c.distanceMiles === null ? null : `${c.distanceMiles.toFixed(1)} miles away`,
  ].filter((d) => d !== null);
  const seen = c.listedDate
    ? `, listed ${dayWords(c.listedDate)}`
    : c.daysOld === null
      ? ''
      : `, last seen ${count(c.daysOld, 'day', 'days')} earlier`;
  return `${c.address}: ${details.length > 0 ? `${details.join(', ')}, ` : ''}${formatUsd(c.rent)} a month asked${seen}.`;
}

/** RentCast's answer, cited as RentCast's with the day it answered; null when it gave none. */
function rentcastSection(r: MarketComparables, a: MarketAnalysis): MarketReportSection | null {
  if (r.source === 'rentcast_estimate') {
    return {
      heading: 'Comparable rentals (RentCast)',
      lines: [
        `RentCast's long-term rent estimate for ${r.address}, ${bed(a.bedrooms)}, retrieved ${dayWords(r.retrievedOn)}: ${formatUsd(r.rent)} a month, in a range of ${formatUsd(r.rentRangeLow)} to ${formatUsd(r.rentRangeHigh)}.`,
        "RentCast's automated estimate from nearby rental listings (asking rents, utilities not included); not a HUD or Census figure.",
        ...r.comparables.map(rentcastComparableLine),
      ],
    };
  }
  if (r.source === 'rentcast_market') {
    const s = r.statistics;
    const updated = s.lastUpdatedDate ? `, last updated ${dayWords(s.lastUpdatedDate)}` : '';
    return {
      heading: 'Rental listings in the ZIP code (RentCast)',
      lines: [
        `RentCast's rental market statistics for ZIP ${s.zipcode}, ${bed(s.bedrooms)} listings, retrieved ${dayWords(r.retrievedOn)}${updated}: average asking rent ${formatUsd(s.averageRent)}, median ${formatUsd(s.medianRent)}, from ${formatUsd(s.minRent)} to ${formatUsd(s.maxRent)}, across ${count(s.totalListings, 'listing', 'listings')}.`,
        "RentCast's figures from current rental listings (asking rents, utilities not included); not a HUD or Census figure.",
      ],
    };
  }
  return null;
}

/** The listings the renter entered, with why RentCast's are missing when it was asked and did not answer. */
function tenantSection(comparables: readonly Comparable[], r: MarketComparables | null): MarketReportSection | null {
  const why = r?.source === 'none' ? comparablesFallbackReportLine(r) : null;
  if (comparables.length === 0 && !why) return null;
  const lines = comparables.length > 0 ? comparables.map(comparableLine) : ['The tenant listed no comparable rentals.'];
  return { heading: 'Comparable listings found by the tenant', lines: why ? [why, ...lines] : lines };
}

/**
 * The Premium market report (ADR 0049, built on ADR 0041), a document of its own meant to be attached to the letter
 * and read by the landlord: comparable rentals (RentCast's when this server has its key and it answered, cited with
 * the day; the tenant's own listings with their effective rents, and why RentCast's are missing when it failed), HUD's
 * figures (which is the ZIP's and which the area's, with the fiscal year and HUD area), the Census median with its
 * years, HUD's two-year change for the area, our estimate labelled ours with how it is built and its range in honest
 * words, and the date. Never the renter's strategy (ask, stance, walk-away, turnover). A regional answer names no
 * federal source.
 */
export function marketReport(
  analysis: MarketAnalysis,
  comparables: readonly Comparable[],
  today: number,
  rentcast: MarketComparables | null = null,
): MarketReport {
  const a = analysis;
  const regional = a.level === 'regional';
  const sections: MarketReportSection[] = [];
  const fromRentcast = rentcast ? rentcastSection(rentcast, a) : null;
  if (fromRentcast) sections.push(fromRentcast);
  const tenant = tenantSection(comparables, rentcast);
  if (tenant) sections.push(tenant);
  if (!regional) {
    const hud = hudLines(a);
    if (hud.length > 0) sections.push({ heading: "HUD's Fair Market Rents", lines: hud });
    const census = censusLine(a);
    if (census) sections.push({ heading: "The Census Bureau's median rent", lines: [census] });
    const trend = trendLine(a);
    if (trend) sections.push({ heading: 'Two-year change (HUD)', lines: [trend] });
  }
  const steps = averageSteps(a);
  sections.push({
    heading: `${capitalize(estimateName(a))} (not an official figure)`,
    lines: [
      `Current rent: ${formatUsd(a.currentRent)} a month for this ${homeWords(a)}.`,
      rangeSentence(a),
      ...(steps
        ? [`How ${formatUsd(a.marketRent)} is built, step by step:`, ...steps.map((step, i) => `${i + 1}. ${step}`)]
        : [
            'A rough regional estimate from typical rents by bedroom count and region: no HUD or Census figure was available for this ZIP code.',
          ]),
      ...(regional ? [] : [OURS]),
    ],
  });
  return {
    title: MARKET_REPORT_TITLE,
    subtitle: `${a.area.place} · ${bed(a.bedrooms)} ${a.housingType} · prepared ${longDate(today)}`,
    sections,
    footer: `Informational only, not legal advice and not an appraisal. Figures as of ${longDate(today)}.`,
  };
}

/** A figure is quoted when the text states it ("$2,250") and names whose it is ("HUD", "Census"). */
function quotes(text: string, amount: number, whose: RegExp | null = null): boolean {
  const figure = new RegExp(`${formatUsd(amount).replace('$', '\\$')}(?!\\d|,\\d)`);
  return figure.test(text) && (whose === null || whose.test(text));
}

/**
 * The one line the free letter PDF ends with in place of the report (ADR 0049): the sources of the figures this
 * letter quotes, each with its year, and only those (a letter that quotes none has no line). The text is the letter as
 * the renter left it, edits and all. Null without an analysis or a quoted figure.
 */
export function letterSourcesLine(analysis: MarketAnalysis | null, text: string): string | null {
  const a = analysis;
  if (!a) return null;
  const ours = quotes(text, a.marketRent);
  if (a.level === 'regional') {
    return ours ? `Source: ${estimateName(a)} (no HUD or Census figure covers ZIP ${a.zipcode}); not an official figure.` : null;
  }
  const parts: string[] = [];
  const h = a.sources.hud;
  if (h && quotes(text, h.fmr, /\bHUD\b/)) {
    parts.push(
      h.level === 'zip'
        ? `HUD Small Area Fair Market Rent FY${h.fiscalYear} for ZIP ${a.zipcode}`
        : `HUD Fair Market Rent FY${h.fiscalYear}, area-wide${h.areaName ? ` for ${h.areaName}` : ''}`,
    );
  }
  const t = a.trend;
  if (t && quotes(text, t.fromFmr, /\bHUD\b/) && quotes(text, t.toFmr)) {
    parts.push(`HUD Fair Market Rent FY${t.fromYear} and FY${t.toYear}, area-wide for ${t.areaName}`);
  }
  const c = a.sources.census;
  if (c && !c.topCoded && quotes(text, c.medianGrossRent, /\bCensus\b/)) {
    parts.push(`U.S. Census Bureau ACS 5-year ${c.years} median gross rent for ZIP ${a.zipcode}`);
  }
  const estimate = ours ? ` The market average of ${formatUsd(a.marketRent)} is ${estimateName(a)}, not an official figure.` : '';
  if (parts.length === 0) return estimate ? `Source:${estimate}` : null;
  return `Sources: ${parts.join('; ')}.${estimate}`;
}

/** "rental-market-report-10001.pdf". */
export function marketReportFileName(zipcode: string): string {
  return `rental-market-report-${zipcode.replace(/\D/g, '') || 'zip'}.pdf`;
}
