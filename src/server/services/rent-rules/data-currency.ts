import { type CoverageGap, familiesWithoutCoverage } from '#domain/rent-rules/check.ts';
import type { RentRuleRow } from '#domain/rent-rules/schema.ts';
import type { Deps } from '../../deps.ts';
import { rentRules } from './check-rent-increase.ts';

/**
 * Whether the shipped data still answers for the days ahead (ADR 0073): the rent rules that have no row for part of
 * the next 90 days (the check then applies only what does not depend on the year), and whether the newest HUD year the
 * server answers from is the one in force (HUD's fiscal year N starts on October 1 of year N-1). Reported by
 * `npm run rules:check`, logged at start-up, and in the readiness answer's body and the metrics; never a reason to
 * refuse traffic.
 */
const COVERAGE_DAYS = 90;

export interface DataCurrency {
  /** The day it was computed for (YYYY-MM-DD, UTC). */
  today: string;
  rentRules: {
    current: boolean;
    horizonDays: number;
    /** Rules with a day in the next `horizonDays` that no row covers, from that day, with the official page to read. */
    withoutNextPeriod: { family: string; name: string; from: string; officialUrl: string }[];
  };
  hud: {
    current: boolean;
    /** The newest HUD fiscal year shipped or imported, or null when there is none. */
    shippedYear: number | null;
    inForceYear: number;
    /** The date the fiscal year in force began: October 1 of the year before. */
    inForceSince: string;
  };
}

/** HUD's fiscal year in force on `today`: FY N runs from October 1 of year N-1 to September 30 of year N. */
export function hudFiscalYearInForce(today: string): { year: number; since: string } {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const fiscal = month >= 10 ? year + 1 : year;
  return { year: fiscal, since: `${fiscal - 1}-10-01` };
}

export function dataCurrency(rows: readonly RentRuleRow[], hudYears: readonly (number | null)[], today: string): DataCurrency {
  const gaps: CoverageGap[] = familiesWithoutCoverage(rows, today, COVERAGE_DAYS);
  const years = hudYears.filter((year): year is number => year !== null);
  const shippedYear = years.length > 0 ? Math.max(...years) : null;
  const inForce = hudFiscalYearInForce(today);
  return {
    today,
    rentRules: {
      current: gaps.length === 0,
      horizonDays: COVERAGE_DAYS,
      withoutNextPeriod: gaps.map((gap) => ({ family: gap.family, name: gap.name, from: gap.from, officialUrl: gap.latest.officialUrl })),
    },
    hud: {
      current: shippedYear !== null && shippedYear >= inForce.year,
      shippedYear,
      inForceYear: inForce.year,
      inForceSince: inForce.since,
    },
  };
}

/** One line per stale part, for the start-up log and the script: what is missing and what to run. */
export function currencyWarnings(currency: DataCurrency): string[] {
  const warnings: string[] = [];
  const missing = currency.rentRules.withoutNextPeriod;
  if (missing.length > 0) {
    const list = missing.map((gap) => `${gap.family} from ${gap.from}`).join(', ');
    warnings.push(
      `Rent rules: ${missing.length} rule${missing.length === 1 ? ' has' : 's have'} no row for part of the next ${currency.rentRules.horizonDays} days (${list}); the check applies only each law's ceiling, notice and exemptions then. Run npm run rules:check and add the next period's rows (data/rent-rules/README.md).`,
    );
  }
  const { hud } = currency;
  if (!hud.current) {
    warnings.push(
      hud.shippedYear === null
        ? `HUD data: no fair market rents are shipped or imported; FY${hud.inForceYear} is in force since ${hud.inForceSince}.`
        : `HUD data: the newest fair market rents shipped or imported are FY${hud.shippedYear}, older than FY${hud.inForceYear}, in force since ${hud.inForceSince}. Run npm run data:build with HUD's FY${hud.inForceYear} files (data/README.md), or npm run data:hud.`,
    );
  }
  return warnings;
}

/** The server's own: its rules table and the HUD years of its shipped data and imported file, as of `now` (UTC day). */
export function serverDataCurrency(deps: Pick<Deps, 'marketData' | 'hudStore'>, now: Date = new Date()): DataCurrency {
  const hudYears = [deps.marketData?.safmrYear ?? null, deps.marketData?.areaYear ?? null, deps.hudStore.fiscalYear];
  return dataCurrency(rentRules(), hudYears, now.toISOString().slice(0, 10));
}
