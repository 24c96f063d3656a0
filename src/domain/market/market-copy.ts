import { formatUsd } from '../shared/money.ts';
import { CENSUS_WEIGHT, HUD_WEIGHT } from './market-model.ts';
import type { CensusRentSource, FmrTrend, MarketAnalysis, MarketDataLevel } from './market.schema.ts';

/** Words shown to renters about a market answer: what the range means, where each figure comes from. */

export function bedroomLabel(bedrooms: number): string {
  return bedrooms === 0 ? 'studio' : `${bedrooms}-bedroom`;
}

/**
 * The range in plain words. It is an 80% interval for the typical rent of homes like this in the ZIP code, around our
 * estimate: held against an independent market index, the index fell inside it in 8 of 10 ZIP codes (ADR 0007). It
 * says nothing about how far one home's rent may be from another's, so it never reads "8 in 10 homes rent between".
 * The regional estimate was not measured that way, so its range claims no rate (ADR 0041).
 */
export function rangeSentence(a: Pick<MarketAnalysis, 'marketRent' | 'range' | 'level'>): string {
  const low = formatUsd(a.range.low);
  const high = formatUsd(a.range.high);
  if (a.level === 'regional') {
    return `Our rough estimate: ${formatUsd(a.marketRent)}. Rents for homes like yours here may average between ${low} and ${high}, or outside that: a regional estimate uses no local data.`;
  }
  return `Our estimate: ${formatUsd(a.marketRent)}. Rents for homes like yours here most likely average between ${low} and ${high} (our estimates land this close in 8 of 10 ZIP codes).`;
}

const TIER_WORD = { economical: 'economical', average: '', luxury: 'luxury', exclusive: 'exclusive' } as const;

/** "2-bedroom apartment", "luxury 1-bedroom house", "studio apartment". */
export function homeWords(a: Pick<MarketAnalysis, 'bedrooms' | 'housingType' | 'tierLevel'>): string {
  const tier = TIER_WORD[a.tierLevel];
  return `${tier ? `${tier} ` : ''}${bedroomLabel(a.bedrooms)} ${a.housingType}`;
}

const withArticle = (words: string) => `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;

/**
 * Our average in one line a renter can follow, with the figures: why it can sit above both sources (HUD's FMR is a
 * 40th percentile with utilities, the Census median covers every renter and unit size; each is converted to the
 * average asking rent of this home before the 65/35 blend, ADR 0007). Null for the regional estimate (no sources).
 */
export function averageExplanation(
  a: Pick<MarketAnalysis, 'marketRent' | 'level' | 'sources' | 'bedrooms' | 'housingType' | 'tierLevel'>,
): string | null {
  const { hud, census, hudEstimate, censusEstimate } = a.sources;
  if (a.level === 'regional' || !hud || hudEstimate === null) return null;
  const home = homeWords(a);
  const hudPart = `HUD's ${formatUsd(hud.fmr)} (the 40th-percentile rent recent movers pay, utilities included)`;
  if (census && censusEstimate !== null) {
    return `Our ${formatUsd(a.marketRent)} blends ${hudPart}, which is ${formatUsd(hudEstimate)} as the average asking rent of ${withArticle(home)}, with the Census's ${formatUsd(census.medianGrossRent)} (the median of all renters and unit sizes), which is ${formatUsd(censusEstimate)} for a recent mover's ${home}, weighted ${Math.round(HUD_WEIGHT * 100)}% HUD and ${Math.round(CENSUS_WEIGHT * 100)}% Census.`;
  }
  const topCoded = census?.topCoded ? ` The Census publishes only "${censusFigure(census)}" for this ZIP code, so it is not used.` : '';
  return `Our ${formatUsd(a.marketRent)} converts ${hudPart} into the average asking rent of ${withArticle(home)}.${topCoded}`;
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

/** The note under "Our market average": whose figure it is, naming only the sources this answer used. */
export function estimateBasis(analysis: Pick<MarketAnalysis, 'level' | 'sources'>): string {
  if (analysis.level === 'regional') {
    return 'Our rough estimate from typical rents by bedroom count and region. Compare it with current listings near you.';
  }
  const from = analysis.sources.censusEstimate !== null ? "HUD's and the Census's figures" : "HUD's figure";
  return `Ours, built from ${from}: not an official figure, and not an appraisal of your home.`;
}

/**
 * The one name of our average wherever a landlord reads it (letter, PDF, report; ADR 0056): RentCheck's estimate,
 * built on the federal figures this answer used, never HUD's or the Census's figure.
 */
export function estimateName(analysis: Pick<MarketAnalysis, 'level' | 'sources'>): string {
  if (analysis.level === 'regional') return "RentCheck's rough regional estimate";
  return analysis.sources.censusEstimate !== null
    ? "RentCheck's estimate built on HUD and Census figures"
    : "RentCheck's estimate built on HUD figures";
}
