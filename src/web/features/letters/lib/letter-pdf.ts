import type { MarketReport } from '#domain/letters/market-report.ts';
import type { jsPDF } from 'jspdf';
// jsPDF's self-contained browser build, emitted as a file of our own origin and fetched only when a PDF is made.
import jspdfUrl from 'jspdf/dist/jspdf.umd.min.js?url';

const MARGIN = 72;
const BODY_SIZE = 11;
const LINE = 15;

type JsPdfConstructor = typeof jsPDF;

let loading: Promise<JsPdfConstructor> | null = null;

/**
 * Loads jsPDF on first use by adding its UMD build as a script (it sets `globalThis.jspdf`). Loading the
 * prebuilt file rather than bundling the ES build keeps jsPDF's optional CommonJS add-ons (html2canvas, canvg)
 * out of the bundle graph, so the landing page's JavaScript does not change at all (ADR 0027).
 */
function loadJsPdf(): Promise<JsPdfConstructor> {
  loading ??= new Promise<JsPdfConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = jspdfUrl;
    script.async = true;
    script.onload = () => {
      const loaded = (globalThis as { jspdf?: { jsPDF: JsPdfConstructor } }).jspdf?.jsPDF;
      if (loaded) resolve(loaded);
      else reject(new Error('jsPDF did not load'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('jsPDF could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * The letter as a US Letter PDF, built in the browser with jsPDF (loaded only now, so no page bundle carries it),
 * with the optional 'Market report' as a second page. Nothing is sent anywhere.
 */
export async function buildLetterPdf(
  text: string,
  report: MarketReport | null,
  load: () => Promise<JsPdfConstructor> = loadJsPdf,
): Promise<Blob> {
  const JsPdf = await load();
  const doc = new JsPdf({ unit: 'pt', format: 'letter' });
  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  const bottom = doc.internal.pageSize.getHeight() - MARGIN;
  let y = MARGIN;

  const write = (content: string, size: number, style: 'normal' | 'bold' = 'normal', gap = LINE) => {
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    const lines: string[] = content === '' ? [''] : doc.splitTextToSize(content, width);
    for (const line of lines) {
      if (y > bottom) {
        doc.addPage();
        y = MARGIN;
      }
      doc.text(line, MARGIN, y);
      y += gap;
    }
  };

  doc.setProperties({ title: 'Rent negotiation letter', creator: 'RentCheck' });
  for (const paragraph of text.split('\n')) write(paragraph, BODY_SIZE);

  if (report) {
    doc.addPage();
    y = MARGIN;
    write(report.title, 18, 'bold', 24);
    doc.setTextColor(90);
    write(report.subtitle, 10, 'normal', 22);
    doc.setTextColor(0);
    for (const section of report.sections) {
      y += 6;
      write(section.heading, 12, 'bold', 18);
      for (const line of section.lines) {
        write(line, BODY_SIZE);
        y += 3;
      }
    }
    y += 12;
    doc.setTextColor(90);
    write(report.footer, 9);
    doc.setTextColor(0);
  }
  return doc.output('blob');
}
