import { averageExplanation, bedroomLabel as bed, censusFigure, homeWords, rangeSentence } from '../market/market-copy.ts';
import type { MarketAnalysis } from '../market/market.schema.ts';
import { type Comparable, concessionPhrase } from '../negotiation/comparable.ts';
import { formatUsd } from '../shared/sanitize.ts';
import { longDate } from './format.ts';

const MARKET_REPORT_TITLE = 'Market report';

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

/**
 * The optional second PDF page, read by the landlord as well: HUD's figures (which is the ZIP's and which the area's,
 * with the fiscal year and HUD area), the Census median with its years, our estimate labelled ours with how it is
 * built and its range in honest words (ADR 0041), HUD's two-year change for the area, the comparable listings with
 * their effective rents, and the date. No negotiation strategy. A regional answer names no federal source.
 */
export function marketReport(analysis: MarketAnalysis, comparables: readonly Comparable[], today: number): MarketReport {
  const a = analysis;
  const regional = a.level === 'regional';
  const sections: MarketReportSection[] = [];
  if (!regional) {
    const hud = hudLines(a);
    if (hud.length > 0) sections.push({ heading: "HUD's Fair Market Rents", lines: hud });
    const census = censusLine(a);
    if (census) sections.push({ heading: "The Census Bureau's median rent", lines: [census] });
  }
  const explanation = averageExplanation(a);
  sections.push({
    heading: "RentCheck's estimate (not an official figure)",
    lines: [
      `Current rent: ${formatUsd(a.currentRent)} a month for this ${homeWords(a)}.`,
      rangeSentence(a),
      explanation ??
        'A rough regional estimate from typical rents by bedroom count and region: no HUD or Census figure was available for this ZIP code.',
    ],
  });
  const trend = regional ? null : trendLine(a);
  if (trend) sections.push({ heading: 'Two-year change (HUD)', lines: [trend] });
  if (comparables.length > 0) {
    sections.push({ heading: 'Comparable listings found by the tenant', lines: comparables.map(comparableLine) });
  }
  return {
    title: MARKET_REPORT_TITLE,
    subtitle: `${a.area.place} · ${bed(a.bedrooms)} ${a.housingType} · prepared ${longDate(today)}`,
    sections,
    footer: `Informational only, not legal advice and not an appraisal. Figures as of ${longDate(today)}.`,
  };
}
