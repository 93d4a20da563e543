import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { swedishDateTime, swedishLongDate } from '../../lib/swedish-time.js';
import { embedPdfFonts } from '../../pdf/pdf-fonts.js';
import { wrapText } from '../../pdf/pdf-layout.js';
import type { MandateDocumentRecord } from './mandates.repository.js';
import { maskedPersonalNumber } from './mandates.texts.js';

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const FOREST_GREEN = rgb(0.11, 0.33, 0.2);

/** The lines of the document, in Swedish; kept apart from the drawing so the wording is easy to read. */
export function mandateDocumentLines(
  document: MandateDocumentRecord,
  productName: string,
): { heading: string; paragraphs: string[] } {
  const scope =
    document.estateDesignations.length === 0
      ? ['Fullmakten gäller alla fullmaktsgivarens fastigheter, även sådana som tillkommer senare.']
      : ['Fullmakten gäller dessa fastigheter:', ...document.estateDesignations.map((name) => `• ${name}`)];
  const validity =
    document.validUntil === null
      ? `Giltig från ${swedishLongDate(document.givenAt)} tills vidare, till dess den återkallas.`
      : `Giltig från ${swedishLongDate(document.givenAt)} till och med ${swedishLongDate(document.validUntil)}.`;
  const revoked =
    document.revokedAt === null
      ? []
      : [
          `Återkallad ${swedishDateTime(document.revokedAt)}` +
            (document.revokedBy === null ? '.' : ` av ${document.revokedBy}.`),
        ];
  return {
    heading: 'Fullmakt med läsrätt',
    paragraphs: [
      `Fullmaktsgivare: ${document.grantorName}`,
      `Ombud: ${document.holderName}, personnummer ${maskedPersonalNumber(document.holderPersonalNumber)}`,
      `Ombudet får se fullmaktsgivarens uppgifter i ${productName}, till exempel skogsinnehav, ekonomi, ` +
        'kontrakt och dokument. Ombudet har endast läsrätt och kan inte beställa, ändra eller ingå avtal.',
      ...scope,
      validity,
      `Given ${swedishDateTime(document.givenAt)}` +
        (document.givenBy === null ? '.' : ` av ${document.givenBy}, inloggad med BankID.`),
      ...(document.signature === null
        ? []
        : [
            `Signerad med BankID av ${document.signature.signerName} ` +
              swedishDateTime(new Date(document.signature.signedAt)) +
              (document.signature.onBehalf ? ' för fullmaktsgivarens räkning.' : '.'),
          ]),
      ...revoked,
    ],
  };
}

/** `GET Ir/GetRightEdocs/{id}`: the signed mandate document as a PDF, made on request from the record. */
export async function mandateDocumentPdf(
  document: MandateDocumentRecord,
  productName: string,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Fullmakt med läsrätt');
  pdf.setLanguage('sv-SE');
  pdf.setProducer(productName);
  pdf.setCreationDate(document.givenAt);
  const { regular, bold, drawable } = await embedPdfFonts(pdf);
  const { heading, paragraphs } = mandateDocumentLines(document, productName);

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  const draw = (text: string, font: PDFFont, size: number, gap: number) => {
    for (const line of wrapText(drawable(text), font, size, width)) {
      if (y < PAGE.margin + size) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size * 0.45;
    }
    y -= gap;
  };

  draw(productName, bold, 12, 4);
  page.drawLine({
    start: { x: PAGE.margin, y },
    end: { x: PAGE.width - PAGE.margin, y },
    thickness: 1.5,
    color: FOREST_GREEN,
  });
  y -= 24;
  draw(heading, bold, 22, 14);
  for (const paragraph of paragraphs) draw(paragraph, regular, 12, paragraph.startsWith('•') ? 2 : 10);
  return pdf.save();
}
