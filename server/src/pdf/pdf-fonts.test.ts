import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createPdfWriter } from './pdf-layout.js';
import { pdfText, toUnicode } from './pdf-text.js';

const INFO = {
  title: 'Fullmakt för Åsa Ćwikła Skog AB',
  author: 'Exempelskog',
  productName: 'Skogsportalen',
  createdAt: new Date('2026-11-22T08:00:00Z'),
};

/** A one-page document: a bold title, a paragraph and a table with a bold total. */
async function document(title: string, paragraph: string): Promise<Uint8Array> {
  const writer = await createPdfWriter(INFO);
  writer.title(title);
  writer.paragraph(paragraph);
  writer.table({
    columns: [
      { header: 'Ägare', weight: 2 },
      { header: 'Fastighet', weight: 2 },
    ],
    rows: [['Łukasz Dvořák', 'Östhammar Łęka 2:7']],
    total: ['Karin Łucja', 'Åsa Ćwikła Skog AB'],
  });
  return writer.save();
}

/** Each embedded font: its name, its ToUnicode map and the font program (the subset) parsed by fontkit. */
async function embeddedFonts(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  const decoded = (stream: unknown) =>
    stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : new Uint8Array();
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((font) => font.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
    .map((font) => {
      const descendant = font.lookup(PDFName.of('DescendantFonts'), PDFArray).lookup(0, PDFDict);
      const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
      return {
        // pdf-lib names an embedded font after the font's PostScript name and a number of its own.
        name: font.lookup(PDFName.of('BaseFont'), PDFName).decodeText().replace(/-\d+$/, ''),
        glyphs: toUnicode(Buffer.from(decoded(font.lookup(PDFName.of('ToUnicode')))).toString('latin1')),
        program: fontkit.create(decoded(descriptor.lookup(PDFName.of('FontFile2')))),
      };
    });
}

const require = createRequire(import.meta.url);
const face = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

describe('the PDF fonts', () => {
  it('draw names outside WinAnsi, in regular and bold, and they read back as written', async () => {
    const bytes = await document(
      'Åsa Ćwikła Skog AB',
      'Ombud: Łukasz Dvořák. Fastighet: Östhammar Łęka 2:7.',
    );
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toEqual(
      expect.arrayContaining([
        'Åsa Ćwikła Skog AB',
        'Ombud: Łukasz Dvořák. Fastighet: Östhammar Łęka 2:7.',
        'Łukasz Dvořák',
        'Östhammar Łęka 2:7',
        'Karin Łucja',
        'Fullmakt för Åsa Ćwikła Skog AB',
      ]),
    );
    const names = (await embeddedFonts(bytes)).map((font) => font.name);
    expect(names.sort()).toEqual(['DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('draw a "?" for what they lack, an emoji or a CJK ideograph, and compose a combining accent', async () => {
    const bytes = await document('Li 李 🌲', 'Dvor\u030Cák 🌲');
    const text = await pdfText(bytes);
    expect(text).toContain('Li ? ?');
    expect(text).toContain('Dvořák ?');
  });

  it('read back every Latin character as itself, also after other documents used the shared fonts', async () => {
    await document('Östhammar Ängskär', 'Örjan Åström, Ćwikła');
    const characters = [
      ...Array.from({ length: 0x7e - 0x21 + 1 }, (_, index) => 0x21 + index),
      // Latin-1 Supplement, Latin Extended-A and -B, without the soft hyphen (U+00AD), drawn as nothing.
      ...Array.from({ length: 0x24f - 0xa1 + 1 }, (_, index) => 0xa1 + index).filter((code) => code !== 0xad),
    ].map((code) => String.fromCodePoint(code));
    const words = [];
    for (let start = 0; start < characters.length; start += 12) {
      words.push(characters.slice(start, start + 12).join(''));
    }
    const punctuation = '– — ‘ ’ “ ” • … € ² ³ × − fi fl ffi';
    const bytes = await document('Ordlista', `${words.join(' ')} ${punctuation}`);
    const [, ...lines] = await pdfText(bytes);
    const drawn = lines.slice(0, lines.indexOf('Ägare')).join(' ');
    expect(drawn).toBe(`${words.join(' ')} ${punctuation}`.normalize('NFC'));
  });

  it('embed subsets whose glyphs have the outlines of the font itself', async () => {
    const bytes = await document(
      'Åsa Ćwikła Skog AB',
      'Łukasz Dvořák, Östhammar Łęka 2:7 – m³sk, 1 234,50 kr',
    );
    const faces = { DejaVuSans: face('DejaVuSans.ttf'), 'DejaVuSans-Bold': face('DejaVuSans-Bold.ttf') };
    for (const font of await embeddedFonts(bytes)) {
      const original = font.name === 'DejaVuSans-Bold' ? faces['DejaVuSans-Bold'] : faces.DejaVuSans;
      expect(font.glyphs.size).toBeGreaterThan(10);
      for (const [id, text] of font.glyphs) {
        const outline = font.program.getGlyph(Number.parseInt(id, 16)).path.toSVG();
        expect(outline, `${font.name} ${text}`).toBe(
          original.glyphForCodePoint(text.codePointAt(0) ?? 0).path.toSVG(),
        );
      }
    }
  });

  it('keep a document small: only the glyphs it draws are embedded', async () => {
    const bytes = await document('Åsa Ćwikła Skog AB', 'Łukasz Dvořák');
    expect(bytes.length).toBeLessThan(40_000);
  });
});
