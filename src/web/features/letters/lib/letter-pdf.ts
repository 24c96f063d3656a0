import { type JsPdfConstructor, loadJsPdf, PdfWriter } from '../../../lib/pdf-document.ts';

/** The subject line of a business letter ("Re: ...") or an email ("Subject: ..."), set in bold. */
const SUBJECT_LINE = /^(Re|Subject): /;

/**
 * The letter as a US Letter PDF, built in the browser with jsPDF (loaded only now, so no page bundle carries it), from
 * the text as the renter left it: the business letter's own layout (sender block, date, landlord, subject line in bold,
 * body, signature), then one line naming the sources of the figures it quotes. Pages are numbered when there are
 * several. The full market report is the Premium document of its own (ADR 0049). Nothing is sent anywhere.
 */
export async function buildLetterPdf(
  text: string,
  sourcesLine: string | null,
  load: () => Promise<JsPdfConstructor> = loadJsPdf,
): Promise<Blob> {
  const pdf = new PdfWriter(await load(), 'Rent negotiation letter');
  for (const line of text.split('\n')) pdf.write(line, undefined, SUBJECT_LINE.test(line) ? 'bold' : 'normal');
  if (sourcesLine) {
    pdf.space(12);
    pdf.write(sourcesLine, 9, 'normal', 13, true);
  }
  pdf.numberPages('Rent negotiation letter');
  return pdf.blob();
}
