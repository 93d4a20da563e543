import { decodePercentEscapesFully } from '../lib/percent-escapes.js';

/** What people put between the birth date and the last four digits, or between year, month and day. */
const SEPARATORS = [
  '-',
  '+',
  '\u2010', // hyphen
  '\u2011', // non-breaking hyphen
  '\u2012', // figure dash
  '\u2013', // en dash
  '\u2014', // em dash
  '\u2212', // minus sign
  '\uFE63', // small hyphen-minus
  '\uFF0D', // fullwidth hyphen-minus
  '\uFF0B', // fullwidth plus
  ' ',
  '\u00A0', // no-break space
  '\u202F', // narrow no-break space
  '\u2009', // thin space
  '\u3000', // ideographic space
  '\t',
  '\u200B', // zero-width space, left by a copy from a web page
  ' - ',
  ' – ',
];

/** Only between year, month and day: "1970.05.06", "70/05/06". */
const DATE_ONLY_SEPARATORS = ['.', '/', '\uFF0E', '\uFF0F'];

/** The zero of each set of decimal digits a keyboard or a copy may give: ASCII, fullwidth, Arabic-Indic… */
const ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x1d7ce];

const inDigits = (text: string, zero: number): string =>
  text.replace(/\d/g, (digit) => String.fromCodePoint(zero + Number(digit)));

/**
 * The personal number (12 digits, YYYYMMDDNNNN) written every way a person might type or paste it: with
 * and without century, run together, with any separator before the last four digits or also between
 * year, month and day, in ASCII, fullwidth and other decimal digits.
 */
export function personalNumberSpellings(twelve: string): string[] {
  const [century, year, month, day, serial] = [
    twelve.slice(0, 2),
    twelve.slice(2, 4),
    twelve.slice(4, 6),
    twelve.slice(6, 8),
    twelve.slice(8),
  ];
  const spellings = new Set<string>();
  for (const birthYear of [`${century}${year}`, year]) {
    spellings.add(`${birthYear}${month}${day}${serial}`);
    for (const separator of SEPARATORS) {
      spellings.add(`${birthYear}${month}${day}${separator}${serial}`);
      spellings.add(`${birthYear}${separator}${month}${separator}${day}${separator}${serial}`);
    }
    for (const separator of DATE_ONLY_SEPARATORS) {
      spellings.add(`${birthYear}${separator}${month}${separator}${day}-${serial}`);
      spellings.add(`${birthYear}${separator}${month}${separator}${day}${separator}${serial}`);
    }
    for (const zero of ZEROS.slice(1)) {
      spellings.add(inDigits(`${birthYear}${month}${day}${serial}`, zero));
      spellings.add(inDigits(`${birthYear}${month}${day}-${serial}`, zero));
      spellings.add(inDigits(`${birthYear}-${month}-${day}\uFF0D${serial}`, zero));
    }
  }
  return [...spellings];
}

/** Numbers that look a little like one and are not: they stay as written. */
export const ORDINARY_NUMBERS: readonly string[] = [
  'SO-2026-001001',
  '2026-11-22',
  '2026-11-22T10:14:00.000Z',
  '2026-11-22 10:14',
  '1 234 567,89 kr',
  '12345 kr',
  '100245',
  'Ekeby 2:7',
  '8327-9 123 456 789-0',
  '5000-1234567',
  '5050-1055',
  '12 34 56-7',
  '070-123 45 67',
  '+46 70 123 45 67',
  '650000.1234,6650000.5',
  '/api/geo/basemap/tiles/15/131072/1234',
  '550e8400-e29b-41d4-a716-44665a4400bc',
];

const DIGIT = /^\p{Nd}$/u;

/** A decimal digit's value in any script: Unicode gives each script its 0–9 in a row, 0 first. */
function digitValue(digit: string): number {
  let code = digit.codePointAt(0) ?? 0;
  let steps = 0;
  while (DIGIT.test(String.fromCodePoint(code - 1))) {
    code -= 1;
    steps += 1;
  }
  return steps % 10;
}

/** The text as a reader takes in its numbers: escapes decoded, every digit read as 0–9, nothing between. */
const asRead = (text: string): string =>
  decodePercentEscapesFully(text)
    .replace(/\p{Nd}/gu, (digit) => String(digitValue(digit)))
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether a reader would find the personal number (12 digits) in the text, in any spelling, 10 or 12 digits. */
export function holdsPersonalNumber(text: string, twelve: string): boolean {
  const read = asRead(text);
  return read.includes(twelve) || read.includes(twelve.slice(2));
}
