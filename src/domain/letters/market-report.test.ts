import { describe, expect, it } from 'vitest';
import { atlanta30301, manhattan10001, regional } from '#tests/fixtures/market-analysis.ts';
import { letterPdfFileName } from './download.ts';
import { dayNumberOf } from './format.ts';
import { emptyLetterForm } from './letter-form.ts';
import { strategyForLetter } from './letter-strategy.ts';
import { marketReport } from './market-report.ts';

const today = new Date(2026, 10, 23);
const reportFor = (zipcode: string, rent: number, market: ReturnType<typeof atlanta30301>) => {
  const form = {
    ...emptyLetterForm(),
    landlordName: 'X',
    propertyAddress: 'Y',
    zipcode,
    currentRent: String(rent),
    tenureLengthYears: '3',
  };
  const strategy = strategyForLetter(form, market, today);
  if (!strategy) throw new Error('no strategy');
  return marketReport(market, strategy, dayNumberOf(today));
};

describe('marketReport', () => {
  it('lists the figures with sources and years, the range, the trend and the date', () => {
    const report = reportFor('10001', 4600, manhattan10001(4600));
    expect(report.title).toBe('Market report');
    expect(report.subtitle).toBe('ZIP 10001 · New York, NY · one-bedroom apartment · prepared November 23, 2026');
    expect(report.sections).toEqual([
      {
        heading: 'Your rent and the market',
        lines: [
          'Your rent: $4,600 a month.',
          "Average rent for a similar one-bedroom apartment: $3,954 a month (RentCheck's estimate built from the sources below).",
          'Range: 8 in 10 similar homes rent between $3,124 and $4,784 a month.',
          'Your rent is $646 a month above the average ($7,752 a year).',
        ],
      },
      {
        heading: 'Sources',
        lines: [
          "HUD fair market rent, FY2026, one-bedroom, ZIP 10001: $3,990. HUD's own figure: the 40th percentile of gross rents paid by recent movers.",
          'Census Bureau American Community Survey 2019-2023, median gross rent, all unit sizes, ZIP 10001: $3,024.',
        ],
      },
      {
        heading: 'Two-year trend',
        lines: ['HUD fair market rent, one-bedroom, New York County, NY: $2,451 in FY2024, $2,655 in FY2026 (up 8%).'],
      },
      {
        heading: 'Negotiation strategy',
        lines: [
          'Ask for $3,955 a month, $645 (14%) less, for 12 months.',
          'A vacancy and turnover would cost the landlord about $4,600 to $13,800 (1 to 3 months of rent).',
          'Reply requested by December 7, 2026.',
        ],
      },
    ]);
  });

  it('names no federal source for a regional estimate', () => {
    const report = reportFor('59001', 2000, regional(2000, '59001', 1600));
    const text = JSON.stringify(report);
    expect(text).toContain('Regional estimate: no HUD or Census figure was available for this ZIP code.');
    expect(text).toContain("RentCheck's estimate from regional figures");
    expect(text).not.toMatch(/fair market rent|American Community Survey|Two-year trend/);
    expect(reportFor('30301', 2500, atlanta30301(2500)).sections[1]?.lines).toHaveLength(1);
  });

  it('names the PDF like the text download', () => {
    expect(letterPdfFileName('12 Oak Street, Apt 4')).toBe('rent-negotiation-letter-12-oak-street-apt-4.pdf');
  });
});
