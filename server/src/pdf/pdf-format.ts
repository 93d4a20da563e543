import { swedishLongDate } from '../lib/swedish-time.js';

/**
 * Swedish formatting for PDF documents (sv-SE): `1 234 567,89 kr`, `311,40 m³fub`, `13 november 2026`.
 * Intl writes the minus sign U+2212 and may write the narrow no-break space U+202F; `plainSigns` swaps
 * them for the hyphen and the no-break space people type, so that an amount searched for in the PDF, or
 * copied from it into a spreadsheet, is found and read as a number.
 */

const kronorFormat = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeFormat = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const twoDecimalsFormat = new Intl.NumberFormat('sv-SE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The real minus sign and the narrow no-break space as a hyphen and a no-break space. */
export const plainSigns = (text: string): string => text.replace(/\u2212/g, '-').replace(/\u202f/g, '\u00a0');

/** Öre as kronor with two decimals: 123456789 → `1 234 567,89 kr`. */
export const pdfKronor = (ore: number): string => plainSigns(`${kronorFormat.format(ore / 100)} kr`);

/** Öre per unit as kronor with two decimals, without the unit: 72000 → `720,00`. */
export const pdfKronorAmount = (ore: number): string => plainSigns(kronorFormat.format(ore / 100));

export const pdfWhole = (value: number): string => plainSigns(wholeFormat.format(value));
export const pdfOneDecimal = (value: number): string => plainSigns(oneDecimalFormat.format(value));
export const pdfTwoDecimals = (value: number): string => plainSigns(twoDecimalsFormat.format(value));

export const pdfHectares = (hectares: number): string => `${pdfOneDecimal(hectares)} ha`;
export const pdfM3fub = (volume: number): string => `${pdfTwoDecimals(volume)} m³fub`;

/** A calendar day (YYYY-MM-DD) or an instant, as `13 november 2026` in Swedish time. */
export const pdfDate = swedishLongDate;

/**
 * A file name any browser and file system takes: ASCII letters, digits and hyphens, å ä ö spelled a a o.
 * `Avräkningsnota AVR-2024-30871` → `avrakningsnota-avr-2024-30871.pdf`.
 */
export function asciiFileName(title: string, extension = 'pdf'): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return `${base === '' ? 'dokument' : base}.${extension}`;
}
