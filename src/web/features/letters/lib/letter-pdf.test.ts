import { describe, expect, it } from 'vitest';
import { buildLetterPdf } from './letter-pdf.ts';

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
});
