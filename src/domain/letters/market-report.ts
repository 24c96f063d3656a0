import type { MarketAnalysis } from '../market/market.schema.ts';
import type { NegotiationStrategy } from '../negotiation/strategy.ts';
import { formatUsd } from '../shared/sanitize.ts';
import { bedroomWord as bed, longDate } from './format.ts';

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

/**
 * The optional second PDF page: the figures behind the letter, each with its source and year, the 80% range,
 * HUD's two-year trend and the date. HUD's and the Census's figures are theirs; the average is RentCheck's
 * estimate built from them; a regional answer names no federal source.
 */
export function marketReport(analysis: MarketAnalysis, strategy: NegotiationStrategy, today: number): MarketReport {
  const a = analysis;
  const units = `${bed(a.bedrooms)} ${a.housingType === 'house' ? 'house' : 'apartment'}`;
  const regional = a.level === 'regional';
  const gap = strategy.currentRent - Math.round(a.marketRent);
  const position =
    gap > 0
      ? `Your rent is ${formatUsd(gap)} a month above the average (${formatUsd(gap * 12)} a year).`
      : gap < 0
        ? `Your rent is ${formatUsd(-gap)} a month below the average.`
        : 'Your rent equals the average.';

  const sources: string[] = [];
  if (!regional && a.sources.hud) {
    const h = a.sources.hud;
    const where = h.level === 'zip' ? `ZIP ${a.zipcode}` : (h.areaName ?? a.area.place);
    sources.push(
      `HUD fair market rent, FY${h.fiscalYear}, ${bed(h.bedrooms)}, ${where}: ${formatUsd(h.fmr)}. HUD's own figure: the 40th percentile of gross rents paid by recent movers.`,
    );
  }
  if (!regional && a.sources.census) {
    const c = a.sources.census;
    sources.push(
      c.topCoded
        ? `Census Bureau American Community Survey ${c.years}, median gross rent, all unit sizes, ZIP ${a.zipcode}: ${formatUsd(c.medianGrossRent)} or more (top-coded, not used in the average).`
        : `Census Bureau American Community Survey ${c.years}, median gross rent, all unit sizes, ZIP ${a.zipcode}: ${formatUsd(c.medianGrossRent)}.`,
    );
  }
  if (sources.length === 0) sources.push('Regional estimate: no HUD or Census figure was available for this ZIP code.');

  const sections: MarketReportSection[] = [
    {
      heading: 'Your rent and the market',
      lines: [
        `Your rent: ${formatUsd(strategy.currentRent)} a month.`,
        `Average rent for a similar ${units}: ${formatUsd(a.marketRent)} a month (RentCheck's estimate${regional ? ' from regional figures' : ' built from the sources below'}).`,
        `Range: 8 in 10 similar homes rent between ${formatUsd(a.range.low)} and ${formatUsd(a.range.high)} a month.`,
        position,
      ],
    },
    { heading: 'Sources', lines: sources },
  ];
  if (!regional && a.trend) {
    const t = a.trend;
    const direction = t.percentChange > 0 ? `up ${t.percentChange}%` : t.percentChange < 0 ? `down ${-t.percentChange}%` : 'unchanged';
    sections.push({
      heading: 'Two-year trend',
      lines: [
        `HUD fair market rent, ${bed(t.bedrooms)}, ${t.areaName}: ${formatUsd(t.fromFmr)} in FY${t.fromYear}, ${formatUsd(t.toFmr)} in FY${t.toYear} (${direction}).`,
      ],
    });
  }
  const s = strategy;
  const ask =
    s.stance === 'keep'
      ? `Keep the rent at ${formatUsd(s.currentRent)} for ${s.termMonths} months.`
      : s.stance === 'counter' && s.proposal
        ? `Answer the proposed ${formatUsd(s.proposal.proposedRent)} with ${formatUsd(s.ask.targetRent)} for ${s.termMonths} months.`
        : `Ask for ${formatUsd(s.ask.targetRent)} a month, ${formatUsd(s.ask.monthlyChange)} (${s.ask.percent}%) less, for ${s.termMonths} months.`;
  sections.push({
    heading: 'Negotiation strategy',
    lines: [
      ask,
      `A vacancy and turnover would cost the landlord about ${formatUsd(s.turnover.low)} to ${formatUsd(s.turnover.high)} (1 to 3 months of rent).`,
      `Reply requested by ${longDate(s.timing.replyBy)}.`,
    ],
  });
  return {
    title: MARKET_REPORT_TITLE,
    subtitle: `${a.area.place} · ${bed(a.bedrooms)} ${a.housingType} · prepared ${longDate(today)}`,
    sections,
    footer: 'Informational only, not legal advice. Figures as of the date above.',
  };
}
