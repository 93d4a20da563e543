/**
 * Numbers people and clients write, read as decimal only: no 0x10, 0o20 or 0b10000, no 1e3, no Infinity,
 * no padding, no sign a number cannot have, no digits of other scripts. Plain functions, no schema library,
 * so a page's first load may import them; the schema is contracts/field-schemas.ts.
 */

/** A whole number as a query, a path or an address carries it: ASCII digits, no sign, no leading zero. */
const WHOLE_NUMBER = /^(0|[1-9]\d{0,14})$/;

/** The whole number a query, a path or an address carries, or undefined when it is not written as one. */
export const parseWholeNumber = (text: string | null | undefined): number | undefined =>
  text !== null && text !== undefined && WHOLE_NUMBER.test(text) ? Number(text) : undefined;

/** Patterns of the numbers from `low` to `high`, both written with the same number of digits. */
function sameLength(low: string, high: string): string[] {
  if (low === high) return [low];
  const [lowFirst = '', lowRest] = [low[0], low.slice(1)];
  const [highFirst = '', highRest] = [high[0], high.slice(1)];
  if (lowFirst === highFirst) return sameLength(lowRest, highRest).map((rest) => lowFirst + rest);
  const width = lowRest.length;
  const [zeros, nines] = ['0'.repeat(width), '9'.repeat(width)];
  const any = width === 0 ? '' : `\\d{${String(width)}}`;
  const patterns: string[] = [];
  let [first, last] = [Number(lowFirst), Number(highFirst)];
  if (lowRest !== zeros) {
    patterns.push(...sameLength(lowRest, nines).map((rest) => lowFirst + rest));
    first += 1;
  }
  if (highRest !== nines) last -= 1;
  if (first <= last)
    patterns.push(`${first === last ? String(first) : `[${String(first)}-${String(last)}]`}${any}`);
  if (highRest !== nines) patterns.push(...sameLength(zeros, highRest).map((rest) => highFirst + rest));
  return patterns;
}

/**
 * The whole numbers from `min` to `max` (0 or more), as a pattern of decimal digits without a sign or a
 * leading zero: 1–50 is `^(?:[1-9]|[1-4]\d{1}|50)$`. A query's number says its range in the OpenAPI
 * document this way, and a generated request meets it.
 */
export function wholeNumberPattern(min: number, max: number): RegExp {
  const patterns: string[] = [];
  for (let digits = String(min).length; digits <= String(max).length; digits += 1) {
    const low = digits === String(min).length ? String(min) : `1${'0'.repeat(digits - 1)}`;
    const high = digits === String(max).length ? String(max) : '9'.repeat(digits);
    patterns.push(...sameLength(low, high));
  }
  return new RegExp(`^(?:${patterns.join('|')})$`);
}

/** A decimal number as a client sends it in a query: an optional minus, digits, a point and more digits. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** What a typed number holds: its whole digits and the digits after the decimal comma or point. */
export interface TypedDecimal {
  readonly negative: boolean;
  readonly whole: string;
  readonly fraction: string;
}

/**
 * A number as a Swede types it: spaces of any width between the thousands ("2 300", "1 234,50"), a decimal
 * comma or point, a minus where `signed`. Undefined for anything else, hex, exponents and "+5" among it.
 */
export function readTypedDecimal(typed: string, { signed = false } = {}): TypedDecimal | undefined {
  const match = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(typed.replace(/\s/g, ''));
  if (match === null) return undefined;
  const [, minus = '', whole = '', fraction = ''] = match;
  if (minus !== '' && !signed) return undefined;
  return { negative: minus !== '', whole, fraction };
}

/** A typed number ("12,5", "2 300") as a number; undefined when it is not one. */
export function parseTypedNumber(typed: string, options: { signed?: boolean } = {}): number | undefined {
  const read = readTypedDecimal(typed, options);
  if (read === undefined) return undefined;
  const value = Number(`${read.whole}.${read.fraction || '0'}`);
  return read.negative ? -value : value;
}

/**
 * A typed number with at most `decimals` decimals as a whole number of its hundredths (decimals 2) or
 * units (decimals 0), exactly: "1 234,5" → 123450. Undefined when it has more decimals or whole digits.
 */
export function parseScaled(typed: string, decimals: number, maxWholeDigits: number): number | undefined {
  const read = readTypedDecimal(typed);
  if (read === undefined || read.fraction.length > decimals || read.whole.length > maxWholeDigits) {
    return undefined;
  }
  return Number(read.whole) * 10 ** decimals + Number(read.fraction.padEnd(decimals, '0') || '0');
}

/**
 * Kronor as Swedes write them, to öre: "1 234,50", "1234.5", "1 234 kr". Undefined when it is not an amount
 * with at most two decimals and twelve whole digits.
 */
export const parseKronor = (typed: string): number | undefined =>
  parseScaled(typed.replace(/kr\s*$/i, ''), 2, 12);
