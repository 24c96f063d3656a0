import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
import { FULL_LISTING, rentcastEstimate } from '#tests/fixtures/market-comparables.ts';
import { comparablesOf } from '../strategy/comparable.ts';
import { letterPdfFileName } from './download.ts';
import { dayNumberOf } from '../shared/dates.ts';
import { letterSourcesLine, marketReport } from './market-report.ts';
import { comparablesFallbackNotice, type MarketComparables } from './market-report-comparables.ts';

const today = dayNumberOf(new Date(2026, 10, 23));

describe('marketReport', () => {
  it('says which HUD figure is which, cites the Census with its years, labels our estimate ours and explains it', () => {
    const report = marketReport(manhattan10001(4600), [], today);
    expect(report.title).toBe('Rental market report');
    expect(report.subtitle).toBe('ZIP 10001 · New York, NY · 1-bedroom apartment · prepared November 23, 2026');
    expect(report.sections).toEqual([
      {
        heading: "HUD's Fair Market Rents",
        lines: [
          'HUD Small Area Fair Market Rent, FY2026, 1-bedroom, for ZIP 10001 alone: $3,990.',
          'HUD Fair Market Rent, FY2026, 1-bedroom, area-wide for New York County, NY (HUD area: New York, NY HUD Metro FMR Area): $2,655.',
          "HUD's own figures: the 40th percentile of gross rent (rent plus utilities) paid by recent movers for standard-quality homes.",
        ],
      },
      {
        heading: "The Census Bureau's median rent",
        lines: [
          'U.S. Census Bureau, American Community Survey 5-year estimates 2019-2023, median gross rent of ZIP 10001, all renters and all unit sizes, utilities included: $3,024.',
        ],
      },
      {
        heading: 'Two-year change (HUD)',
        lines: [
          'HUD Fair Market Rent, 1-bedroom, area-wide for New York County, NY: $2,451 in FY2024, $2,655 in FY2026 (up 8% in two years).',
        ],
      },
      {
        heading: "RentCheck's estimate built on HUD and Census figures (not an official figure)",
        lines: [
          'Current rent: $4,600 a month for this 1-bedroom apartment.',
          'Our estimate: $3,954. Rents for homes like yours here most likely average between $3,124 and $4,784 (our estimates land this close in 8 of 10 ZIP codes).',
          'How $3,954 is built, step by step:',
          "1. HUD's FY2026 fair market rent for a 1-bedroom home in ZIP 10001 alone, $3,990 (the 40th-percentile rent recent movers pay, utilities included), × 1.16 (from the 40th percentile to the average) × 0.90 (leaving out utilities, which we take as a tenth of gross rent) = $4,166.",
          "2. The Census's 2019-2023 median gross rent in ZIP 10001, $3,024 (all renters and unit sizes, utilities included), × 1.30 (from all renters to a recent mover's asking rent, utilities left out) × $3,990 / $4,370 (HUD's 1-bedroom to 2-bedroom ratio here) = $3,589.",
          '3. Blended 65% HUD and 35% Census as a weighted geometric mean: $4,166^0.65 × $3,589^0.35 = $3,954.',
          '4. No adjustment for an average-tier apartment: the market average is $3,954.',
          "This estimate is RentCheck's own calculation from the public figures above, not HUD's or the Census Bureau's, and not an appraisal.",
        ],
      },
    ]);
    expect(report.footer).toBe('Informational only, not legal advice and not an appraisal. Figures as of November 23, 2026.');
    expect(JSON.stringify(report)).not.toMatch(/8 in 10|Ask for|Reply requested|vacancy/);
  });

  it("lists the tenant's comparable listings with their effective rents", () => {
    const comparables = comparablesOf([
      { where: '410 Peachtree St NE, #3B', rent: '2,300', bedrooms: '1', freeMonths: '1', termMonths: '12' },
      { where: 'The Vine, Midtown', rent: '1950', bedrooms: '', freeMonths: '0', termMonths: '12' },
    ]);
    const report = marketReport(atlanta30301(2500), comparables, today);
    expect(report.sections.map((s) => s.heading)).toEqual([
      'Comparable listings found by the tenant',
      "HUD's Fair Market Rents",
      'Two-year change (HUD)',
      "RentCheck's estimate built on HUD figures (not an official figure)",
    ]);
    expect(report.sections[1]?.lines.slice(0, 2)).toEqual([
      'HUD Small Area Fair Market Rent, FY2026, 1-bedroom, for ZIP 30301 alone: $1,750.',
      'HUD Fair Market Rent, FY2026, 1-bedroom, area-wide for Fulton County, GA (HUD area: Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area): $1,660.',
    ]);
    expect(report.sections[3]?.lines.slice(1, 3)).toEqual([
      'Our estimate: $1,827. Rents for homes like yours here most likely average between $1,443 and $2,211 (our estimates land this close in 8 of 10 ZIP codes).',
      'How $1,827 is built, step by step:',
    ]);
    expect(report.sections[0]?.lines).toEqual([
      '410 Peachtree St NE, #3B: 1-bedroom, $2,300 a month advertised, 1 month free on 12, so $2,108 a month effective.',
      'The Vine, Midtown: $1,950 a month.',
    ]);
  });

  it('names the area-wide FMR when HUD has no Small Area figure for the ZIP', () => {
    const a = atlanta30301(2500);
    const county = {
      ...a,
      level: 'county' as const,
      sources: { ...a.sources, hud: { ...a.sources.hud!, level: 'county' as const, fmr: 1660 } },
    };
    expect(marketReport(county, [], today).sections[0]?.lines[0]).toBe(
      'HUD Fair Market Rent, FY2026, 1-bedroom, area-wide for Fulton County, GA (HUD area: Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area): $1,660 (HUD publishes no Small Area figure for ZIP 30301).',
    );
  });

  it('names no federal source for a regional estimate', () => {
    const report = marketReport(regional(2000, '59001', 1600), [], today);
    const text = JSON.stringify(report);
    expect(text).toContain('A rough regional estimate from typical rents by bedroom count and region');
    expect(text).not.toMatch(/Fair Market Rent|American Community Survey|Two-year|HUD's|Census Bureau/);
  });

  it('names the PDF like the text download', () => {
    expect(letterPdfFileName('12 Oak Street, Apt 4')).toBe('rent-negotiation-letter-12-oak-street-apt-4.pdf');
  });
});

describe('marketReport with RentCast', () => {
  const estimate = rentcastEstimate({
    rent: 4125.4,
    comparables: [
      FULL_LISTING,
      {
        address: '400 W 29th St, New York, NY 10001',
        rent: 3950,
        bedrooms: null,
        squareFootage: null,
        distanceMiles: null,
        daysOld: 1,
        listedDate: null,
      },
    ],
  });

  it("cites RentCast's estimate, range and comparables with the day, before the tenant's listings and HUD", () => {
    const mine = comparablesOf([{ where: 'The Vine', rent: '4,000', bedrooms: '1', freeMonths: '0', termMonths: '12' }]);
    const report = marketReport(manhattan10001(4600), mine, today, estimate);
    expect(report.sections.map((s) => s.heading).slice(0, 3)).toEqual([
      'Comparable rentals (RentCast)',
      'Comparable listings found by the tenant',
      "HUD's Fair Market Rents",
    ]);
    expect(report.sections[0]?.lines).toEqual([
      "RentCast's long-term rent estimate for 12 Elm St, New York, NY, 10001, 1-bedroom, retrieved November 23, 2026: $4,125 a month, in a range of $3,800 to $4,450.",
      "RentCast's automated estimate from nearby rental listings (asking rents, utilities not included); not a HUD or Census figure.",
      '350 W 31st St, Apt 4C, New York, NY 10001: 1-bedroom, 650 sq ft, 0.3 miles away, $4,200 a month asked, listed October 30, 2026.',
      '400 W 29th St, New York, NY 10001: $3,950 a month asked, last seen 1 day earlier.',
    ]);
    expect(report.sections[1]?.lines).toEqual(['The Vine: 1-bedroom, $4,000 a month.']);
  });

  it("cites RentCast's ZIP statistics by bedroom count when there was no address", () => {
    const market: MarketComparables = {
      source: 'rentcast_market',
      retrievedOn: '2026-11-23',
      statistics: {
        zipcode: '10001',
        bedrooms: 1,
        averageRent: 4310,
        medianRent: 4100,
        minRent: 2450,
        maxRent: 9800,
        totalListings: 1234,
        lastUpdatedDate: '2026-11-20',
      },
    };
    const report = marketReport(manhattan10001(4600), [], today, market);
    expect(report.sections[0]).toEqual({
      heading: 'Rental listings in the ZIP code (RentCast)',
      lines: [
        "RentCast's rental market statistics for ZIP 10001, 1-bedroom listings, retrieved November 23, 2026, last updated November 20, 2026: average asking rent $4,310, median $4,100, from $2,450 to $9,800, across 1,234 listings.",
        "RentCast's figures from current rental listings (asking rents, utilities not included); not a HUD or Census figure.",
      ],
    });
    expect(report.sections[1]?.heading).toBe("HUD's Fair Market Rents");
  });

  it("says why RentCast's comparables are missing and lists the tenant's, in the report and on the page", () => {
    const mine = comparablesOf([{ where: 'The Vine', rent: '4,000', bedrooms: '1', freeMonths: '0', termMonths: '12' }]);
    const report = marketReport(manhattan10001(4600), mine, today, { source: 'none', reason: 'timeout' });
    expect(report.sections[0]).toEqual({
      heading: 'Comparable listings found by the tenant',
      lines: [
        'RentCast did not answer in time, so this report lists the listings the tenant found.',
        'The Vine: 1-bedroom, $4,000 a month.',
      ],
    });
    expect(comparablesFallbackNotice({ source: 'none', reason: 'account_daily_limit', resetsInHours: 5 })).toBe(
      "This account has used its 20 RentCast look-ups for today (each account's daily limit); they reset in 5 hours. This report lists the comparables you entered.",
    );
    expect(comparablesFallbackNotice({ source: 'none', reason: 'account_daily_limit', resetsInHours: 1 })).toBe(
      "This account has used its 20 RentCast look-ups for today (each account's daily limit); they reset in 1 hour. This report lists the comparables you entered.",
    );
    expect(
      marketReport(manhattan10001(4600), [], today, { source: 'none', reason: 'account_daily_limit', resetsInHours: 5 }).sections[0]
        ?.lines[0],
    ).toBe("The tenant's account had used its RentCast look-ups for the day, so this report lists the listings the tenant found.");
    expect(comparablesFallbackNotice({ source: 'none', reason: 'timeout' })).toBe(
      'RentCast did not answer in time; this report lists the comparables you entered.',
    );
    expect(comparablesFallbackNotice({ source: 'none', reason: 'unauthorized' })).toBe(
      "RentCast refused this server's key; this report lists the comparables you entered.",
    );
    expect(comparablesFallbackNotice({ source: 'none', reason: 'rate_limited' })).toBe(
      "RentCast's request limit for this server was reached; this report lists the comparables you entered.",
    );
    const none = marketReport(manhattan10001(4600), [], today, { source: 'none', reason: 'failed' });
    expect(none.sections[0]?.lines).toEqual([
      'RentCast could not be reached, so this report lists the listings the tenant found.',
      'The tenant listed no comparable rentals.',
    ]);
  });

  it('mentions no RentCast when this server has no key', () => {
    const report = marketReport(manhattan10001(4600), [], today, { source: 'none', reason: 'not_configured' });
    expect(JSON.stringify(report)).not.toContain('RentCast');
    expect(comparablesFallbackNotice({ source: 'none', reason: 'not_configured' })).toBeNull();
    expect(report.sections[0]?.heading).toBe("HUD's Fair Market Rents");
  });

  it("never carries the renter's strategy: ask, stance, walk-away or turnover", () => {
    const text = JSON.stringify(marketReport(manhattan10001(4600), [], today, estimate));
    expect(text).not.toMatch(/ask for|reduction|walk|turnover|vacancy|keep my rent|lower my rent|counter/i);
  });
});

describe('letterSourcesLine', () => {
  const quoting =
    "HUD's fair market rent for a one-bedroom home in ZIP 10001 is $3,990 for FY2026. The Census Bureau's American Community Survey for 2019-2023 puts the median gross rent in ZIP 10001 at $3,024. RentCheck's estimate built on HUD and Census figures is $3,954.";

  it('names the source of each figure the letter quotes, with its year, and our average by its one name', () => {
    expect(letterSourcesLine(manhattan10001(4600), quoting)).toBe(
      "Sources: HUD Small Area Fair Market Rent FY2026 for ZIP 10001; U.S. Census Bureau ACS 5-year 2019-2023 median gross rent for ZIP 10001. The market average of $3,954 is RentCheck's estimate built on HUD and Census figures, not an official figure.",
    );
  });

  it('cites nothing the letter did not quote: no HUD or Census line for a letter that rests on the tenancy', () => {
    expect(letterSourcesLine(manhattan10001(1100), 'I have paid on time for six years and ask to renew at $1,100.')).toBeNull();
    // The HUD figure alone: the Census is not cited, nor our average.
    expect(letterSourcesLine(manhattan10001(4600), "HUD's fair market rent for ZIP 10001 is $3,990 for FY2026.")).toBe(
      'Sources: HUD Small Area Fair Market Rent FY2026 for ZIP 10001.',
    );
    // A renter who deletes the market paragraph before downloading gets no sources line.
    expect(letterSourcesLine(manhattan10001(4600), 'Dear Sam,\n\nI ask to renew at $4,400.')).toBeNull();
  });

  it("cites HUD's two-year area figures when the letter quotes the change", () => {
    expect(
      letterSourcesLine(
        manhattan10001(4600),
        "Over two years, HUD's one-bedroom fair market rent for New York County, NY rose 8%, from $2,451 in FY2024 to $2,655 in FY2026.",
      ),
    ).toBe('Sources: HUD Fair Market Rent FY2024 and FY2026, area-wide for New York County, NY.');
  });

  it('names a regional estimate as ours only when the letter quotes it', () => {
    expect(letterSourcesLine(regional(2000, '59001', 1600), 'Rents here average about $1,600.')).toBe(
      "Source: RentCheck's rough regional estimate (no HUD or Census figure covers ZIP 59001); not an official figure.",
    );
    expect(letterSourcesLine(regional(2000, '59001', 1600), 'I ask to renew at $2,000.')).toBeNull();
    expect(letterSourcesLine(null, quoting)).toBeNull();
  });
});
