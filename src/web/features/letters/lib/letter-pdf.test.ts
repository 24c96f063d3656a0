import { describe, expect, it } from 'vitest';
import { letterSourcesLine } from '#domain/letters/market-report.ts';
import { manhattan10001 } from '#tests/fixtures/market-analysis.ts';
import { buildLetterPdf } from './letter-pdf.ts';

// In Node the package's own Node build stands in for the browser script the page loads.
const nodeJsPdf = async () => (await import('jspdf')).jsPDF;

/** The text a PDF viewer shows: every string jsPDF drew, unescaped, wrapped lines joined by a space. */
function pdfText(pdf: string): string {
  return [...pdf.matchAll(/\((.*?)(?<!\\)\) Tj/g)].map((m) => m[1]!.replace(/\\([()\\])/g, '$1')).join(' ');
}

describe('buildLetterPdf', () => {
  it('writes the letter on its pages and ends with the line naming its sources, never the full report', async () => {
    const sources = letterSourcesLine(manhattan10001(4600), "HUD's fair market rent for ZIP 10001 is $3,990 for FY2026.")!;
    const pdf = Buffer.from(await (await buildLetterPdf('Dear Jane,\n\nI pay $2,500 a month.', sources, nodeJsPdf)).arrayBuffer()).toString(
      'latin1',
    );
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(I pay $2,500 a month.) Tj');
    expect(pdf).toContain('/Count 1');
    const text = pdfText(pdf);
    expect(text).toContain(sources);
    expect(text).toContain('HUD Small Area Fair Market Rent FY2026 for ZIP 10001');
    expect(text).not.toContain('Rental market report');
    const alone = Buffer.from(await (await buildLetterPdf('Dear Jane,', null, nodeJsPdf)).arrayBuffer()).toString('latin1');
    expect(pdfText(alone)).toBe('Dear Jane,');
  });
});
