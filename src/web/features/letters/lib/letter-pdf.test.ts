import { describe, expect, it } from 'vitest';
import { dayNumberOf } from '#domain/letters/format.ts';
import { marketReport } from '#domain/letters/market-report.ts';
import { comparablesOf } from '#domain/negotiation/comparable.ts';
import { manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { buildLetterPdf } from './letter-pdf.ts';

/** The text a PDF viewer shows: every string jsPDF drew, unescaped, wrapped lines joined by a space. */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\((.*?)(?<!\\)\) Tj/g)].map((m) => m[1]!.replace(/\\([()\\])/g, '$1')).join(' ');
}

// In Node the package's own Node build stands in for the browser script the page loads.
const nodeJsPdf = async () => (await import('jspdf')).jsPDF;

describe('buildLetterPdf', () => {
  it('writes the letter and, when asked, a Market report page', async () => {
    const report = {
      title: 'Market report',
      subtitle: 'ZIP 30301 · Atlanta, GA · one-bedroom apartment · prepared November 23, 2026',
      sections: [{ heading: 'Sources', lines: ['HUD fair market rent, FY2026, one-bedroom, ZIP 30301: $1,750.'] }],
      footer: 'Informational only, not legal advice.',
    };
    const withReport = Buffer.from(
      await (await buildLetterPdf('Dear Jane,\n\nI pay $2,500 a month.', report, nodeJsPdf)).arrayBuffer(),
    ).toString('latin1');
    expect(withReport.startsWith('%PDF-')).toBe(true);
    expect(withReport).toContain('(I pay $2,500 a month.) Tj');
    expect(withReport).toContain('(Market report) Tj');
    expect(withReport).toContain('/Count 2');
    const alone = Buffer.from(await (await buildLetterPdf('Dear Jane,', null, nodeJsPdf)).arrayBuffer()).toString('latin1');
    expect(alone).toContain('/Count 1');
    expect(alone).not.toContain('Market report');
  });

  it('prints every figure and source line of the market report', async () => {
    const comparables = comparablesOf([{ where: '350 W 31st St, #4C', rent: '4,200', bedrooms: '1', freeMonths: '1', termMonths: '12' }]);
    const report = marketReport(manhattan10001(4600), comparables, dayNumberOf(new Date(2026, 10, 23)));
    const pdf = Buffer.from(await (await buildLetterPdf('Dear Jane,', report, nodeJsPdf)).arrayBuffer()).toString('latin1');
    const text = pdfText(pdf);
    for (const line of [report.title, ...report.sections.flatMap((s) => [s.heading, ...s.lines]), report.footer]) {
      expect(text).toContain(line);
    }
    for (const figure of ['$3,990', '$2,655', '$3,024', '$3,954', '$3,124', '$4,784', '$4,166', '$3,589', '$2,451', '$4,200', '$3,850']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('FY2026');
    expect(text).toContain('2019-2023');
    expect(text).toContain('November 23, 2026');
  });
});
