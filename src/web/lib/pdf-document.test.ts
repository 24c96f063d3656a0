import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { dayNumberOf } from '#domain/shared/dates.ts';
import { marketReport } from '#domain/letters/market-report.ts';
import type { MarketComparables } from '#domain/letters/market-report-comparables.ts';
import { comparablesOf } from '#domain/strategy/comparable.ts';
import { manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { rentcastEstimate } from '#tests/fixtures/market-comparables.ts';
import { buildMarketReportPdf } from './pdf-document.ts';

// In Node the package's own Node build stands in for the browser script the page loads.
const nodeJsPdf = async () => (await import('jspdf')).jsPDF;

/** The text a PDF viewer shows: every string jsPDF drew, unescaped, wrapped lines joined by a space. */
function pdfText(pdf: string): string {
  return (
    [...pdf.matchAll(/\((.*?)(?<!\\)\) Tj/g)]
      .map((m) => m[1]!.replace(/\\([()\\])/g, '$1'))
      // The page numbers, drawn on each page once all are written, are left out so a line running onto the next page
      // reads whole.
      .filter((line) => !/, page \d+ of \d+$/.test(line))
      .join(' ')
  );
}

const rentcast = rentcastEstimate();

async function render(comparables: MarketComparables | null) {
  const mine = comparablesOf([{ where: 'The Vine, 31st St', rent: '4,200', bedrooms: '1', freeMonths: '1', termMonths: '12' }]);
  const report = marketReport(manhattan10001(4600), mine, dayNumberOf(new Date(2026, 10, 23)), comparables);
  const bytes = Buffer.from(await (await buildMarketReportPdf(report, nodeJsPdf)).arrayBuffer());
  // RENDER_REPORT_PDF=dir keeps the file, to be rendered with pdftoppm and looked at.
  if (process.env.RENDER_REPORT_PDF) await writeFile(`${process.env.RENDER_REPORT_PDF}/report-${comparables?.source ?? 'own'}.pdf`, bytes);
  return { report, pdf: bytes.toString('latin1') };
}

describe('buildMarketReportPdf', () => {
  it("prints every figure and source line of the report, RentCast's comparables cited as RentCast's", async () => {
    const { report, pdf } = await render(rentcast);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    const text = pdfText(pdf);
    for (const line of [report.title, report.subtitle, ...report.sections.flatMap((s) => [s.heading, ...s.lines]), report.footer]) {
      expect(text).toContain(line);
    }
    for (const figure of [
      '$4,126',
      '$3,800',
      '$4,450',
      '$4,200',
      '$3,950', // RentCast's estimate, range and comparables
      '$3,850', // the tenant's listing, effective
      '$3,990',
      '$2,655',
      '$3,024',
      '$2,451', // HUD SAFMR, HUD area FMR, Census, HUD two years before
      '$3,954',
      '$3,124',
      '$4,784',
      '$4,166',
      '$3,589', // our estimate, range, and how it is built
    ]) {
      expect(text).toContain(figure);
    }
    for (const source of ['RentCast', 'retrieved November 23, 2026', 'FY2026', 'FY2024', '2019-2023', 'New York, NY HUD Metro FMR Area']) {
      expect(text).toContain(source);
    }
    expect(text).toContain('Figures as of November 23, 2026.');
    expect(text).not.toMatch(/ask for|walk|turnover|vacancy/i);
  });

  it("says in the report why it lists the tenant's listings when RentCast failed", async () => {
    const { pdf } = await render({ source: 'none', reason: 'timeout' });
    const text = pdfText(pdf);
    expect(text).toContain('RentCast did not answer in time, so this report lists the listings the tenant found.');
    expect(text).toContain('The Vine, 31st St: 1-bedroom, $4,200 a month advertised, 1 month free on 12, so $3,850 a month effective.');
  });
});
