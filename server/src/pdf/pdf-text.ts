import { inflateSync } from 'node:zlib';

/**
 * Reads back the text our PDFs draw, for tests: pdf-lib cannot extract text, and the documents only use
 * `<hex> Tj` with the standard fonts' WinAnsi encoding, so inflating each content stream and decoding those
 * strings gives every drawn piece of text, page by page, in drawing order. Not a general PDF text extractor.
 */

/** WinAnsi 0x80–0x9F, where it differs from Latin-1. */
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};

const decodeWinAnsi = (hex: string): string => {
  let out = '';
  for (let i = 0; i + 1 < hex.length; i += 2) {
    const byte = Number.parseInt(hex.slice(i, i + 2), 16);
    out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  }
  return out;
};

/** The drawn strings of each content stream that holds text (one per page for our documents). */
export function pdfTextByStream(bytes: Uint8Array): string[][] {
  const raw = Buffer.from(bytes);
  const source = raw.toString('latin1');
  const pages: string[][] = [];
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(source)) !== null) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(raw.subarray(start, end)).toString('latin1');
    } catch {
      content = raw.subarray(start, end).toString('latin1');
    }
    const strings = [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => decodeWinAnsi(m[1] ?? ''));
    if (strings.length > 0) pages.push(strings);
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return pages;
}

/** Every drawn string of the document, in order. */
export const pdfText = (bytes: Uint8Array): string[] => pdfTextByStream(bytes).flat();

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
