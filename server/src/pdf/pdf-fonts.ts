import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * The typeface of every PDF the portal makes: DejaVu Sans and DejaVu Sans Bold (npm `dejavu-fonts-ttf`;
 * Bitstream Vera licence, DejaVu changes public domain), embedded as subsets of the glyphs a document
 * draws. It covers Latin-1, Latin Extended-A and -B, Greek and Cyrillic, so a name such as Łukasz Dvořák
 * draws as written, where the standard PDF fonts (WinAnsi) failed the document.
 *
 * Why DejaVu: @pdf-lib/fontkit, the fontkit pdf-lib documents, writes a subset's `loca` table in the short
 * format, which halves each glyph's offset. DejaVu's glyph records all have even lengths, so that is
 * exact; fonts with odd-length records, such as Noto Sans, come out with garbled glyphs.
 * pdf-fonts.test.ts compares the embedded outlines with the font's own.
 */

type PdfFontkit = Parameters<PDFDocument['registerFontkit']>[0];
type ParsedFont = ReturnType<PdfFontkit['create']>;

interface Typeface {
  readonly regular: Uint8Array;
  readonly bold: Uint8Array;
  /** fontkit for pdf-lib, handing it the faces parsed once rather than parsing them for each document. */
  readonly fontkit: PdfFontkit;
  /** The code points both faces draw, so a heading draws the same characters as the body. */
  readonly characters: ReadonlySet<number>;
}

const require = createRequire(import.meta.url);

/**
 * fontkit keeps one object per glyph, holding the characters of the glyph's first use, and pdf-lib writes
 * those characters into each document's ToUnicode map (what search and copy read). With the faces shared
 * between documents, a first use without characters (the subsetter takes the O of Ö as its component)
 * would leave the O of every later document unreadable. So each glyph is first made from the character
 * the font maps to it; DejaVu maps no glyph from two characters.
 */
function parseFace(bytes: Uint8Array): ParsedFont {
  const face = fontkit.create(bytes);
  for (const code of face.characterSet) face.glyphForCodePoint(code);
  return face;
}

let typeface: Typeface | undefined;

/** Read and parsed on first use, then kept for the process: parsing (and fontkit's layout tables) is the cost. */
function loadTypeface(): Typeface {
  if (typeface !== undefined) return typeface;
  // Found through node_modules, from the sources and from dist/ alike.
  const regular = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
  const bold = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));
  const parsed = new Map<Uint8Array, ParsedFont>([
    [regular, parseFace(regular)],
    [bold, parseFace(bold)],
  ]);
  const boldCharacters = new Set(parsed.get(bold)?.characterSet);
  typeface = {
    regular,
    bold,
    fontkit: { create: (bytes, name) => parsed.get(bytes) ?? fontkit.create(bytes, name) },
    characters: new Set(parsed.get(regular)?.characterSet.filter((code) => boldCharacters.has(code))),
  };
  return typeface;
}

export interface PdfFonts {
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /**
   * The text as the fonts draw it: composed (NFC), so a letter sent with a combining accent becomes the
   * accented letter the font has; and with "?" for each character a face lacks (an emoji, a CJK
   * ideograph), so that such a name shows that something is missing instead of failing the document.
   */
  readonly drawable: (text: string) => string;
}

/**
 * What fontkit's layout applies, beyond its defaults. No ligatures: the fi ligature is also the character
 * U+FB01, so a drawn "fi" would read back as "ﬁ". No kerning or mark positioning: pdf-lib draws each glyph
 * at its advance width and ignores the positions fontkit computes, which then only cost time (most of
 * the layout of a word, and every measured or drawn string is laid out). Each font gets a copy, as fontkit
 * writes its defaults into the object.
 */
const FEATURES = { liga: false, kern: false, mark: false, mkmk: false };

/** Embeds the regular and bold faces in `pdf`, as subsets written when the document is saved. */
export async function embedPdfFonts(pdf: PDFDocument): Promise<PdfFonts> {
  const { regular, bold, fontkit: parsedFontkit, characters } = loadTypeface();
  pdf.registerFontkit(parsedFontkit);
  return {
    regular: await pdf.embedFont(regular, { subset: true, features: { ...FEATURES } }),
    bold: await pdf.embedFont(bold, { subset: true, features: { ...FEATURES } }),
    drawable: (text) =>
      text
        .normalize('NFC')
        .replace(/[^]/gu, (char) => (characters.has(char.codePointAt(0) ?? 0) ? char : '?')),
  };
}
