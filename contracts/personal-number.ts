/**
 * Swedish personal identity numbers (personnummer, samordningsnummer) in the 12-digit form YYYYMMDDNNNN,
 * as BankID returns them (docs/domain.md 8).
 */
const TWELVE_DIGITS = /^(\d{4})(\d{2})(\d{2})(\d{4})$/;

/** Luhn (mod 10) over the last ten digits: the check digit is right. */
export function hasValidCheckDigit(tenDigits: string): boolean {
  let sum = 0;
  for (let i = 0; i < tenDigits.length; i++) {
    const product = Number(tenDigits[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return sum % 10 === 0;
}

/** The 12-digit number with the right check digit after these 11 (YYYYMMDDNNN), for synthetic test data. */
export function withCheckDigit(elevenDigits: string): string {
  const tenth = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].find((digit) =>
    hasValidCheckDigit(elevenDigits.slice(2) + String(digit)),
  );
  return elevenDigits + String(tenth);
}

/** A well-formed 12-digit personnummer or samordningsnummer: a real date (day + 60 allowed) and a right check digit. */
export function isPersonalNumber(value: string): boolean {
  const match = TWELVE_DIGITS.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const realDay = day > 60 ? day - 60 : day;
  const date = new Date(Date.UTC(year, month - 1, realDay));
  const isDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === realDay;
  return isDate && hasValidCheckDigit(value.slice(2));
}

/** Accepts the usual ways people write it (with or without century, dash or plus) and gives the 12-digit form. */
export function normalisePersonalNumber(input: string, today: Date = new Date()): string | undefined {
  const compact = input.replace(/[\s-]/g, '');
  if (/^\d{12}$/.test(compact)) return isPersonalNumber(compact) ? compact : undefined;
  const short = /^(\d{6})(\+?)(\d{4})$/.exec(compact);
  if (!short) return undefined;
  const [, birth = '', plus, serial = ''] = short;
  const yy = Number(birth.slice(0, 2));
  const thisYear = today.getUTCFullYear();
  let year = Math.floor(thisYear / 100) * 100 + yy;
  if (year > thisYear) year -= 100;
  if (plus === '+') year -= 100;
  const full = `${String(year)}${birth.slice(2)}${serial}`;
  return isPersonalNumber(full) ? full : undefined;
}
