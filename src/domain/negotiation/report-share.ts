import { forLandlord } from '../letters/letter-phrases.ts';
import { capitalize, joinOr, percentText } from '../shared/text.ts';
import type { MarketReport, MarketReportSection } from '../letters/market-report.ts';
import { NOT_LEGAL_ADVICE, type RentCheckResult } from '../rent-rules/check.ts';
import { formatUsd } from '../shared/money.ts';

// A read-only link to a saved negotiation's market report (ADR 0076): what the landlord opening it reads (the market
// figures with their sources and steps, the comparables, the rent rules that apply, and the name line the renter chose),
// and what the dashboard shows the renter. Never the renter's strategy: no ask, walk-away point, scenario or letter.
// No zod here: the schemas are in report-share.schema.ts.

/** 32 random bytes (256 bits) as base64url: 43 characters. */
export const REPORT_SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The report's content as it was when the link was made; the link shows this, and only this. */
export interface SharedReportContent {
  report: MarketReport;
  /** Our market average for the home, the figure the report builds step by step; null without an analysis. */
  marketAverage: number | null;
  /** The rent rules that apply to the home and the landlord's proposed increase, as facts; null when none was checked. */
  rules: MarketReportSection | null;
}

/** What a visitor opening the link reads (POST /api/shared-reports/open). */
export interface SharedReport extends SharedReportContent {
  /** The name line the renter chose to show, or null. */
  nameLine: string | null;
  /** When the link was made (ISO). */
  sharedAt: string;
}

/** The link as the renter's dashboard shows it (the token is not kept: only shown once, when it is made). */
export interface ReportShareStatus {
  nameLine: string | null;
  createdAt: string;
  /** When someone first opened the link (ISO), or null. */
  firstOpenedAt: string | null;
}

/** The answer to making a link: its status and, this once, its token. */
export interface CreatedReportShare extends ReportShareStatus {
  token: string;
}

export const REPORT_SHARE_MESSAGES = {
  notFound: 'This report link is not valid. It may have been turned off or have expired.',
  noLease:
    'Your market report needs your ZIP code and rent: enter them on Your Negotiation Plan (and keep the plan on your account), or check your rent on the home page, then make the link.',
} as const;

/** "3%" or "3.5%": a percent the rules section states. */
const percent = (value: number) => percentText(value);

/**
 * The rent rules that apply to the home and the landlord's proposed increase, as facts a landlord can check at the
 * cited address: each limit in force with its law and period, each notice rule, the increase itself, where a figure is
 * not loaded the official page. Nothing on what the renter should do. Null without a rent check (no increase entered).
 */
export function rentRulesSection(
  check: RentCheckResult | null,
  currentRent: number,
  proposedRent: number | null,
): MarketReportSection | null {
  if (!check) return null;
  const lines: string[] = [];
  if (proposedRent !== null) {
    lines.push(
      `Proposed increase: from ${formatUsd(currentRent)} to ${formatUsd(proposedRent)} a month, ${formatUsd(check.increase.dollars)} (${percent(check.increase.percent)}).`,
    );
  }
  for (const cap of check.caps) {
    // Left out: a limit the renter's answers exempt the home from, and one that applies only if a question the renter
    // left unanswered is yes (its condition is worded for the renter, and it may not apply at all).
    if (cap.status === 'exempt' || cap.scope !== null) continue;
    const where = cap.city ? `If the home is in ${cap.city}: ` : '';
    const unless = cap.unless.length > 0 ? ` unless ${joinOr(cap.unless.map(forLandlord))}` : '';
    const limit =
      cap.status === 'statement'
        ? forLandlord(cap.message).replace(/\.$/, '')
        : cap.status === 'first-year'
          ? `${capitalize(cap.place)} does not allow a rent increase during the first year of a tenancy`
          : cap.limitPercent === null
            ? `${capitalize(cap.place)} limits rent increases; the figure for this date is not loaded here`
            : cap.limitIsCeiling
              ? `${capitalize(cap.place)} allows an increase of at most ${percent(cap.limitPercent)} in any 12 months${unless}; the exact figure for this date is not loaded here`
              : `${capitalize(cap.place)} allows an increase of at most ${percent(cap.limitPercent)}${cap.limitLabel ? ` ${cap.limitLabel}` : ''}${unless}`;
    lines.push(`${where}${cap.law}: ${limit}. Source: ${cap.url}`);
    if (cap.frequency) lines.push(`${cap.law}: ${cap.frequency}`);
  }
  if (check.noCapMessage) lines.push(check.noCapMessage.replace(/^We found/, 'RentCheck found'));
  for (const notice of check.notices) {
    if (notice.requiredDays === null) continue;
    const where = notice.city ? `If the home is in ${notice.city}: ` : '';
    lines.push(`${where}${notice.law}: at least ${notice.requiredDays} days' written notice of a rent increase. Source: ${notice.url}`);
  }
  for (const local of check.localRules) lines.push(`${local.text} ${local.url}`);
  lines.push(NOT_LEGAL_ADVICE);
  return { heading: 'Rent rules that apply', lines };
}
