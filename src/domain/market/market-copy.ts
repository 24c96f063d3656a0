import { formatUsd } from '../shared/sanitize.ts';
import { CENSUS_WEIGHT, HUD_WEIGHT } from './market-model.ts';
import type { CensusRentSource, FmrTrend, MarketAnalysis, MarketDataLevel } from './market.schema.ts';

/** Words shown to renters about a market answer: what the range means, where each figure comes from. */

export function bedroomLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'studio' : `${bedrooms}-bedroom`;
}

/** The 80% interval in plain words. */
export function rangeSentence(range: { low: number; high: number }): string {
  return `8 in 10 similar homes rent between ${formatUsd(range.low)} and ${formatUsd(range.high)}`;
}

export const LEVEL_NOTE: Record<MarketDataLevel, string> = {
  zip: 'Based on figures for this ZIP code.',
  county: 'Based on county figures: HUD publishes no ZIP-level rent for this ZIP code, so the range is wider.',
  regional: 'A rough regional estimate: no HUD or Census figure covers this ZIP code, so the range is wide.',
};

/** "HUD's 2-bedroom fair market rent for Fulton County, GA rose 9% since FY2024." */
export function trendSentence(trend: FmrTrend): string {
  const subject = `HUD's ${bedroomLabel(trend.bedrooms)} fair market rent for ${trend.areaName}`;
  if (trend.percentChange === 0) return `${subject} is unchanged since FY${trend.fromYear}.`;
  const verb = trend.percentChange > 0 ? 'rose' : 'fell';
  return `${subject} ${verb} ${Math.abs(trend.percentChange)}% since FY${trend.fromYear}.`;
}

export function censusFigure(census: CensusRentSource): string {
  return census.topCoded ? `${formatUsd(census.medianGrossRent)} or more` : formatUsd(census.medianGrossRent);
}

/** How the market average was made, naming only the sources this answer used. */
export function estimateBasis(analysis: Pick<MarketAnalysis, 'level' | 'sources'>): string {
  if (analysis.level === 'regional') {
    return 'Our rough estimate from typical rents by bedroom count and region. Compare it with current listings near you.';
  }
  const notAppraisal = 'It is an estimate, not an appraisal of your home.';
  if (analysis.sources.censusEstimate !== null) {
    return `Our estimate blends HUD's fair market rent (${Math.round(HUD_WEIGHT * 100)}%) and the Census median gross rent (${Math.round(CENSUS_WEIGHT * 100)}%), each converted to an average asking rent for this home. ${notAppraisal}`;
  }
  return `Our estimate converts HUD's fair market rent into an average asking rent for this home. ${notAppraisal}`;
}
