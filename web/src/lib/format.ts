/** Numbers as Swedes read them (sv-SE): "1 234 567 kr", "64,8 ha", "33,3 %", "1 apr. 1998". */

const kronor = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  maximumFractionDigits: 0,
});
const hectareNumber = new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const percentNumber = new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Stockholm',
});

/** Whole kronor from öre; the currency sign as Swedes write it ("kr"). */
export const formatKronor = (ore: number): string => kronor.format(Math.round(ore / 100));

const kronorWithOre = new Intl.NumberFormat('sv-SE', {
  style: 'currency',
  currency: 'SEK',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Kronor and öre, for bookings and settlements a member checks to the öre: "100 144,76 kr". */
export const formatAmount = (ore: number): string => kronorWithOre.format(ore / 100);

export const formatHectares = (hectares: number): string => `${hectareNumber.format(hectares)} ha`;

export const formatPercent = (percent: number): string => `${percentNumber.format(percent)} %`;

/** A calendar date (YYYY-MM-DD) as "1 apr. 1998". */
export const formatDate = (isoDate: string): string => dateFormat.format(new Date(`${isoDate}T12:00:00Z`));

/**
 * An ownership share as "1/2 (50 %)": on a narrow screen it may break before the parenthesis, never
 * inside it (a no-break space before %).
 */
export const formatShare = (numerator: number, denominator: number, percent: number): string =>
  `${String(numerator)}/${String(denominator)} (${percentNumber.format(percent)}\u00a0%)`;
