import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedPdfFonts } from './pdf-fonts.js';
import { pdfDate, plainSigns } from './pdf-format.js';

/**
 * Shared layout for the portal's PDF documents (settlement notes, contracts, forest plans, annual
 * statements, mandates): A4 pages with the association's name on top, a title, paragraphs, label–value
 * facts and tables that continue over pages with their header repeated, and "Sida 1 av 3" at the foot.
 * Text is drawn in the portal's embedded fonts (pdf-fonts.ts); a character they lack is drawn as "?".
 */

const A4 = { width: 595.28, height: 841.89 } as const;
const FOREST_GREEN = rgb(0.11, 0.33, 0.2);
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.33, 0.33, 0.33);
const RULE = rgb(0.75, 0.75, 0.75);
const MARGIN = 50;
const HEADER_SPACE = 46;
const FOOTER_SPACE = 36;

/**
 * Breaks a paragraph into lines that fit `width` at `size`; a word longer than a line stands alone. Each
 * word is measured once and a line's width is their sum: measuring text in an embedded font runs
 * fontkit's layout, too slow to repeat for every longer candidate line.
 */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const space = font.widthOfTextAtSize(' ', size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(' ')) {
      const wordWidth = font.widthOfTextAtSize(word, size);
      const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      if (candidateWidth > width && line !== '') {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        line = line === '' ? word : `${line} ${word}`;
        lineWidth = candidateWidth;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface PdfInfo {
  readonly title: string;
  /** The association that issues the document (config branding). */
  readonly author: string;
  readonly productName: string;
  readonly subject?: string;
  /** When the document was made: its metadata and its footer say so. */
  readonly createdAt: Date;
}

interface TableColumn {
  readonly header: string;
  /** Relative width: the columns share the line in proportion. */
  readonly weight: number;
  readonly align?: 'left' | 'right';
}

interface TableOptions {
  readonly columns: readonly TableColumn[];
  readonly rows: readonly (readonly string[])[];
  /** A last row in bold under a rule, e.g. the sums. */
  readonly total?: readonly string[];
  readonly size?: number;
}

export interface PdfWriter {
  readonly pdf: PDFDocument;
  title(text: string): void;
  heading(text: string): void;
  paragraph(text: string, options?: { size?: number; muted?: boolean; bold?: boolean }): void;
  /** Label–value pairs in two columns; a value may be right-aligned (amounts). */
  facts(rows: readonly (readonly [string, string])[], options?: { alignValues?: 'left' | 'right' }): void;
  table(options: TableOptions): void;
  gap(points: number): void;
  save(): Promise<Uint8Array>;
}

/** A new document with its metadata set (title, author, subject, language, dates) and its first page. */
export async function createPdfWriter(info: PdfInfo): Promise<PdfWriter> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(plainSigns(info.title), { showInWindowTitleBar: true });
  pdf.setAuthor(info.author);
  pdf.setCreator(info.productName);
  pdf.setProducer(info.productName);
  if (info.subject !== undefined) pdf.setSubject(info.subject);
  pdf.setLanguage('sv-SE');
  pdf.setCreationDate(info.createdAt);
  pdf.setModificationDate(info.createdAt);
  const { regular, bold, drawable: clean } = await embedPdfFonts(pdf);

  const contentWidth = A4.width - 2 * MARGIN;
  const bottom = MARGIN + FOOTER_SPACE;
  let page: PDFPage = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN - HEADER_SPACE;

  const newPage = (): void => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN - HEADER_SPACE;
  };
  /** Makes room for `height` points, on a new page if this one is full. True when a page was added. */
  const room = (height: number): boolean => {
    if (y - height >= bottom) return false;
    newPage();
    return true;
  };
  const text = (value: string, x: number, atY: number, font: PDFFont, size: number, muted = false) =>
    page.drawText(clean(value), { x, y: atY, size, font, color: muted ? MUTED : INK });
  const line = (atY: number, color = RULE, thickness = 0.6) =>
    page.drawLine({ start: { x: MARGIN, y: atY }, end: { x: A4.width - MARGIN, y: atY }, thickness, color });

  function paragraph(value: string, options: { size?: number; muted?: boolean; bold?: boolean } = {}) {
    const size = options.size ?? 10;
    const font = options.bold === true ? bold : regular;
    for (const part of wrapText(clean(value), font, size, contentWidth)) {
      room(size * 1.45);
      y -= size * 1.45;
      text(part, MARGIN, y, font, size, options.muted);
    }
    y -= size * 0.5;
  }

  function tableRow(
    cells: readonly string[],
    columns: readonly TableColumn[],
    font: PDFFont,
    size: number,
    widths: readonly number[],
  ): void {
    const pad = 3;
    const lineHeight = size * 1.3;
    const wrapped = cells.map((cell, index) =>
      wrapText(clean(cell), font, size, Math.max(10, (widths[index] ?? 0) - 2 * pad)),
    );
    const height = Math.max(...wrapped.map((lines) => lines.length)) * lineHeight + 4;
    let x = MARGIN;
    for (const [index, lines] of wrapped.entries()) {
      const width = widths[index] ?? 0;
      const right = columns[index]?.align === 'right';
      for (const [n, part] of lines.entries()) {
        const atY = y - (n + 1) * lineHeight + 2;
        const at = right ? x + width - pad - font.widthOfTextAtSize(part, size) : x + pad;
        text(part, at, atY, font, size);
      }
      x += width;
    }
    y -= height;
  }

  function table(options: TableOptions): void {
    const size = options.size ?? 9;
    const sum = options.columns.reduce((total, column) => total + column.weight, 0);
    const widths = options.columns.map((column) => (column.weight / sum) * contentWidth);
    const headerHeight = size * 1.3 * 2 + 4;
    const header = (): void => {
      tableRow(
        options.columns.map((column) => column.header),
        options.columns,
        bold,
        size,
        widths,
      );
      line(y + 1, INK, 0.8);
    };
    room(headerHeight + size * 2);
    header();
    for (const row of options.rows) {
      if (room(size * 1.3 * 2 + 6)) header();
      tableRow(row, options.columns, regular, size, widths);
      line(y + 1);
    }
    if (options.total !== undefined) {
      if (room(size * 1.3 * 2 + 6)) header();
      line(y + 1, INK, 0.8);
      tableRow(options.total, options.columns, bold, size, widths);
    }
    y -= 8;
  }

  function facts(
    rows: readonly (readonly [string, string])[],
    options: { alignValues?: 'left' | 'right' } = {},
  ) {
    const columns: TableColumn[] = [
      { header: '', weight: 11 },
      { header: '', weight: 9, align: options.alignValues ?? 'left' },
    ];
    const widths = [contentWidth * 0.55, contentWidth * 0.45];
    for (const [label, value] of rows) {
      room(10 * 1.3 * 2);
      tableRow([label, value], columns, regular, 10, widths);
    }
    y -= 6;
  }

  return {
    pdf,
    title(value) {
      room(40);
      y -= 18;
      text(value, MARGIN, y, bold, 18);
      y -= 14;
    },
    heading(value) {
      room(40);
      y -= 14;
      text(value, MARGIN, y, bold, 12);
      y -= 8;
    },
    paragraph,
    facts,
    table,
    gap(points) {
      y -= points;
    },
    async save() {
      const pages = pdf.getPages();
      const made = `Skapad ${pdfDate(info.createdAt)} i ${info.productName}`;
      for (const [index, each] of pages.entries()) {
        page = each;
        const top = A4.height - MARGIN;
        text(info.author, MARGIN, top - 12, bold, 11);
        const shortTitle = clean(info.title);
        const titleWidth = regular.widthOfTextAtSize(shortTitle, 8);
        if (titleWidth < contentWidth * 0.6) {
          text(shortTitle, A4.width - MARGIN - titleWidth, top - 12, regular, 8, true);
        }
        page.drawLine({
          start: { x: MARGIN, y: top - 20 },
          end: { x: A4.width - MARGIN, y: top - 20 },
          thickness: 1.5,
          color: FOREST_GREEN,
        });
        const pageText = `Sida ${String(index + 1)} av ${String(pages.length)}`;
        text(made, MARGIN, MARGIN, regular, 8, true);
        text(pageText, A4.width - MARGIN - regular.widthOfTextAtSize(pageText, 8), MARGIN, regular, 8, true);
      }
      return pdf.save();
    },
  };
}
