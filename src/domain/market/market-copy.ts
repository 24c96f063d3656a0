import { formatUsd } from '../shared/money.ts';
import { GROSS_TO_CONTRACT_RENT, HOUSE_MULTIPLIER, PERCENTILE_40_TO_MEAN, TIER_MULTIPLIER } from './hud-model.ts';
import { CENSUS_MEDIAN_TO_MARKET, CENSUS_WEIGHT, HUD_WEIGHT } from './market-model.ts';
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

const factor = (value: number) => value.toFixed(2);
const TIER_STEP: Record<MarketAnalysis['tierLevel'], string | null> = {
  economical: 'economical tier',
  average: null,
  luxury: 'luxury tier',
  exclusive: 'exclusive tier',
};

/**
 * How our average is built, step by step, with every figure and factor a reader needs to redo it on a calculator
 * (ADR 0064): HUD's FMR to a typical home's asking rent; the Census median to the same; the 65/35 blend (a weighted
 * geometric mean, ADR 0007); then the housing type and tier as a step of their own. Each step starts from the rounded
 * figure the step before shows, as the model does, so the steps add up to the average shown. HUD's and the Census's
 * figures include utilities; the factors leave them out (our assumption, stated). Null for the regional estimate.
 */
export function averageSteps(
  a: Pick<MarketAnalysis, 'marketRent' | 'level' | 'sources' | 'bedrooms' | 'housingType' | 'tierLevel' | 'zipcode'>,
): string[] | null {
  const { hud, census, hudEstimate, censusEstimate, blendedEstimate, twoBedroomFmr } = a.sources;
  if (a.level === 'regional' || !hud || hudEstimate === null || blendedEstimate === null) return null;
  const bed = bedroomLabel(hud.bedrooms);
  const where = hud.level === 'zip' ? `ZIP ${a.zipcode} alone` : hud.areaName ? `${hud.areaName}, area-wide` : 'the area';
  const steps = [
    `HUD's FY${hud.fiscalYear} fair market rent for a ${bed} home in ${where}, ${formatUsd(hud.fmr)} (the 40th-percentile rent recent movers pay, utilities included), × ${factor(PERCENTILE_40_TO_MEAN)} (from the 40th percentile to the average) × ${factor(GROSS_TO_CONTRACT_RENT)} (leaving out utilities, which we take as a tenth of gross rent) = ${formatUsd(hudEstimate)}.`,
  ];
  if (census && censusEstimate !== null && twoBedroomFmr !== null) {
    const ratio = hud.bedrooms === 2 ? '' : ` × ${formatUsd(hud.fmr)} / ${formatUsd(twoBedroomFmr)} (HUD's ${bed} to 2-bedroom ratio here)`;
    steps.push(
      `The Census's ${census.years} median gross rent in ZIP ${a.zipcode}, ${formatUsd(census.medianGrossRent)} (all renters and unit sizes, utilities included), × ${factor(CENSUS_MEDIAN_TO_MARKET)} (from all renters to a recent mover's asking rent, utilities left out)${ratio} = ${formatUsd(censusEstimate)}.`,
      `Blended ${Math.round(HUD_WEIGHT * 100)}% HUD and ${Math.round(CENSUS_WEIGHT * 100)}% Census as a weighted geometric mean: ${formatUsd(hudEstimate)}^${HUD_WEIGHT} × ${formatUsd(censusEstimate)}^${CENSUS_WEIGHT} = ${formatUsd(blendedEstimate)}.`,
    );
  } else if (census?.topCoded) {
    steps.push(`The Census publishes only "${censusFigure(census)}" for ZIP ${a.zipcode}, so the HUD figure stands alone.`);
  }
  const adjustments = [
    TIER_STEP[a.tierLevel] && `${factor(TIER_MULTIPLIER[a.tierLevel])} (${TIER_STEP[a.tierLevel]})`,
    a.housingType === 'house' ? `${factor(HOUSE_MULTIPLIER)} (a house)` : null,
  ].filter((part): part is string => part !== null);
  steps.push(
    adjustments.length === 0
      ? `No adjustment for an average-tier apartment: the market average is ${formatUsd(a.marketRent)}.`
      : `Adjusted for ${withArticle(homeWords(a))}: ${formatUsd(blendedEstimate)} × ${adjustments.join(' × ')} = ${formatUsd(a.marketRent)}, the market average.`,
  );
  return steps;
}

/** The steps as one paragraph, for a line of text (the market report, the PDF). */
export function averageExplanation(a: Parameters<typeof averageSteps>[0]): string | null {
  const steps = averageSteps(a);
  return steps ? `How ${formatUsd(a.marketRent)} is built: ${steps.map((step, i) => `(${i + 1}) ${step}`).join(' ')}` : null;
}

export const LEVEL_NOTE: Record<MarketDataLevel, string> = {
  zip: 'Based on figures for this ZIP code.',
  county: 'Based on county figures: HUD publishes no ZIP-level rent for this ZIP code, so the range is wider.',
  regional: 'A rough regional estimate: no HUD or Census figure covers this ZIP code, so the range is wide.',
};

/** "HUD's area-wide 2-bedroom fair market rent for Fulton County, GA rose 9% since FY2024.": the area's figure, named apart from a ZIP's (ADR 0064). */
export function trendSentence(trend: FmrTrend): string {
  const subject = `HUD's area-wide ${bedroomLabel(trend.bedrooms)} fair market rent for ${trend.areaName}`;
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
 * The one name of our average wherever a landlord reads it (letter, PDF, report; ADR 0064): RentCheck's estimate,
 * built on the federal figures this answer used, never HUD's or the Census's figure.
 */
export function estimateName(analysis: Pick<MarketAnalysis, 'level' | 'sources'>): string {
  if (analysis.level === 'regional') return "RentCheck's rough regional estimate";
  return analysis.sources.censusEstimate !== null
    ? "RentCheck's estimate built on HUD and Census figures"
    : "RentCheck's estimate built on HUD figures";
}
