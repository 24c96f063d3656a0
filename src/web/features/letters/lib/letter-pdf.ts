import { type JsPdfConstructor, loadJsPdf, PdfWriter } from '../../../lib/pdf-document.ts';

/**
 * The letter as a US Letter PDF, built in the browser with jsPDF (loaded only now, so no page bundle carries it),
 * ending with one line naming the sources of its figures. The full market report is the Premium document of its own
 * (ADR 0049). Nothing is sent anywhere.
 */
export async function buildLetterPdf(
  text: string,
  sourcesLine: string | null,
  load: () => Promise<JsPdfConstructor> = loadJsPdf,
): Promise<Blob> {
  const pdf = new PdfWriter(await load(), 'Rent negotiation letter');
  for (const paragraph of text.split('\n')) pdf.write(paragraph);
  if (sourcesLine) {
    pdf.space(12);
    pdf.write(sourcesLine, 9, 'normal', 13, true);
  }
  return pdf.blob();
}
