import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFPage,
} from 'pdf-lib';

/**
 * Reads back the text our PDFs draw, for tests; pdf-lib cannot extract text. The documents draw with
 * pdf-lib's `drawText` in the embedded subset fonts (pdf-fonts.ts): `/Name 12 Tf` picks a font and
 * `<hex> Tj` shows its two-byte glyph ids, which the font's ToUnicode CMap (pdf-lib writes one
 * `<glyph> <UTF-16BE text>` pair per glyph, in `bfchar` blocks) turns back into text. So each page's drawn
 * strings come back in drawing order. Not a general PDF text extractor.
 */

const latin1 = (stream: PDFRawStream): string =>
  Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');

/** A ToUnicode CMap's glyph id (four hex digits, lower case) → the text it draws. */
export function toUnicode(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  for (const [, block = ''] of cmap.matchAll(/beginbfchar([^]*?)endbfchar/g)) {
    for (const [, glyph = '', text = ''] of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      glyphs.set(glyph.toLowerCase(), Buffer.from(text, 'hex').swap16().toString('utf16le'));
    }
  }
  return glyphs;
}

function pageText(page: PDFPage): string[] {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const cmaps = new Map<string, Map<string, string>>();
  const glyphsOf = (name: string): Map<string, string> => {
    let glyphs = cmaps.get(name);
    if (glyphs === undefined) {
      const cmap = fonts?.lookupMaybe(PDFName.of(name), PDFDict)?.lookup(PDFName.of('ToUnicode'));
      if (!(cmap instanceof PDFRawStream))
        throw new Error(`Font ${name} has no ToUnicode CMap: not the portal's fonts`);
      glyphs = toUnicode(latin1(cmap));
      cmaps.set(name, glyphs);
    }
    return glyphs;
  };
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  const content = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map(latin1)
    .join('\n');

  const strings: string[] = [];
  let glyphs: Map<string, string> | undefined;
  for (const [, font, hex] of content.matchAll(/\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (font !== undefined) {
      glyphs = glyphsOf(font);
    } else if (hex !== undefined) {
      if (glyphs === undefined) throw new Error('Text shown before a font was chosen');
      const ids = hex.toLowerCase().match(/.{4}/g) ?? [];
      strings.push(ids.map((id) => glyphs?.get(id) ?? '\ufffd').join(''));
    }
  }
  return strings;
}

/** The drawn strings of each page, in drawing order. */
export async function pdfTextByPage(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map(pageText);
}

/** Every drawn string of the document, in order. */
export const pdfText = async (bytes: Uint8Array): Promise<string[]> => (await pdfTextByPage(bytes)).flat();

/** `1 234 567,89 kr` (or `-12,50`) back to öre. */
export function oreFromPdfKronor(text: string): number {
  const cleaned = text
    .replace(/kr$/, '')
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.');
  if (!/^-?\d+\.\d{2}$/.test(cleaned)) throw new Error(`Not an amount: ${JSON.stringify(text)}`);
  const negative = cleaned.startsWith('-');
  const [whole = '0', fraction = '00'] = cleaned.replace('-', '').split('.');
  const ore = Number(whole) * 100 + Number(fraction);
  return negative ? -ore : ore;
}
