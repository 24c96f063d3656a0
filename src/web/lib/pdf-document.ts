import type { MarketReport } from '#domain/letters/market-report.ts';
import type { jsPDF } from 'jspdf';
// jsPDF's self-contained browser build, emitted as a file of our own origin and fetched only when a PDF is made.
import jspdfUrl from 'jspdf/dist/jspdf.umd.min.js?url';

const MARGIN = 72;
/** The report's narrower margin (3/4 inch): a typical report with the tenant's listings fits on one page. */
const REPORT_MARGIN = 54;
const BODY_SIZE = 11;
const LINE = 15;
const GREY = 90;

export type JsPdfConstructor = typeof jsPDF;

let loading: Promise<JsPdfConstructor> | null = null;

/**
 * Loads jsPDF on first use by adding its UMD build as a script (it sets `globalThis.jspdf`). Loading the
 * prebuilt file rather than bundling the ES build keeps jsPDF's optional CommonJS add-ons (html2canvas, canvg)
 * out of the bundle graph, so the landing page's JavaScript does not change at all (ADR 0027).
 */
export function loadJsPdf(): Promise<JsPdfConstructor> {
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

/** A US Letter document written top to bottom, wrapping each paragraph and starting a new page when one is full. */
export class PdfWriter {
  readonly doc: jsPDF;
  private y: number;
  private readonly width: number;
  private readonly bottom: number;

  constructor(
    JsPdf: JsPdfConstructor,
    title: string,
    readonly margin = MARGIN,
  ) {
    this.doc = new JsPdf({ unit: 'pt', format: 'letter' });
    this.y = margin;
    this.width = this.doc.internal.pageSize.getWidth() - 2 * margin;
    this.bottom = this.doc.internal.pageSize.getHeight() - margin;
    this.doc.setProperties({ title, creator: 'RentCheck' });
  }

  /** One paragraph; '' is an empty line. */
  write(content: string, size = BODY_SIZE, style: 'normal' | 'bold' = 'normal', gap = LINE, grey = false): void {
    const doc = this.doc;
    doc.setFont('helvetica', style);
    doc.setFontSize(size);
    doc.setTextColor(grey ? GREY : 0);
    const lines: string[] = content === '' ? [''] : doc.splitTextToSize(content, this.width);
    for (const line of lines) {
      if (this.y > this.bottom) this.newPage();
      doc.text(line, this.margin, this.y);
      this.y += gap;
    }
    doc.setTextColor(0);
  }

  space(points: number): void {
    this.y += points;
  }

  newPage(): void {
    this.doc.addPage();
    this.y = this.margin;
  }

  /** Keeps a heading with at least the first lines of what follows it. */
  keepWith(points: number): void {
    if (this.y + points > this.bottom) this.newPage();
  }

  /** "<title>, page 1 of 2" at the foot of each page, when there is more than one, so a printed copy stays in order. */
  numberPages(title: string): void {
    const doc = this.doc;
    const pages = doc.getNumberOfPages();
    if (pages < 2) return;
    for (let page = 1; page <= pages; page++) {
      doc.setPage(page);
      doc.setFont('helvetica', 'normal');
      doc.setFontSize(9);
      doc.setTextColor(GREY);
      doc.text(`${title}, page ${page} of ${pages}`, this.margin, doc.internal.pageSize.getHeight() - this.margin / 2);
    }
    doc.setTextColor(0);
  }

  blob(): Blob {
    return this.doc.output('blob');
  }
}

/** The market report's pages: title, subtitle, each section's heading and lines, the footer. */
function writeMarketReport(pdf: PdfWriter, report: MarketReport): void {
  pdf.write(report.title, 18, 'bold', 24);
  pdf.write(report.subtitle, 10, 'normal', 22, true);
  for (const section of report.sections) {
    pdf.space(6);
    pdf.keepWith(18 + 2 * LINE);
    pdf.write(section.heading, 12, 'bold', 18);
    for (const line of section.lines) {
      pdf.write(line);
      pdf.space(3);
    }
  }
  pdf.space(12);
  pdf.write(report.footer, 9, 'normal', LINE, true);
}

/**
 * The Premium market report as a PDF of its own (ADR 0049), built in the browser with jsPDF (loaded only now);
 * nothing is sent anywhere. Each page is numbered, so a printed copy stays in order.
 */
export async function buildMarketReportPdf(report: MarketReport, load: () => Promise<JsPdfConstructor> = loadJsPdf): Promise<Blob> {
  const pdf = new PdfWriter(await load(), report.title, REPORT_MARGIN);
  writeMarketReport(pdf, report);
  pdf.numberPages(report.title);
  return pdf.blob();
}
