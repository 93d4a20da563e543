/**
 * Numbers written as Swedes read them, "−12 345,6": what `Intl.NumberFormat('sv-SE')` writes, without Intl.
 * Plain functions, so a page's first load may import them; the reading side is contracts/decimal-number.ts.
 */

/** How many decimals a written number has, and whether a positive one carries its sign. */
export interface SwedishDecimalOptions {
  readonly minDecimals?: number;
  readonly maxDecimals: number;
  /** `exceptZero`: "+1 234,50" and "−1 234,50", and 0 without a sign. */
  readonly signDisplay?: 'auto' | 'exceptZero';
}

const GROUP_SEPARATOR = '\u00a0';
const MINUS = '\u2212';
/** From here on a number's text has an exponent; such numbers are left to Intl. */
const TO_FIXED_LIMIT = 1e21;

/** A positive number's shortest decimal text without an exponent: 1e-7 is "0.0000001". */
function plainDecimalText(value: number): string {
  const text = String(value);
  const exponent = /^(\d)(?:\.(\d+))?e-(\d+)$/.exec(text);
  if (exponent === null) return text;
  const [, first = '', rest = '', places = '0'] = exponent;
  return `0.${'0'.repeat(Number(places) - 1)}${first}${rest}`;
}

/** Decimal text rounded to `decimals`, half away from zero: "1.005" to 2 is ["1", "01"]. */
function roundDecimalText(text: string, decimals: number): [whole: string, fraction: string] {
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction];
  const kept = `${whole}${fraction.slice(0, decimals)}`;
  const rounded =
    (fraction[decimals] ?? '0') >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const wholeLength = rounded.length - decimals;
  return [rounded.slice(0, wholeLength), rounded.slice(wholeLength)];
}

/**
 * A number as `Intl.NumberFormat('sv-SE')` writes it, "−12 345,6", to the same digit, without Intl: the
 * first Intl format a page makes loads the browser's locale data, tens of milliseconds on a slow phone,
 * in the middle of the page's first render. Like Intl it rounds the number's shortest decimal text half
 * away from zero (1.005 to "1,01"), not its binary value as `toFixed` does.
 */
export function formatSwedishDecimal(
  value: number,
  { minDecimals = 0, maxDecimals, signDisplay = 'auto' }: SwedishDecimalOptions,
): string {
  if (!Number.isFinite(value) || Math.abs(value) >= TO_FIXED_LIMIT) {
    return new Intl.NumberFormat('sv-SE', {
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
      signDisplay,
    }).format(value);
  }
  const [whole, written] = roundDecimalText(plainDecimalText(Math.abs(value)), maxDecimals);
  const fraction = written.replace(/0+$/, '').padEnd(minDecimals, '0');
  const digits = `${whole.replace(/\B(?=(\d{3})+$)/g, GROUP_SEPARATOR)}${fraction === '' ? '' : `,${fraction}`}`;
  const roundsToZero = /^[0,]*$/.test(digits);
  const negative = value < 0 || Object.is(value, -0);
  if (signDisplay === 'exceptZero') return roundsToZero ? digits : `${negative ? MINUS : '+'}${digits}`;
  return negative ? `${MINUS}${digits}` : digits;
}

/** Kronor after the number, as Intl's SEK currency format writes them, no-break space and all: "1 234,50 kr". */
export const formatKronor = (kronor: number, options: SwedishDecimalOptions): string =>
  `${formatSwedishDecimal(kronor, options)}\u00a0kr`;

/**
 * Öre as kronor with öre, "1 234,50 kr": money a member has, moves or signs for. The pages, the texts a member
 * signs on the phone and the mails all write a sum with this one function, so they read the same.
 */
export const formatKronorExact = (ore: number): string =>
  formatKronor(ore / 100, { minDecimals: 2, maxDecimals: 2 });
