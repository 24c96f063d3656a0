import { compareRent } from './comparison.ts';
import { type FmrRents, fmrForBedrooms, hudEstimateFromFmr, unitMultiplier } from './hud-model.ts';
import type {
  CensusRentSource,
  Confidence,
  FmrTrend,
  MarketAnalysis,
  MarketArea,
  MarketDataLevel,
  MarketQuery,
  MarketSources,
} from './market.schema.ts';

/**
 * The market average is a blend, in log space, of two independent estimates (ADR 0007): 65% the HUD-based
 * figure and 35% the Census-based one (the ZCTA's ACS median gross rent x 1.30, scaled to the bedroom count by
 * the FMR ratio bedroom/2-bedroom). Without a usable ACS median (missing or top-coded) the HUD figure alone.
 */
export const HUD_WEIGHT = 0.65;
export const CENSUS_WEIGHT = 0.35;
export const CENSUS_MEDIAN_TO_MARKET = 1.3;

/** Half-widths of the 80% interval around the average, by how local the data is (ADR 0007). */
const RANGE_HALF_WIDTH: Record<MarketDataLevel, number> = { zip: 0.21, county: 0.28, regional: 0.35 };
const CONFIDENCE_OF_LEVEL: Record<MarketDataLevel, Confidence> = { zip: 'high', county: 'medium', regional: 'low' };

/** What the server's data says about one ZIP code. */
export interface MarketEvidence {
  fmr: {
    rents: FmrRents;
    fiscalYear: number;
    level: 'zip' | 'county';
    /** HUD's FMR area name, e.g. 'Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area'. */
    areaName: string | null;
    /** Where the FMR applies, for the source line: 'ZIP 30301' or 'Fulton County, GA'. */
    label: string;
  };
  census: CensusRentSource | null;
  trend: { areaName: string; fromYear: number; toYear: number; fromRents: FmrRents; toRents: FmrRents } | null;
  place: { city: string; state: string } | null;
}

function formatPlace(zipcode: string, place: { city: string; state: string } | null): string {
  return place ? `ZIP ${zipcode} · ${place.city}, ${place.state}` : `ZIP ${zipcode}`;
}

export function areaOf(
  zipcode: string,
  place: { city: string; state: string } | null,
  hud?: { name: string | null; fiscalYear: number },
): MarketArea {
  return {
    name: hud?.name ?? null,
    fiscalYear: hud?.fiscalYear ?? null,
    place: formatPlace(zipcode, place),
    city: place?.city ?? null,
    state: place?.state ?? null,
  };
}

function rangeAround(marketRent: number, level: MarketDataLevel): { low: number; high: number } {
  const half = RANGE_HALF_WIDTH[level];
  return { low: Math.round(marketRent * (1 - half)), high: Math.round(marketRent * (1 + half)) };
}

/** The one place every market answer (HUD, Census, regional) is assembled. */
export function assembleAnalysis(
  query: MarketQuery,
  parts: Pick<MarketAnalysis, 'marketRent' | 'level' | 'dataSource' | 'hudError' | 'area' | 'sources' | 'trend'>,
): MarketAnalysis {
  return {
    currentRent: query.currentRent,
    marketRent: parts.marketRent,
    ...compareRent(query.currentRent, parts.marketRent),
    zipcode: query.zipcode,
    bedrooms: query.bedrooms,
    housingType: query.housingType,
    tierLevel: query.tierLevel,
    confidence: CONFIDENCE_OF_LEVEL[parts.level],
    level: parts.level,
    dataSource: parts.dataSource,
    hudUnavailable: parts.level === 'regional',
    hudError: parts.hudError,
    aiUsed: false,
    range: rangeAround(parts.marketRent, parts.level),
    area: parts.area,
    sources: parts.sources,
    trend: parts.trend,
  };
}

/**
 * HUD-based, Census-based and blended estimates for a typical home (an average-tier apartment), then the housing type
 * and tier as a step of their own. Each step is rounded to the dollar as it is shown and the next starts from that
 * rounded figure, so a reader redoing the steps on the page lands on the same figures (ADR 0064):
 * HUD: FMR x 1.16 x 0.90; Census: median x 1.30 x FMR(bedrooms) / FMR(2 bedrooms); blend: exp(0.65 ln HUD + 0.35 ln
 * Census); market average: blend x housing type x tier.
 */
export function marketEstimates(
  query: MarketQuery,
  rents: FmrRents,
  census: CensusRentSource | null,
): Pick<MarketSources, 'hudEstimate' | 'censusEstimate' | 'blendedEstimate' | 'twoBedroomFmr'> & { marketRent: number } {
  const fmr = fmrForBedrooms(rents, query.bedrooms);
  const hud = Math.round(hudEstimateFromFmr(fmr, 'apartment', 'average'));
  const adjust = (typical: number) => Math.round(typical * unitMultiplier(query.housingType, query.tierLevel));
  if (!census || census.topCoded || !(census.medianGrossRent > 0)) {
    return { hudEstimate: hud, censusEstimate: null, blendedEstimate: hud, twoBedroomFmr: null, marketRent: adjust(hud) };
  }
  const censusTypical = Math.round((census.medianGrossRent * CENSUS_MEDIAN_TO_MARKET * fmr) / rents[2]);
  const blended = Math.round(Math.exp(HUD_WEIGHT * Math.log(hud) + CENSUS_WEIGHT * Math.log(censusTypical)));
  return {
    hudEstimate: hud,
    censusEstimate: censusTypical,
    blendedEstimate: blended,
    twoBedroomFmr: rents[2],
    marketRent: adjust(blended),
  };
}

function fmrTrend(evidence: MarketEvidence['trend'], bedrooms: number): FmrTrend | null {
  if (!evidence) return null;
  const fromFmr = fmrForBedrooms(evidence.fromRents, bedrooms);
  const toFmr = fmrForBedrooms(evidence.toRents, bedrooms);
  if (!(fromFmr > 0) || !(toFmr > 0)) return null;
  return {
    areaName: evidence.areaName,
    bedrooms,
    fromYear: evidence.fromYear,
    toYear: evidence.toYear,
    fromFmr,
    toFmr,
    percentChange: Math.round(((toFmr - fromFmr) / fromFmr) * 100),
  };
}

function evidenceDataSource(evidence: MarketEvidence, censusUsed: boolean): string {
  const hud =
    evidence.fmr.level === 'zip'
      ? `HUD FY${evidence.fmr.fiscalYear} Small Area Fair Market Rent (${evidence.fmr.label})`
      : `HUD FY${evidence.fmr.fiscalYear} Fair Market Rent (${evidence.fmr.label})`;
  return censusUsed && evidence.census ? `${hud} and Census ACS ${evidence.census.years} median gross rent` : hud;
}

interface EvidenceText {
  zipcode: string;
  area: MarketArea;
  dataSource: { hudOnly: string; withCensus: string };
}

/**
 * The area and source lines of one ZIP's evidence, built once: every answer for the ZIP shares them (frozen), and
 * the server keeps each ZIP's evidence (docs/performance.md, "Request path").
 */
const evidenceText = new WeakMap<MarketEvidence, EvidenceText>();

function describeEvidence(evidence: MarketEvidence, zipcode: string): EvidenceText {
  let text = evidenceText.get(evidence);
  if (text?.zipcode !== zipcode) {
    text = {
      zipcode,
      area: Object.freeze(areaOf(zipcode, evidence.place, { name: evidence.fmr.areaName, fiscalYear: evidence.fmr.fiscalYear })),
      dataSource: { hudOnly: evidenceDataSource(evidence, false), withCensus: evidenceDataSource(evidence, true) },
    };
    evidenceText.set(evidence, text);
  }
  return text;
}

/** The market answer from HUD (ZIP or county level) and, where usable, the Census median (ADR 0007). */
export function analyzeWithEvidence(query: MarketQuery, evidence: MarketEvidence): MarketAnalysis {
  const estimates = marketEstimates(query, evidence.fmr.rents, evidence.census);
  const text = describeEvidence(evidence, query.zipcode);
  return assembleAnalysis(query, {
    marketRent: estimates.marketRent,
    level: evidence.fmr.level,
    dataSource: estimates.censusEstimate !== null ? text.dataSource.withCensus : text.dataSource.hudOnly,
    hudError: null,
    area: text.area,
    sources: {
      hud: {
        fmr: fmrForBedrooms(evidence.fmr.rents, query.bedrooms),
        bedrooms: query.bedrooms,
        fiscalYear: evidence.fmr.fiscalYear,
        level: evidence.fmr.level,
        areaName: evidence.fmr.areaName,
      },
      census: evidence.census,
      hudEstimate: estimates.hudEstimate,
      censusEstimate: estimates.censusEstimate,
      blendedEstimate: estimates.blendedEstimate,
      twoBedroomFmr: estimates.twoBedroomFmr,
    },
    trend: fmrTrend(evidence.trend, query.bedrooms),
  });
}
