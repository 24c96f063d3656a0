import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
import { comparablesOf } from '../negotiation/comparable.ts';
import { letterPdfFileName } from './download.ts';
import { dayNumberOf } from './format.ts';
import { marketReport } from './market-report.ts';

const today = dayNumberOf(new Date(2026, 10, 23));

describe('marketReport', () => {
  it('says which HUD figure is which, cites the Census with its years, labels our estimate ours and explains it', () => {
    const report = marketReport(manhattan10001(4600), [], today);
    expect(report.title).toBe('Market report');
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
        heading: "RentCheck's estimate (not an official figure)",
        lines: [
          'Current rent: $4,600 a month for this 1-bedroom apartment.',
          'Our estimate: $3,954. Rents for homes like yours here most likely average between $3,124 and $4,784 (our estimates land this close in 8 of 10 ZIP codes).',
          "Our $3,954 blends HUD's $3,990 (the 40th-percentile rent recent movers pay, utilities included), which is $4,166 as the average asking rent of a 1-bedroom apartment, with the Census's $3,024 (the median of all renters and unit sizes), which is $3,589 for a recent mover's 1-bedroom apartment, weighted 65% HUD and 35% Census.",
        ],
      },
      {
        heading: 'Two-year change (HUD)',
        lines: [
          'HUD Fair Market Rent, 1-bedroom, area-wide for New York County, NY: $2,451 in FY2024, $2,655 in FY2026 (up 8% in two years).',
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
      "HUD's Fair Market Rents",
      "RentCheck's estimate (not an official figure)",
      'Two-year change (HUD)',
      'Comparable listings found by the tenant',
    ]);
    expect(report.sections[0]?.lines.slice(0, 2)).toEqual([
      'HUD Small Area Fair Market Rent, FY2026, 1-bedroom, for ZIP 30301 alone: $1,750.',
      'HUD Fair Market Rent, FY2026, 1-bedroom, area-wide for Fulton County, GA (HUD area: Atlanta-Sandy Springs-Roswell, GA HUD Metro FMR Area): $1,660.',
    ]);
    expect(report.sections[1]?.lines.slice(1)).toEqual([
      'Our estimate: $1,827. Rents for homes like yours here most likely average between $1,443 and $2,211 (our estimates land this close in 8 of 10 ZIP codes).',
      "Our $1,827 converts HUD's $1,750 (the 40th-percentile rent recent movers pay, utilities included) into the average asking rent of a 1-bedroom apartment.",
    ]);
    expect(report.sections[3]?.lines).toEqual([
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
